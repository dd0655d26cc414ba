import {
  base8Chart,
  hundredChart,
  type AttackReading,
  type CardRange,
  type DefenceReading,
  type KeeperCard,
  type KeeperOffReading,
  type KeeperOnReading,
  type PlayerCard,
} from '../../src/engine/detailed/cards.js';
import { DetailedMatch, PERIODS, type DetailedMatchOptions } from '../../src/engine/detailed/detailed-match.js';
import type { BenchPlayer, Team } from '../../src/engine/detailed/match-teams.js';
import { makeOnPitch } from '../../src/engine/detailed/match-teams.js';
import { scriptedDice } from './scripted-dice.js';

/** Hand-made Net Results cards and teams, so a test can force a reading with scripted dice. */

type CardSpec = Partial<Omit<PlayerCard, 'attack' | 'defence'>> & {
  attack?: CardRange<AttackReading>[];
  defence?: CardRange<DefenceReading>[];
};

export function testCard(spec: CardSpec = {}): PlayerCard {
  const { attack = [], defence = [], ...rest } = spec;
  return {
    playerId: 'player',
    line: 'M',
    on: 36,
    onSplit: false,
    gl: 0,
    d: 0,
    dSplit: 'none',
    dSteal: false,
    fls: 0,
    cd: { red: 'never', star: false },
    en: null,
    pk: 0,
    ...rest,
    attack: base8Chart(attack, 'P'),
    defence: base8Chart(defence, 'P'),
  };
}

type KeeperSpec = Partial<Omit<KeeperCard, 'onColumn' | 'offColumn'>> & {
  on?: CardRange<KeeperOnReading>[];
  off?: CardRange<KeeperOffReading>[];
};

/** By default: On column Counter 1-10, Normal 11-69, Goal 70-100; Off column Counter 1-30, Normal 31-89, Corner 90-100. */
export function testKeeper(spec: KeeperSpec = {}): KeeperCard {
  const {
    on = [
      { reading: 'Counter', from: 1, to: 10 },
      { reading: 'Goal', from: 70, to: 100 },
    ],
    off = [
      { reading: 'Counter', from: 1, to: 30 },
      { reading: 'Corner', from: 90, to: 100 },
    ],
    ...rest
  } = spec;
  return {
    playerId: 'keeper',
    onAdjust: 0,
    pkAdjust: 0,
    cd: { red: 'never', star: false },
    ...rest,
    onColumn: hundredChart(on, 'Normal'),
    offColumn: hundredChart(off, 'Normal'),
  };
}

/** Ten outfield cards, numbered 1 to 10 in order; ids `<side>-<number>` unless a card sets its own. */
export function testTeam(side: 'home' | 'away', cards: (PlayerCard | null)[] = [], keeper = testKeeper(), bench: BenchPlayer[] = []): Team {
  const pitch = Array.from({ length: 10 }, (_, i) => {
    const card = i < cards.length ? cards[i] : testCard();
    if (card === null || card === undefined) return null;
    const id = card.playerId === 'player' ? `${side}-${i + 1}` : card.playerId;
    return makeOnPitch({ ...card, playerId: id }, i + 1, 0);
  });
  return {
    side,
    clubId: side === 'home' ? 'H' : 'A',
    pitch,
    keeper: { card: { ...keeper, playerId: keeper.playerId === 'keeper' ? `${side}-gk` : keeper.playerId }, yellowMinute: null },
    bench,
    substitutions: 0,
    standing: [],
    goals: 0,
  };
}

export function benchPlayer(playerId: string, card: PlayerCard, line: BenchPlayer['line'] = card.line, rating = 7): BenchPlayer {
  return { playerId, rating, line, outfield: { ...card, playerId }, keeper: null, used: false };
}

export function benchKeeper(playerId: string, keeper: KeeperCard = testKeeper()): BenchPlayer {
  return { playerId, rating: 7, line: 'G', outfield: null, keeper: { ...keeper, playerId }, used: false };
}

/** One turn's five dice: the d20, the 11-88 reading as two d8, the red and white d10. */
export function roll(d20: number, reading: number, red10 = 1, white10 = 1): number[] {
  return [d20, Math.floor(reading / 10), reading % 10, red10, white10];
}

/** A match in its first half, on scripted dice. `rolls` are consumed in order. */
export function scriptedMatch(home: Team, away: Team, rolls: number[], options: DetailedMatchOptions = {}) {
  const dice = scriptedDice(rolls);
  const match = new DetailedMatch(home, away, dice, options);
  match.beginPeriod(PERIODS[0]!);
  return { match, dice };
}

/** A d20 that gives home possession and slashes no minute. */
export const HOME_STILL = 5;
/** A d20 that gives away possession and slashes no minute. */
export const AWAY_STILL = 15;
