import type { ClubHeader } from '../../db/repositories/club.repository.js';
import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import { COMPETITION_NAMES } from '../../engine/cups/competition-names.js';
import { knockoutRounds, roundName } from '../../engine/cups/knockout.js';
import type { EngineEvent, EventOf } from '../../engine/model/events.js';
import type { LeagueState } from '../../engine/model/types.js';
import type { PhraseMemory } from '../../commentary/phrase-picker.js';
import type { ClubRef } from '../shared/post-parts.js';
import type { CupDrawMessage, CupResultsMessage, CupTieMessage, CupTieView } from '../cups/cup-message-types.js';
import { phraseMemoryFrom } from './phrase-memory.js';
import { TIE_REPORT_MINUTES, tieReportEvents } from '../cups/tie-report.js';
import { postLocale, settingsView } from '../shared/league-summary.js';
import { postNames } from '../shared/post-names.js';
import { generatedNames } from '../channel/generated-names.js';
import { nonPlayerSquadIds } from '../../engine/setup/non-player-squad.js';

/** Each tie's play-by-play: the events from its start to its result. */
function tieEvents(events: readonly EngineEvent[]): Map<string, EngineEvent[]> {
  const ties = new Map<string, EngineEvent[]>();
  let current: EngineEvent[] | null = null;
  for (const event of events) {
    if (event.type === 'cup-tie-started') current = [];
    if (!current) continue;
    current.push(event);
    if (event.type === 'cup-tie') {
      ties.set(`${event.competition}:${event.homeId}:${event.awayId}`, current);
      current = null;
    }
  }
  return ties;
}

/**
 * The channel's cup posts after a step: each round's results (every tie as a score), the managers' ties and every
 * final in full, and each draw made. Dedupe keys by turn, so each is queued once.
 */
export function cupMessages(input: {
  league: LeagueRow;
  clubs: ClubHeader[];
  before: LeagueState;
  after: LeagueState;
  events: EngineEvent[];
  /** Where the step's league reports left the phrasing; the league's stored memory when they queued none. */
  phrases?: PhraseMemory | null;
}): OutboxInsert[] {
  const { league, after, events } = input;
  const headers = new Map(input.clubs.map((c) => [c.id, c]));
  const foreign = new Map((after.cups?.foreign ?? []).map((f) => [f.id, f.name]));
  const clubName = (id: string) =>
    headers.get(id)?.name ?? after.clubs[id]?.name ?? foreign.get(id) ?? input.before.cups?.foreign.find((f) => f.id === id)?.name;
  const ref = (id: string): ClubRef => ({ id, name: clubName(id) ?? id, managerUserId: headers.get(id)?.manager_user_id ?? null });
  const messages: OutboxInsert[] = [];
  const push = (kind: string, payload: unknown, suffix: string) =>
    messages.push({ leagueId: league.id, channelId: league.channel_id, kind, payload, dedupeKey: `${league.id}:${league.turn}:${suffix}` });

  // A chart club or a foreign club has no players in the state: its men are named from the league's generated names.
  const generated = generatedNames(after.seed);
  const squadlessIds = (...clubIds: string[]) => clubIds.filter((id) => !after.clubs[id]?.playerControlled).flatMap(nonPlayerSquadIds);
  const phrases = phraseMemoryFrom(input.phrases ?? ((league.phrase_memory ?? undefined) as PhraseMemory | undefined));
  const played = events.filter((e): e is EventOf<'cup-tie'> => e.type === 'cup-tie');
  const plays = tieEvents(events);
  const rounds = new Map<string, EventOf<'cup-tie'>[]>();
  for (const tie of played) rounds.set(`${tie.competition}:${tie.round}`, [...(rounds.get(`${tie.competition}:${tie.round}`) ?? []), tie]);
  for (const ties of rounds.values()) {
    const { competition, round } = ties[0]!;
    const knockout = after.cups?.knockouts[competition];
    const total = knockout ? knockoutRounds(knockout) : round;
    const stage = roundName(round, total);
    const views = ties.map((t): CupTieView => ({
      home: ref(t.homeId),
      away: ref(t.awayId),
      homeGoals: t.homeGoals,
      awayGoals: t.awayGoals,
      extraTime: t.extraTime,
      penalties: t.penalties,
      winnerId: t.winnerId,
      decidedBy: t.decidedBy,
      neutral: t.neutral,
    }));
    const results: CupResultsMessage = {
      season: after.season,
      competition,
      competitionName: COMPETITION_NAMES[competition],
      round,
      roundName: stage,
      ties: views,
      ...postLocale(league),
    };
    push('cup-results', results, `cup-results:${competition}:${round}`);
    views.forEach((view, i) => {
      const final = round === total;
      const managed = view.home.managerUserId !== null || view.away.managerUserId !== null;
      if (!final && !managed) return;
      const tieEventsOf = plays.get(`${competition}:${view.home.id}:${view.away.id}`) ?? [];
      const lookup = { player: (id: string) => (after.players[id] ?? input.before.players[id])?.name ?? generated(id), club: clubName };
      const told = tieReportEvents({ tie: view, events: tieEventsOf });
      const message: CupTieMessage = {
        season: after.season,
        competitionName: COMPETITION_NAMES[competition],
        roundName: stage,
        final,
        tie: view,
        events: tieEventsOf,
        names: postNames(tieEventsOf, lookup, [view.home.id, view.away.id, ...squadlessIds(view.home.id, view.away.id)]),
        dice: settingsView(league).dice,
        ...postLocale(league),
        ...(told ? { picture: { kind: 'match-card' as const }, ...phrases.next(told, TIE_REPORT_MINUTES) } : {}),
      };
      push('cup-tie', told ? phrases.told(message) : message, `cup-tie:${competition}:${round}:${i}`);
    });
  }

  for (const draw of events.filter((e): e is EventOf<'cup-draw'> => e.type === 'cup-draw')) {
    const message: CupDrawMessage = {
      season: draw.season,
      competition: draw.competition,
      competitionName: COMPETITION_NAMES[draw.competition],
      round: draw.round,
      roundName: roundName(draw.round, draw.rounds),
      ties: draw.ties.map((t) => ({ home: ref(t.homeId), away: ref(t.awayId), neutral: t.neutral })),
      byes: draw.byes.map(ref),
      ...postLocale(league),
    };
    push('cup-draw', message, `cup-draw:${draw.competition}:${draw.round}`);
  }
  return messages;
}
