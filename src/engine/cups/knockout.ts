import type { Dice } from '../dice.js';
import { drawRound, roundsFor, type Tie } from './draw.js';
import type { Knockout, KnockoutRound, KnockoutTie } from '../model/cups-state.js';

export type { Knockout, KnockoutRound, KnockoutTie } from '../model/cups-state.js';

export function newKnockout(entrants: readonly string[]): Knockout {
  if (entrants.length < 2) throw new Error('a knockout needs at least two clubs');
  return { entrants: [...entrants], rounds: [] };
}

/** How many rounds the knockout takes, the final included. */
export function knockoutRounds(k: Knockout): number {
  return roundsFor(k.entrants.length);
}

function lastRound(k: Knockout): KnockoutRound | undefined {
  return k.rounds.at(-1);
}

function roundPlayed(round: KnockoutRound): boolean {
  return round.ties.every((tie) => tie.winnerId !== null);
}

/** The clubs still in: the entrants before the first draw, then the last round's winners and byes once it is played. */
export function clubsStillIn(k: Knockout): string[] {
  const last = lastRound(k);
  if (!last) return [...k.entrants];
  if (!roundPlayed(last)) throw new Error(`round ${last.round} is not played yet`);
  return [...last.ties.map((tie) => tie.winnerId!), ...last.byes];
}

/** The winner once the final is played, else null. */
export function knockoutWinner(k: Knockout): string | null {
  const last = lastRound(k);
  if (!last || last.round !== knockoutRounds(k) || !roundPlayed(last)) return null;
  return last.ties[0]!.winnerId;
}

/** The final's loser once it is played, else null (the Cup-Winners' Cup place after a double). */
export function knockoutRunnerUp(k: Knockout): string | null {
  const winner = knockoutWinner(k);
  const final = lastRound(k)?.ties[0];
  if (!winner || !final) return null;
  return final.homeId === winner ? final.awayId : final.homeId;
}

/** A round's name: the last three by what is left (quarter-final, semi-final, final), the others by number. */
export function roundName(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  if (round < 1 || fromEnd < 0) throw new Error(`a knockout of ${rounds} rounds has no round ${round}`);
  return ['final', 'semi-final', 'quarter-final'][fromEnd] ?? `round ${round}`;
}

/** Draws the next round from the clubs still in; its only tie is the final when one tie is left. */
export function drawNextRound(k: Knockout, dice: Dice): Knockout {
  if (knockoutWinner(k) !== null) throw new Error('the knockout is over');
  const round = k.rounds.length + 1;
  const drawn = drawRound(clubsStillIn(k), dice);
  const neutral = round === knockoutRounds(k);
  const ties = drawn.ties.map((tie) => ({ ...tie, neutral, winnerId: null }));
  return { ...k, rounds: [...k.rounds, { round, ties, byes: drawn.byes }] };
}

/** Records the winner of a tie of the latest round. */
export function recordTieWinner(k: Knockout, tie: Tie, winnerId: string): Knockout {
  const last = lastRound(k);
  const index = last?.ties.findIndex((t) => t.homeId === tie.homeId && t.awayId === tie.awayId) ?? -1;
  if (!last || index < 0) throw new Error(`${tie.homeId} v ${tie.awayId} is not a tie of the latest round`);
  const drawn = last.ties[index]!;
  if (drawn.winnerId !== null) throw new Error(`${tie.homeId} v ${tie.awayId} is already played`);
  if (winnerId !== tie.homeId && winnerId !== tie.awayId) throw new Error(`${winnerId} is not in the tie ${tie.homeId} v ${tie.awayId}`);
  const ties = last.ties.map((t, i) => (i === index ? { ...t, winnerId } : t));
  return { ...k, rounds: [...k.rounds.slice(0, -1), { ...last, ties }] };
}

/**
 * A whole knockout, one round after another, each drawn afresh; `decide` names the winner of a tie. The sim and
 * the tests use this; a league plays one round per step.
 */
export function playKnockout(entrants: readonly string[], dice: Dice, decide: (tie: KnockoutTie, round: number) => string): Knockout {
  let k = newKnockout(entrants);
  while (knockoutWinner(k) === null) {
    k = drawNextRound(k, dice);
    const round = lastRound(k)!;
    for (const tie of round.ties) k = recordTieWinner(k, tie, decide(tie, round.round));
  }
  return k;
}
