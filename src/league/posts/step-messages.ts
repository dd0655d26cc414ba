import type { ClubHeader } from '../../db/repositories/club.repository.js';
import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import { audienceOf } from '../../engine/event-audience.js';
import type { EngineEvent } from '../../engine/model/events.js';
import { nonPlayerSquadIds } from '../../engine/setup/non-player-squad.js';
import type { DivisionIndex, LeagueState } from '../../engine/model/types.js';
import type { MatchEventsIndex } from '../shared/match-events.js';
import type { ClubRef, OutboxPayload, WeekSummaryMessage } from './outbox-messages.js';
import { postLocale, settingsView } from '../shared/league-summary.js';
import { listingView } from '../shared/player-views.js';
import { generatedNames } from '../channel/generated-names.js';
import { phraseMemory } from './phrase-memory.js';
import { postNames } from '../shared/post-names.js';
import { cupStepOf } from '../shared/calendar-step.js';
import { seasonPositionsPicture } from '../channel/season-positions-picture.js';
import { divisionTable, namedTable } from '../shared/standings.js';
import { matchPath } from '../shared/web-paths.js';

/**
 * The messages a played step leaves in the outbox: a summary, one per game
 * with a player-controlled club, the table, the transfer news and, when a
 * season ends, its review. Each has a dedupe key, so it is queued once.
 */
export function stepMessages(input: {
  league: LeagueRow;
  clubs: ClubHeader[];
  before: LeagueState;
  after: LeagueState;
  events: EngineEvent[];
  matches: MatchEventsIndex;
  nextDeadline: Date | null;
}): OutboxInsert[] {
  const { league, before, after, events, matches } = input;
  const headers = new Map(input.clubs.map((c) => [c.id, c]));
  const ref = (id: string): ClubRef => ({
    id,
    name: headers.get(id)?.name ?? after.clubs[id]?.name ?? id,
    managerUserId: headers.get(id)?.manager_user_id ?? null,
  });
  const names = { name: (id: string) => ref(id).name, manager: (id: string) => ref(id).managerUserId };
  const generated = generatedNames(after.seed);
  const lookup = {
    player: (id: string) => (after.players[id] ?? before.players[id])?.name ?? generated(id),
    club: (id: string) => (id in after.clubs || headers.has(id) ? ref(id).name : undefined),
  };
  // The names are taken from the events the post itself carries, so an event left out of it leaves no name behind.
  const named = <M extends { events: EngineEvent[] }>(message: M, clubIds: string[] = []) => ({
    ...message,
    names: postNames(message.events, lookup, clubIds),
  });
  const key = (suffix: string) => `${league.id}:${league.turn}:${suffix}`;
  const messages: OutboxInsert[] = [];
  const push = (payload: OutboxPayload, suffix: string) =>
    messages.push({ leagueId: league.id, channelId: league.channel_id, kind: payload.kind, payload: payload.message, dedupeKey: key(suffix) });

  const fresh = after.divisions.flatMap((division) => {
    const old = before.season === after.season ? (before.divisions.find((d) => d.index === division.index)?.results.length ?? 0) : 0;
    return division.results.slice(old).map((r) => ({ ...r, division: division.index as DivisionIndex }));
  });

  const managed = new Set(input.clubs.filter((c) => c.manager_user_id).map((c) => c.id));
  const summary: WeekSummaryMessage = named({
    leagueName: league.name,
    season: before.season,
    week: before.week,
    phase: before.phase,
    results: fresh.map((r) => ({ division: r.division, home: ref(r.homeId), away: ref(r.awayId), homeGoals: r.homeGoals, awayGoals: r.awayGoals })),
    events: events.filter((e) => audienceOf(e) === 'club' && 'clubId' in e && typeof e.clubId === 'string' && managed.has(e.clubId)),
    managedClubIds: [...managed],
    nextDeadline: input.nextDeadline?.toISOString() ?? null,
    ...cupStepOf(events),
  });
  push({ kind: 'week-summary', message: summary }, 'summary');

  const phrases = phraseMemory(league);
  for (const r of fresh) {
    // Only a manager's match is told in full; the others are results in the summary, their play-by-play on the web page.
    if (!managed.has(r.homeId) && !managed.has(r.awayId)) continue;
    const reportEvents = matches.eventsOf(r.division, r.homeId, r.awayId, r.round);
    push(
      {
        kind: 'match',
        message: phrases.told(
          named(
            {
              season: before.season,
              week: before.week,
              division: r.division,
              round: r.round,
              home: ref(r.homeId),
              away: ref(r.awayId),
              homeGoals: r.homeGoals,
              awayGoals: r.awayGoals,
              events: reportEvents,
              live: settingsView(league).live,
              ...(league.web_page
                ? { webPath: matchPath(league.web_slug, { season: before.season, division: r.division, round: r.round, homeId: r.homeId }) }
                : {}),
              picture: { kind: 'match-card' },
              dice: settingsView(league).dice,
              ...postLocale(league),
              ...phrases.next(reportEvents),
            },
            // A non-player club's men are named in the report (generated names), whether or not an event carries their id.
            [r.homeId, r.awayId, ...[r.homeId, r.awayId].filter((id) => !after.clubs[id]?.playerControlled).flatMap(nonPlayerSquadIds)],
          ),
        ),
      },
      `match:${r.division}:${r.round}:${r.homeId}`,
    );
  }

  // Only the divisions that played this step: the others would show a table at P 0 until their season is simmed.
  const played = after.divisions.filter((d) => fresh.some((r) => r.division === d.index));
  if (played.length) {
    push(
      {
        kind: 'table',
        message: { season: after.season, week: before.week, final: false, tables: played.map((d) => divisionTable(d, names)), ...postLocale(league) },
      },
      'table',
    );
  }

  const listedBefore = new Set(before.market.map((l) => l.playerId));
  const clubName = (id: string | null) => (id ? ref(id).name : null);
  const newListings = after.market
    .filter((l) => !listedBefore.has(l.playerId) && after.players[l.playerId])
    .map((l) => listingView(l, after.players[l.playerId]!, clubName));
  const transferEvents = events.filter((e) => audienceOf(e) === 'transfer-news');
  if (newListings.length || transferEvents.length) {
    push(
      {
        kind: 'transfer-news',
        message: named({ season: before.season, week: before.week, events: transferEvents, newListings, ...cupStepOf(events) }),
      },
      'transfers',
    );
  }

  const reviewed = new Set(before.history.map((h) => h.season));
  for (const history of after.history.filter((h) => !reviewed.has(h.season))) {
    const clubNames = Object.fromEntries(Object.keys(after.clubs).map((id) => [id, ref(id).name]));
    const picture = seasonPositionsPicture(history.season, before, managed);
    push(
      { kind: 'season-review', message: { history, clubNames, ...(picture ? { picture } : {}), ...postLocale(league) } },
      `season-review:${history.season}`,
    );
    const finals = history.divisions.map((d) => namedTable(d.index, d.table, names));
    push(
      { kind: 'table', message: { season: history.season, week: before.week, final: true, tables: finals, ...postLocale(league) } },
      `final-tables:${history.season}`,
    );
  }
  return messages;
}
