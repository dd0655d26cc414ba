import type { Dice } from '../dice.js';
import { bestLineup } from './ai.js';
import { matchRulesOf } from './balance.js';
import { playCardMatch, type Duel } from './card-match.js';
import type { CardId } from './cards.js';
import { dummyTeam } from './dummy.js';
import type { CardsEvent } from './events.js';
import { fieldDummy, fieldLineup, type FieldedSide, type Lineup } from './lineup.js';
import type { CardsLeagueOrders } from './orders.js';
import { peekAndReturn } from './pack.js';
import { drawNextCupRound } from './cup-draw.js';
import { cardShootOut } from './shoot-out.js';
import { isDummy, type CardsState } from './state.js';
import { validateLineup } from './validate.js';

interface Side {
  fielded: FieldedSide;
  sheet: Lineup | null;
}

/**
 * The sheet a manager plays: his orders, else his standing sheet while it is legal, else the AI's best from the
 * hand he holds now. Only a sheet a manager chose stands: the AI chooses afresh for every match.
 */
export function chooseLineup(state: CardsState, managerId: string, orders: CardsLeagueOrders, events: CardsEvent[]): Lineup {
  const manager = state.managers[managerId]!;
  const given = orders[managerId]?.sheet;
  const legal = (sheet: Lineup | null | undefined): sheet is Lineup => !!sheet && validateLineup(manager, sheet).length === 0;
  const by = legal(given) ? 'orders' : legal(manager.sheet) ? 'standing' : 'ai';
  const sheet =
    by === 'orders'
      ? given!
      : by === 'standing'
        ? manager.sheet!
        : bestLineup(manager.hand, manager.injured, state.suitOrder, matchRulesOf(state.balance));
  if (!sheet) throw new Error(`${managerId} holds no picture card`);
  manager.sheet = by === 'ai' ? null : sheet;
  events.push({ type: 'sheet-chosen', clubId: managerId, by });
  return sheet;
}

function sideFor(state: CardsState, clubId: string, orders: CardsLeagueOrders, dice: Dice, events: CardsEvent[]): Side {
  if (isDummy(clubId)) {
    const drawnCard = peekAndReturn(state.pack, dice);
    const { tactic, level } = dummyTeam(drawnCard);
    events.push({ type: 'dummy-formation', clubId, drawnCard, tactic, level });
    return { fielded: fieldDummy(tactic, level), sheet: null };
  }
  const sheet = chooseLineup(state, clubId, orders, events);
  return { fielded: fieldLineup(sheet, state.suitOrder), sheet };
}

function luckCard(state: CardsState, clubId: string, dice: Dice): CardId | null {
  return isDummy(clubId) ? null : peekAndReturn(state.pack, dice);
}

/** An injured card misses the manager's next fixture: the old injuries heal as he plays, the new ones start. */
function recordInjury(state: CardsState, clubId: string, card: CardId | null, events: CardsEvent[]): void {
  if (isDummy(clubId)) return;
  const manager = state.managers[clubId]!;
  manager.injured = card ? [card] : [];
  if (card) events.push({ type: 'injury', managerId: clubId, card });
}

/** Plays the next round of the calendar: a league round or a cup round. */
export function playRound(state: CardsState, orders: CardsLeagueOrders, dice: Dice, events: CardsEvent[]): void {
  const slot = state.calendar[state.nextSlot]!;
  const ties = slot.kind === 'league' ? state.fixtures.filter((f) => f.round === slot.round) : state.cup.ties;
  const through: string[] = [];
  state.playedLastRound = [];
  for (const { homeId, awayId } of ties) {
    const home = sideFor(state, homeId, orders, dice, events);
    const away = sideFor(state, awayId, orders, dice, events);
    const luck = { home: luckCard(state, homeId, dice), away: luckCard(state, awayId, dice) };
    const duels: Duel[] = [];
    const result = playCardMatch(home.fielded, away.fielded, state.suitOrder, luck, duels, matchRulesOf(state.balance));
    events.push({
      type: 'match',
      competition: slot.kind,
      round: slot.round,
      homeId,
      awayId,
      homeSheet: home.sheet,
      awaySheet: away.sheet,
      duels,
      homeLuck: luck.home,
      awayLuck: luck.away,
      homeGoals: result.homeGoals,
      awayGoals: result.awayGoals,
    });
    recordInjury(state, homeId, result.injured.home, events);
    recordInjury(state, awayId, result.injured.away, events);
    state.playedLastRound.push(...[homeId, awayId].filter((id) => !isDummy(id)));
    const score = { homeId, awayId, homeGoals: result.homeGoals, awayGoals: result.awayGoals };
    if (slot.kind === 'league') {
      state.results.push({ competition: 'league', round: slot.round, ...score });
      continue;
    }
    let homeWins = result.homeGoals > result.awayGoals;
    let shootOutWinnerId: string | undefined;
    if (result.homeGoals === result.awayGoals) {
      const shootOut = cardShootOut(state.pack, state.suitOrder, dice);
      homeWins = shootOut.homeWins;
      shootOutWinnerId = homeWins ? homeId : awayId;
      events.push({ type: 'shoot-out', homeId, awayId, draws: [shootOut.draws], winnerId: shootOutWinnerId });
    }
    state.results.push({ competition: 'cup', round: slot.round, ...score, ...(shootOutWinnerId ? { shootOutWinnerId } : {}) });
    through.push(homeWins ? homeId : awayId);
    if (ties.length === 1) state.cup.finalists = [homeId, awayId];
  }
  if (slot.kind === 'cup') advanceCup(state, through, dice, events);
  state.nextSlot += 1;
}

function advanceCup(state: CardsState, through: string[], dice: Dice, events: CardsEvent[]): void {
  state.cup.alive = through;
  state.cup.roundsPlayed += 1;
  if (through.length === 1) {
    state.cup.winnerId = through[0]!;
    state.cup.ties = [];
    const runnerUpId = state.cup.finalists.find((id) => id !== through[0])!;
    events.push({ type: 'cup-won', winnerId: through[0]!, runnerUpId });
    return;
  }
  state.cup.ties = drawNextCupRound(state, dice);
  events.push({ type: 'cup-drawn', round: state.cup.roundsPlayed + 1, ties: state.cup.ties.map((t) => ({ ...t })) });
}
