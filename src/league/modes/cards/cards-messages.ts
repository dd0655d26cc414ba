import type { ClubHeader } from '../../../db/repositories/club.repository.js';
import type { OutboxInsert } from '../../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../../db/tables.js';
import type { CardId } from '../../../engine/cards/cards.js';
import { cardsAudienceOf } from '../../../engine/cards/event-audience.js';
import type { CardsEvent } from '../../../engine/cards/events.js';
import { fieldDummy, fieldLineup } from '../../../engine/cards/lineup.js';
import { cardsLeagueTable } from '../../../engine/cards/season-end.js';
import type { CardsState } from '../../../engine/cards/state.js';
import type { SuitOrder } from '../../../engine/cards/suit-levels.js';
import type { CardsLeague } from '../../shared/cards-league.js';
import { postLocale } from '../../shared/league-summary.js';
import type { CardsSideView, CardsMatchMessage, CardsStepMessage, CardsResultLine, CardsLotsMessage } from '../../posts/cards-message-types.js';

export type { CardsSideView, CardsMatchMessage, CardsStepMessage, CardsResultLine, CardsLotsMessage };

type MatchEvent = Extract<CardsEvent, { type: 'match' }>;

type DummyDraw = { tactic: CardId; level: number; drawnCard: CardId };

function sideView(clubId: string, sheet: MatchEvent['homeSheet'], dummy: DummyDraw | undefined, order: SuitOrder): CardsSideView {
  const fielded = sheet ? fieldLineup(sheet, order) : fieldDummy(dummy!.tactic, dummy!.level);
  const places: CardsSideView['places'] = [];
  for (let space = 1; space <= 10; space++) {
    const occupant = fielded.occupant[space];
    if (occupant !== null && occupant !== undefined) places.push({ space, occupant, level: fielded.level[space]! });
  }
  return {
    clubId,
    tactic: sheet?.tactic ?? dummy!.tactic,
    dummyLevel: sheet ? null : dummy!.level,
    dummyDrawn: sheet ? null : dummy!.drawnCard,
    places,
  };
}

/** Each match of the step with what belongs to it: the dummies' draws before it, the shoot-out and injuries after. */
export function matchMessages(
  leagueName: string,
  game: CardsState,
  names: Record<string, string>,
  events: CardsEvent[],
  language: Pick<CardsMatchMessage, 'locale'> = {},
): CardsMatchMessage[] {
  const dummies = new Map<string, DummyDraw>();
  const out: CardsMatchMessage[] = [];
  events.forEach((event, i) => {
    if (event.type === 'dummy-formation') dummies.set(event.clubId, { tactic: event.tactic, level: event.level, drawnCard: event.drawnCard });
    if (event.type !== 'match') return;
    const after: CardsEvent[] = [];
    for (const next of events.slice(i + 1)) {
      if (next.type !== 'injury' && next.type !== 'shoot-out') break;
      after.push(next);
    }
    const shootOut = after.find((e) => e.type === 'shoot-out');
    out.push({
      leagueName,
      season: game.season,
      suitOrder: [...game.suitOrder],
      names,
      competition: event.competition,
      round: event.round,
      home: sideView(event.homeId, event.homeSheet, dummies.get(event.homeId), game.suitOrder),
      away: sideView(event.awayId, event.awaySheet, dummies.get(event.awayId), game.suitOrder),
      duels: event.duels,
      homeLuck: event.homeLuck,
      awayLuck: event.awayLuck,
      homeGoals: event.homeGoals,
      awayGoals: event.awayGoals,
      shootOut: shootOut ? { draws: shootOut.draws[0]!, winnerId: shootOut.winnerId } : null,
      injuries: after.flatMap((e) => (e.type === 'injury' ? [{ clubId: e.managerId, card: e.card }] : [])),
      ...language,
    });
  });
  return out;
}

/**
 * The posts a cards step leaves: each manager's match with both sheets revealed, its duels, luck draws and score; then what
 * the step did in public (the market, the cup, the season's end) with the table; then the lots now on offer. A
 * hand is never posted: only events the channel may see go in (src/engine/cards/event-audience.ts).
 */
export function cardsMessages(input: {
  league: LeagueRow;
  clubs: ClubHeader[];
  before: CardsLeague;
  after: CardsLeague;
  events: CardsEvent[];
  nextDeadline: Date | null;
}): OutboxInsert[] {
  const { league, before, after, events } = input;
  const names = Object.fromEntries(input.clubs.map((club) => [club.id, club.name]));
  const nextDeadline = input.nextDeadline?.toISOString() ?? null;
  const posts: OutboxInsert[] = [];
  const push = (kind: string, payload: unknown, suffix: string) =>
    posts.push({ leagueId: league.id, channelId: league.channel_id, kind, payload, dedupeKey: `${league.id}:${league.turn}:${suffix}` });

  // A match between two dummies has no sheet a manager chose: nobody follows its duels, so it is a line of the step's post.
  const language = postLocale(league);
  const matches = matchMessages(league.name, before.game, names, events, language);
  const told = matches.filter((m) => m.home.dummyLevel === null || m.away.dummyLevel === null);
  told.forEach((message, i) => push('cards-match', message, `cards-match-${i}`));
  const otherResults = matches
    .filter((m) => !told.includes(m))
    .map((m) => ({
      competition: m.competition,
      homeId: m.home.clubId,
      awayId: m.away.clubId,
      homeGoals: m.homeGoals,
      awayGoals: m.awayGoals,
      shootOutWinnerId: m.shootOut?.winnerId ?? null,
    }));
  const playedLeague = events.some((e) => e.type === 'match' && e.competition === 'league') || before.game.phase === 'season-end';
  const summary: CardsStepMessage = {
    leagueName: league.name,
    season: before.game.season,
    phase: before.game.phase,
    names,
    events: events.filter((e) => cardsAudienceOf(e) === 'transfer-news' || cardsAudienceOf(e) === 'club').filter((e) => e.type !== 'lots-offered'),
    table: playedLeague ? cardsLeagueTable(before.game.phase === 'season-end' ? before.game : after.game) : null,
    ...(otherResults.length > 0 ? { otherResults } : {}),
    nextDeadline,
    ...language,
  };
  push('cards-step', summary, 'cards-step');
  for (const event of events) {
    if (event.type !== 'lots-offered' || event.lots.length === 0) continue;
    const lots: CardsLotsMessage = {
      leagueName: league.name,
      season: after.game.season,
      lots: event.lots,
      drawnCard: event.drawnCard,
      suitOrder: [...after.game.suitOrder],
      nextDeadline,
      ...language,
    };
    push('cards-lots', lots, 'cards-lots');
  }
  return posts;
}
