import type { Dice } from '../dice.js';
import type { CardsBalance } from './balance.js';
import { shuffled } from '../season/fixtures.js';
import { FULL_PACK, isPicture } from './cards.js';
import { newSeason } from './new-season.js';
import { takeFromTop } from './pack.js';
import { dummyIds, leagueSize, MAX_MANAGERS, MIN_MANAGERS } from './sizes.js';
import { START_PENCE, type CardsManager, type CardsState } from './state.js';
import { FIRST_SEASON_ORDER } from './suit-levels.js';

export const DEALT_CARDS = 7;

/**
 * The deal (section 1): one picture card to each manager at random, the other pictures shuffled back into the
 * pack, seven more cards each, and £20. The game then waits for each manager to choose what to keep. A balance
 * option other than the article's is kept in the state (the article's is left out, as in leagues made before it).
 */
export function newCardsGame(managerIds: readonly string[], seasons: number, dice: Dice, options: { balance?: CardsBalance } = {}): CardsState {
  if (managerIds.length < MIN_MANAGERS || managerIds.length > MAX_MANAGERS) {
    throw new Error(`a cards league has ${MIN_MANAGERS} to ${MAX_MANAGERS} managers, not ${managerIds.length}`);
  }
  if (!Number.isInteger(seasons) || seasons < 1) throw new Error(`a game lasts at least one season, not ${seasons}`);
  const pictures = shuffled(FULL_PACK.filter(isPicture), dice);
  const dealtPictures = pictures.splice(0, managerIds.length);
  const pack = shuffled([...FULL_PACK.filter((card) => !isPicture(card)), ...pictures], dice);
  const managers: Record<string, CardsManager> = {};
  managerIds.forEach((id, i) => {
    managers[id] = { id, hand: [dealtPictures[i]!], pence: START_PENCE, injured: [], sheet: null, trophyPoints: 0, unpaid: [] };
  });
  for (const id of managerIds) managers[id]!.hand.push(...takeFromTop(pack, DEALT_CARDS));
  const state: CardsState = {
    phase: 'keep',
    season: 1,
    seasons,
    suitOrder: FIRST_SEASON_ORDER,
    pack,
    managerIds: [...managerIds],
    managers,
    clubIds: [...managerIds, ...dummyIds(leagueSize(managerIds.length) - managerIds.length)],
    fixtures: [],
    calendar: [],
    nextSlot: 0,
    results: [],
    cup: { alive: [], ties: [], roundsPlayed: 0, finalists: [], winnerId: null },
    lots: [],
    playedLastRound: [],
    history: [],
    winnerIds: [],
    ...(options.balance && options.balance !== 'article' ? { balance: options.balance } : {}),
  };
  newSeason(state, dice);
  return state;
}
