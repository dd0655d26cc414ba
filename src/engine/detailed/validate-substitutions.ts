import type { LeagueState, Tactics } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { MAX_BENCH } from './substitution-pool.js';

/**
 * Standing substitutions ("bring on X for Y from 60' if level"): whether a
 * club may give them. They only play in detailed leagues and name two of the
 * club's players. One that no longer fits the XI (its man going off was
 * dropped) is not refused: the engine lets it lapse, so changing the XI never
 * fails on an old instruction.
 */
export function validateSubstitutions(state: LeagueState, clubId: string, tactics: Tactics): Violation[] {
  const rules = tactics.substitutions ?? [];
  if (rules.length === 0) return [];
  if (state.settings.engine !== 'detailed') {
    return [violation('tactic-not-allowed', 'substitutions-need-detailed')];
  }
  const out: Violation[] = [];
  if (rules.length > MAX_BENCH) out.push(violation('tactic-not-allowed', 'substitutions-too-many', { max: MAX_BENCH }));
  const comingOn = new Set<string>();
  for (const rule of rules) {
    const on = state.players[rule.onId];
    const off = state.players[rule.offId];
    if (!on || !off) {
      out.push(violation('unknown-player', 'unknown-player', { id: !on ? rule.onId : rule.offId }));
      continue;
    }
    if (on.clubId !== clubId || off.clubId !== clubId) {
      out.push(violation('not-your-player', 'not-your-player', { player: on.clubId !== clubId ? on.name : off.name }));
      continue;
    }
    if (comingOn.has(on.id)) out.push(violation('tactic-not-allowed', 'substitution-twice', { player: on.name }));
    comingOn.add(on.id);
    if (!Number.isInteger(rule.fromMinute) || rule.fromMinute < 1 || rule.fromMinute > 90) {
      out.push(violation('tactic-not-allowed', 'substitution-minute', { on: on.name, off: off.name }));
    }
  }
  return out;
}
