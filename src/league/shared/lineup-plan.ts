import type { ClubOrders } from '../../engine/model/orders.js';
import { lineupToPlay, type LineupSource } from '../../engine/selection/lineup-to-play.js';
import { squadOf } from '../../engine/selection/squad.js';
import { managedClubOrders } from './engine-port.js';
import type { Form, Formation, LeagueState, ScoreCondition, SlotPosition, Tactics } from '../../engine/model/types.js';

/** A player the plan names: one of the league's, a youth-team filler (rated 5), or one the league no longer has. */
export type PlanPlayer = { kind: 'player'; name: string } | { kind: 'youth' } | { kind: 'unknown' };

/** A tactic the XI plays with: which, at what score, and from which minute. */
export interface PlanTactic {
  tactic: 'rebound' | 'backsToTheWall';
  when: ScoreCondition;
  fromMinute: number;
}

/** One thing the AI fills or changes in the manager's pick, and why; the renderer words it in the reader's language. */
export type PlanChange =
  | { kind: 'no-pick'; formation: Formation }
  | { kind: 'formation'; picked: Formation; played: Formation }
  | { kind: 'filler'; in: PlanPlayer; slot: SlotPosition }
  | { kind: 'left' | 'injured'; out: PlanPlayer; in: PlanPlayer; slot: SlotPosition }
  | { kind: 'left-out'; out: PlanPlayer };

/** The XI a club will field if the week is played now, and every place the AI fills, as data for the reader's words. */
export interface LineupPlanView {
  formation: Formation;
  source: LineupSource;
  /** Goalkeeper, defence, midfield, attack: players and form, a youth-team filler as such (no form). */
  lines: { line: 'goalkeeper' | 'defence' | 'midfield' | 'attack'; players: { player: PlanPlayer; form: Form | null }[] }[];
  tactics: PlanTactic[];
  /** What the AI fills or changes, and why; empty when the manager's pick plays as it is. */
  changes: PlanChange[];
}

/** Where a player plays in each kind of place, in words. */
export const SLOT_WORDS: Readonly<Record<string, string>> = {
  GK: 'in goal',
  CB: 'at centre back',
  SB: 'at side back',
  CM: 'in central midfield',
  SM: 'in side midfield',
  CF: 'at centre forward',
  'CF+SM': 'on the wing',
  'SB+SM': 'at wing back',
};

/** The tactics a club plays with, as data. */
export function planTactics(tactics: Tactics): PlanTactic[] {
  const out: PlanTactic[] = [];
  if (tactics.rebound) out.push({ tactic: 'rebound', ...tactics.rebound });
  if (tactics.backsToTheWall) out.push({ tactic: 'backsToTheWall', ...tactics.backsToTheWall });
  return out;
}

/**
 * The XI the selection phase would field for this club from the league as it
 * is now (a sale or injury before kick-off can still change it), with the
 * manager's orders for the week. null in pre-season when no XI is picked.
 */
export function lineupPlan(state: LeagueState, clubId: string, orders: ClubOrders): LineupPlanView | null {
  const club = state.clubs[clubId];
  if (!club) return null;
  if (state.phase !== 'season' && !orders.selection && !club.lineup) return null;
  // The selection the week is played with: his own, else the AI's when he has no standing lineup (fillOrders).
  const order = managedClubOrders(state, clubId, orders).selection;
  const play = lineupToPlay(state, club, order, squadOf(state, clubId));
  if (!play.lineup) return null;
  const player = (id: string | null): PlanPlayer => {
    if (!id) return { kind: 'youth' };
    const known = state.players[id];
    return known ? { kind: 'player', name: known.name } : { kind: 'unknown' };
  };
  const lineup = play.lineup;
  const shown = (id: string | null) => ({ player: player(id), form: (id ? state.players[id]?.form : undefined) ?? null });
  const picked = orders.selection?.lineup ?? club.lineup;
  const changes: PlanChange[] = play.changes.map((change) => {
    if (change.reason === 'filler') return { kind: 'filler', in: player(change.inId), slot: change.slot };
    if (change.reason === 'left' || change.reason === 'injured')
      return { kind: change.reason, out: player(change.outId), in: player(change.inId), slot: change.slot };
    return { kind: 'left-out', out: player(change.outId) };
  });
  if (picked && lineup.formation !== picked.formation) changes.unshift({ kind: 'formation', picked: picked.formation, played: lineup.formation });
  if (!picked) changes.unshift({ kind: 'no-pick', formation: lineup.formation });
  const tactics = play.standing?.tactics ?? club.tactics;
  const shownTactics = !picked || lineup.formation === picked.formation ? planTactics(tactics) : [];
  return {
    formation: lineup.formation,
    source: play.source,
    lines: [
      { line: 'goalkeeper', players: [shown(lineup.goalkeeper)] },
      { line: 'defence', players: lineup.defence.map(shown) },
      { line: 'midfield', players: lineup.midfield.map(shown) },
      { line: 'attack', players: lineup.attack.map(shown) },
    ],
    tactics: shownTactics,
    changes,
  };
}
