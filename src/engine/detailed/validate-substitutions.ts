import type { LeagueState, Lineup, Tactics } from '../types.js';
import { violation, type Violation } from '../violations.js';
import { MAX_BENCH } from './substitutions.js';

/**
 * Standing substitutions ("bring on X for Y from 60' if level"): whether a
 * club may give them. They only play in detailed leagues, name two of the
 * club's players, the one going off in the XI and the one coming on out of it.
 */
export function validateSubstitutions(state: LeagueState, clubId: string, lineup: Lineup, tactics: Tactics): Violation[] {
  const rules = tactics.substitutions ?? [];
  if (rules.length === 0) return [];
  if (state.settings.engine !== 'detailed') {
    return [violation('tactic-not-allowed', 'Substitutions are only made in leagues played with the detailed engine; clear them.')];
  }
  const out: Violation[] = [];
  if (rules.length > MAX_BENCH) out.push(violation('tactic-not-allowed', `Give at most ${MAX_BENCH} substitution instructions.`));
  const selected = new Set([lineup.goalkeeper, ...lineup.defence, ...lineup.midfield, ...lineup.attack].filter((id) => id !== null));
  const comingOn = new Set<string>();
  for (const rule of rules) {
    const on = state.players[rule.onId];
    const off = state.players[rule.offId];
    if (!on || !off) {
      out.push(violation('unknown-player', `There is no player with id ${!on ? rule.onId : rule.offId}.`));
      continue;
    }
    if (on.clubId !== clubId || off.clubId !== clubId) {
      out.push(violation('not-your-player', `${on.clubId !== clubId ? on.name : off.name} does not play for your club.`));
      continue;
    }
    if (!selected.has(off.id)) out.push(violation('tactic-not-allowed', `${off.name} is not in your team, so he cannot be taken off.`));
    if (selected.has(on.id)) out.push(violation('tactic-not-allowed', `${on.name} is already in your team; bring on someone from the bench.`));
    if (comingOn.has(on.id)) out.push(violation('tactic-not-allowed', `${on.name} can only come on once; give him one instruction.`));
    comingOn.add(on.id);
    if (!Number.isInteger(rule.fromMinute) || rule.fromMinute < 1 || rule.fromMinute > 90) {
      out.push(violation('tactic-not-allowed', `A substitution needs a minute from 1 to 90 (${on.name} for ${off.name}).`));
    }
  }
  return out;
}
