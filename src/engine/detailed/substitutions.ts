import type { SubstitutionLimit } from '../types.js';
import type { BenchPlayer, OnPitch, Team } from './match-teams.js';

/**
 * Net Results Soccer, "Select your substitution pool list": up to seven on the
 * bench, one of them a keeper, and three substitutions; a player taken off
 * stays off.
 */
export const MAX_SUBSTITUTIONS = 3;
export const MAX_BENCH = 7;

export function substitutionsAllowed(limit: SubstitutionLimit | undefined): number {
  return limit ?? MAX_SUBSTITUTIONS;
}

/** The best unused outfield substitute for his line, else the best unused outfield substitute (house rule). */
export function pickSubstitute(team: Team, leaving: OnPitch): BenchPlayer | null {
  let best: BenchPlayer | null = null;
  for (const spare of team.bench) {
    if (spare.used || !spare.outfield) continue;
    const sameLine = spare.line === leaving.card.line;
    const bestSameLine = best?.line === leaving.card.line;
    if (!best || (sameLine && !bestSameLine) || (sameLine === bestSameLine && spare.rating > best.rating)) best = spare;
  }
  return best;
}
