import type { Line } from '../model/types.js';
import { enduranceSpent } from './endurance.js';
import type { BenchPlayer, OnPitch, Team } from './match-teams.js';
import { pickSubstitute } from './substitutions.js';

/**
 * House rule (docs/rules.md, "Substitutions"): the changes a side makes of its
 * own accord at a dead ball, as a manager on the touchline would. The document
 * leaves substitutions to the player of the game; Dugout's AI makes them for
 * every side, keeping back one substitution for each standing instruction a
 * manager has left and, until late on, one for an injury.
 */

export type ChangeReason = 'tired' | 'booked' | 'chasing' | 'fresh-legs';

export interface Change {
  off: OnPitch;
  on: BenchPlayer;
  reason: ChangeReason;
}

export const CHANGES = {
  /** No change of the side's own accord before the hour. */
  fromMinute: 60,
  /** A booked player is taken off from half-time, before a second yellow. */
  bookedFromMinute: 46,
  /** A substitution is held back for an injury until this minute. */
  keepOneUntil: 80,
  /** Like-for-like changes for fresh legs: the n-th from these minutes (three substitutions, then five). */
  freshLegs: { 3: [65, 75, 84], 5: [62, 68, 74, 80, 85] } as Record<number, number[]>,
} as const;

export interface ChangeSituation {
  minute: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Substitutions the side may still make, with those kept for standing instructions already taken off. */
  left: number;
  /** The side's limit, 3 or 5. */
  allowed: number;
  /** The En adjustment for this side (visitors -10 under home advantages). */
  enAdjust: number;
}

/** The one change the side makes at this dead ball, or null. */
export function chooseChange(team: Team, at: ChangeSituation): Change | null {
  if (at.minute < CHANGES.bookedFromMinute || at.left <= 0) return null;
  if (at.left === 1 && at.minute < CHANGES.keepOneUntil) return null;
  const booked = bookedPlayer(team, 'D') ?? bookedPlayer(team, 'M');
  if (at.minute < CHANGES.fromMinute) return booked ? change(team, booked, 'booked') : null;
  const made = at.allowed - at.left;
  const tired = team.pitch.find((p) => p !== null && isTired(p, at.minute, at.enAdjust)) ?? null;
  if (tired) return change(team, tired, 'tired');
  if (booked) return change(team, booked, 'booked');
  if (at.goalsFor < at.goalsAgainst) {
    const chase = chasingChange(team);
    if (chase) return chase;
  }
  const schedule = CHANGES.freshLegs[at.allowed] ?? CHANGES.freshLegs[3]!;
  if (at.minute < (schedule[made] ?? Infinity)) return null;
  const spent = mostSpent(team);
  return spent ? change(team, spent, 'fresh-legs') : null;
}

/** Out on his feet: left on past a failed endurance check, or past his En as the touchline sees it. */
function isTired(player: OnPitch, minute: number, enAdjust: number): boolean {
  return player.tired || enduranceSpent(player.card.en, player.enteredMinute, minute, enAdjust);
}

function bookedPlayer(team: Team, line: Line): OnPitch | null {
  return team.pitch.find((p) => p !== null && p.card.line === line && p.yellowMinute !== null) ?? null;
}

function change(team: Team, off: OnPitch, reason: ChangeReason): Change | null {
  const on = pickSubstitute(team, off);
  return on ? { off, on, reason } : null;
}

/** Behind: a forward (else a midfielder) from the bench for the weakest-shooting defender, else midfielder. */
function chasingChange(team: Team): Change | null {
  const on = bestOnBench(team, 'A') ?? bestOnBench(team, 'M');
  if (!on) return null;
  const off = team.pitch.find((p) => p?.card.line === 'D') ?? team.pitch.find((p) => p?.card.line === 'M' && on.line === 'A') ?? null;
  return off ? { off, on, reason: 'chasing' } : null;
}

function bestOnBench(team: Team, line: Line): BenchPlayer | null {
  let best: BenchPlayer | null = null;
  for (const spare of team.bench) {
    if (spare.used || !spare.outfield || spare.line !== line) continue;
    if (!best || spare.rating > best.rating) best = spare;
  }
  return best;
}

/** The starter nearest his En (a player rated "All" never tires). */
function mostSpent(team: Team): OnPitch | null {
  let best: OnPitch | null = null;
  for (const player of team.pitch) {
    if (!player || player.card.en === null || player.enteredMinute > 0) continue;
    if (!best || player.card.en < best.card.en!) best = player;
  }
  return best;
}
