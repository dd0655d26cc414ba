import { validateSubstitutions } from '../detailed/validate-substitutions.js';
import { BACKS_TO_THE_WALL_FORMATIONS, REBOUND_FORMATIONS } from '../tables/formations.js';
import { FORMATIONS, type LeagueState, type Lineup, type Player, type Tactics } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { hasFormationShape, lineupSlots } from './lineup-slots.js';
import { playsSlot } from './match-rating.js';
import { fitPlayers, squadOf } from './squad.js';
import { playerById } from '../player-lookup.js';

/**
 * Rulebook, "Selection" and "Formations": whether a club may play this lineup
 * and these tactics now. Used when the order is given and again at kick-off.
 * `squad` is the club's squad, for a caller that already has it.
 */
export function validateSelection(state: LeagueState, clubId: string, lineup: Lineup, tactics: Tactics = {}, squad?: readonly Player[]): Violation[] {
  if (!FORMATIONS.includes(lineup.formation)) {
    return [violation('formation-unknown', 'formation-unknown', { formation: String(lineup.formation), formations: FORMATIONS.join(', ') })];
  }
  if (!hasFormationShape(lineup)) {
    return [violation('lineup-shape', 'lineup-shape', { formation: lineup.formation, lines: lineup.formation.split('-').join(', ') })];
  }
  const out: Violation[] = [];
  const seen = new Set<string>();
  const slots = lineupSlots(lineup);
  for (const { playerId, slot } of slots) {
    if (playerId === null) continue;
    const player = playerById(state, playerId);
    if (!player) {
      out.push(violation('unknown-player', 'unknown-player', { id: playerId }));
      continue;
    }
    if (player.clubId !== clubId) {
      out.push(violation('not-your-player', 'not-your-player', { player: player.name }));
      continue;
    }
    if (seen.has(playerId)) out.push(violation('lineup-duplicate', 'lineup-duplicate', { player: player.name }));
    seen.add(playerId);
    if (player.injuryWeeks > 0) {
      out.push(violation('player-injured', 'player-injured', { player: player.name, weeks: player.injuryWeeks }));
    }
    if ((slot === 'CF+SM' || slot === 'SB+SM') && !playsSlot(player, slot)) {
      out.push(violation('formation-needs-players', 'winger-cannot-play', { player: player.name, slot, formation: lineup.formation }));
    }
  }
  const fit = fitPlayers(squad ?? squadOf(state, clubId));
  out.push(...squadCanField(fit, lineup));
  const available = fit.length;
  const fillers = slots.filter((s) => s.playerId === null).length;
  if (fillers > Math.max(0, 11 - available)) {
    out.push(violation('lineup-shape', 'youth-fill-too-many', { places: fillers - Math.max(0, 11 - available) }));
  }
  out.push(...validateTactics(lineup, tactics));
  out.push(...validateSubstitutions(state, clubId, tactics));
  return out;
}

/** 4-2-4 and 3-5-2 need two fit players with both positions the wingers play. */
function squadCanField(fit: readonly Player[], lineup: Lineup): Violation[] {
  const special = lineupSlots(lineup).find((s) => s.slot === 'CF+SM' || s.slot === 'SB+SM')?.slot;
  if (special !== 'CF+SM' && special !== 'SB+SM') return [];
  const able = fit.filter((p) => playsSlot(p, special)).length;
  if (able >= 2) return [];
  return [violation('formation-needs-players', 'formation-needs-wingers', { formation: lineup.formation, slot: special, able })];
}

/** Rulebook, "Tactical Decisions": each option belongs to certain formations. */
export function validateTactics(lineup: Pick<Lineup, 'formation'>, tactics: Tactics): Violation[] {
  const out: Violation[] = [];
  const checks = [
    ['rebound', tactics.rebound, REBOUND_FORMATIONS],
    ['backsToTheWall', tactics.backsToTheWall, BACKS_TO_THE_WALL_FORMATIONS],
  ] as const;
  for (const [name, instruction, formations] of checks) {
    if (!instruction) continue;
    if (!formations.includes(lineup.formation)) {
      out.push(violation('tactic-not-allowed', 'tactic-formation', { tactic: name, formations: formations.join(', '), formation: lineup.formation }));
    } else if (!Number.isInteger(instruction.fromMinute) || instruction.fromMinute < 1 || instruction.fromMinute > 90) {
      out.push(violation('tactic-not-allowed', 'tactic-minute', { tactic: name }));
    }
  }
  return out;
}
