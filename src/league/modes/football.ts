import { footballCreation } from '../../db/league-columns.js';
import { insertLedger } from '../../db/repositories/ledger.repository.js';
import { saveState, type StateSnapshot } from '../../db/repositories/league-state.repository.js';
import { seededDice, type DiceVersion } from '../../engine/dice.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { ClubOrders, LeagueOrders } from '../../engine/model/orders.js';
import { newLeagueState as newLeague } from '../../engine/new-league.js';
import type { LeagueState } from '../../engine/model/types.js';
import { validateOrders } from '../../engine/validate.js';
import { carryPreseasonOrders } from '../shared/carry-preseason-orders.js';
import { diceSeedForNextStep, fillOrders, nextStep, playStep } from '../shared/engine-port.js';
import { matchEventsIndex } from '../shared/match-events.js';
import { ledgerRows } from '../shared/money-events.js';
import { currentState, stateToPlay } from '../shared/state-cache.js';
import { stepMessages } from '../posts/step-messages.js';
import { cupMessages } from '../posts/cup-messages.js';
import { phraseMemoryAfter } from '../posts/phrase-memory.js';
import { tellTheStory } from '../posts/week-story.js';
import { postLocale, settingsView } from '../shared/league-summary.js';
import type { GameMode } from '../shared/game-mode.js';
import { keepFortunesBooks } from '../fortunes/keep-books.js';
import { gameOverMessages } from '../fortunes/game-over-messages.js';
import { dealNewsPosts } from '../deals/deal-messages.js';
import { settleDeals } from '../deals/settle-deals.js';
import { withAwards } from '../posts/awards-news.js';

export interface FootballTypes {
  state: LeagueState;
  orders: LeagueOrders;
  clubOrders: ClubOrders;
  event: EngineEvent;
  snapshot: StateSnapshot;
}

/** The football game: the engine in src/engine, its state in the league tables. */
export const football: GameMode<FootballTypes> = {
  game: 'football',
  initialState(league) {
    const options = footballCreation(league.creation_options).engine;
    return newLeague({ ...options, diceVersion: league.dice_version as DiceVersion }).state;
  },
  load: stateToPlay,
  read: currentState,
  position: (state) => ({ season: state.season, week: state.week, phase: state.phase, nextId: state.nextId }),
  fillOrders,
  validate: validateOrders,
  diceSeed: diceSeedForNextStep,
  playStep: (state, orders, seed) => playStep(state, orders, seededDice(seed)),
  async save(trx, { league, snapshot, after, events }) {
    await saveState(trx, league.id, snapshot, after, matchEventsIndex(events).eventsOf);
  },
  async keepBooks(trx, { league, before, events, at }) {
    if (nextStep(before) === 'preseason') await carryPreseasonOrders(trx, league.id, league.turn);
    await insertLedger(trx, league.id, ledgerRows(events, before.season, before.week), at);
    await settleDeals(trx, { league, before, events, at });
    // After the step's deals are settled: a manager who resigned bankrupt takes his open offers with him.
    await keepFortunesBooks(trx, { league, events, at });
  },
  messages: (input) => {
    const league = stepMessages({ ...input, matches: matchEventsIndex(input.events) });
    const { after, clubs, events } = input;
    const headers = new Map(clubs.map((c) => [c.id, c]));
    const managed = new Set(clubs.filter((c) => c.manager_user_id).map((c) => c.id));
    // The divisions without squads play no matches: decided at the season's end, said once, in the season's first week.
    const firstWeek = events.some((e) => e.type === 'week-started' && e.week === 1) && events.some((e) => e.type === 'result');
    const undecided = firstWeek ? after.divisions.filter((d) => !d.clubIds.some((id) => after.clubs[id]?.playerControlled)).map((d) => d.index) : [];
    const ref = (id: string) => ({
      id,
      name: headers.get(id)?.name ?? after.clubs[id]?.name ?? id,
      managerUserId: headers.get(id)?.manager_user_id ?? null,
    });
    return tellTheStory(
      [
        ...league,
        ...cupMessages({ ...input, phrases: phraseMemoryAfter(league) }),
        ...gameOverMessages(input),
        ...dealNewsPosts(input.league, input.before, input.events),
      ],
      { live: settingsView(input.league).live, managed, undecided, ref, ...postLocale(input.league) },
    );
  },
  storedNews: (trx, { league, clubs, before, after, events, messages, at }) =>
    withAwards(trx, { leagueId: league.id, clubs, before, after, events, messages, at }),
};
