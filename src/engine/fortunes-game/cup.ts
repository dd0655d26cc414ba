import type { Dice } from '../dice.js';
import { shuffled } from '../season/fixtures.js';
import type { MatchSides, TeamValues } from './line-up.js';
import { playMatch, playNeutral } from './results-chart.js';

/** Rulebook (003): the F.A. Cup, and from the second season the three European competitions. */
export const COMPETITIONS = ['fa-cup', 'european-cup', 'cup-winners-cup', 'uefa-cup'] as const;
export type Competition = (typeof COMPETITIONS)[number];

export const COMPETITION_NAMES: Readonly<Record<Competition, string>> = {
  'fa-cup': 'F.A. Cup',
  'european-cup': 'European Cup',
  'cup-winners-cup': "European Cup-Winners' Cup",
  'uefa-cup': 'UEFA Cup',
};

export interface CupTie {
  competition: Competition;
  round: number;
  homeId: string;
  awayId: string;
  homeGoals: number;
  awayGoals: number;
  /** Each side's Defence and Attack as the tie was played, so the channel and the web page can show them. */
  sides: MatchSides;
  /** A drawn tie's deciding dice, each side's last roll. */
  shootOut?: { home: number; away: number };
  winnerId: string;
}

export interface Cup {
  competition: Competition;
  /** Rounds played. */
  round: number;
  /** The clubs still in, the league's and any from abroad. */
  alive: string[];
  /** Rulebook: "the competition will cease for the season if all the human teams are eliminated". */
  ceased: boolean;
  /** Whether a semi-final (a round of four) has been played: the deadline of transfer rule 3. */
  semiFinalPlayed: boolean;
  winnerId: string | null;
}

export function newCup(competition: Competition, clubIds: readonly string[], isManager: (id: string) => boolean): Cup {
  return { competition, round: 0, alive: [...clubIds], ceased: !clubIds.some(isManager), semiFinalPlayed: false, winnerId: null };
}

/** A cup with a round still to play: not won and not ceased. */
export function isRunning(cup: Cup): boolean {
  return !cup.ceased && cup.winnerId === null;
}

/**
 * One round of a cup (house rule for what the rulebook's computer does unseen): the clubs still in are drawn in
 * order by the dice; when they are not a power of two, just enough of the last drawn play to bring them to one
 * (ten clubs: two ties, six byes). The first drawn is at home in the F.A. Cup; a European tie, and every final, is
 * one match on neutral terms. A drawn tie is settled by a die each, rolled again while equal. After the round the
 * cup ceases if no manager's club is left in it.
 */
export function playCupRound(cup: Cup, valuesOf: (clubId: string) => TeamValues, isManager: (clubId: string) => boolean, dice: Dice): CupTie[] {
  if (!isRunning(cup)) return [];
  const drawn = shuffled(cup.alive, dice);
  const size = drawn.length;
  const power = largestPowerOfTwoAtMost(size);
  const byes = size === power ? 0 : size - 2 * (size - power);
  const playing = drawn.slice(byes);
  const round = cup.round + 1;
  const final = size === 2;
  const ties: CupTie[] = [];
  for (let i = 0; i < playing.length; i += 2) {
    const homeId = playing[i]!;
    const awayId = playing[i + 1]!;
    const neutral = final || cup.competition !== 'fa-cup';
    const sides = { home: valuesOf(homeId), away: valuesOf(awayId) };
    const score = (neutral ? playNeutral : playMatch)(sides.home, sides.away, dice);
    const tie: CupTie = { competition: cup.competition, round, homeId, awayId, ...score, sides, winnerId: homeId };
    if (score.homeGoals === score.awayGoals) {
      tie.shootOut = shootOut(dice);
      tie.winnerId = tie.shootOut.home > tie.shootOut.away ? homeId : awayId;
    } else tie.winnerId = score.homeGoals > score.awayGoals ? homeId : awayId;
    ties.push(tie);
  }
  const losers = new Set(ties.map((t) => (t.winnerId === t.homeId ? t.awayId : t.homeId)));
  cup.alive = cup.alive.filter((id) => !losers.has(id));
  cup.round = round;
  if (size === 4) cup.semiFinalPlayed = true;
  if (cup.alive.length === 1) cup.winnerId = cup.alive[0]!;
  else if (!cup.alive.some(isManager)) cup.ceased = true;
  return ties;
}

function shootOut(dice: Dice): { home: number; away: number } {
  for (;;) {
    const home = dice.roll(6);
    const away = dice.roll(6);
    if (home !== away) return { home, away };
  }
}

function largestPowerOfTwoAtMost(n: number): number {
  let power = 1;
  while (power * 2 <= n) power *= 2;
  return power;
}
