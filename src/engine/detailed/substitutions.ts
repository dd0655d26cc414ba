import type { SubstitutionLimit } from '../model/types.js';
import type { BenchPlayer, OnPitch, Team } from './match-teams.js';
import { MAX_SUBSTITUTIONS } from './substitution-pool.js';

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
