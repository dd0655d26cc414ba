import type { ClubOrders } from '../../engine/model/orders.js';
import { lineupToPlay, type LineupSource } from '../../engine/selection/lineup-to-play.js';
import { squadOf } from '../../engine/selection/squad.js';
import { managedClubOrders } from './engine-port.js';
import type { Form, Formation, LeagueState, ScoreCondition, Tactics } from '../../engine/model/types.js';

/** The XI a club will field if the week is played now, and every place the AI fills, in words. */
export interface LineupPlanView {
  formation: Formation;
  source: LineupSource;
  /** Goalkeeper, defence, midfield, attack: names and form, a youth-team filler as such (no form). */
  lines: { label: string; players: { name: string; form: Form | null }[] }[];
  tactics: string[];
  /** What the AI fills or changes, and why; empty when the manager's pick plays as it is. */
  changes: string[];
}

const CONDITION_WORDS: Record<ScoreCondition, string> = {
  always: 'at any score',
  behind: 'when behind',
  'level-or-behind': 'when level or behind',
  level: 'when level',
  'level-or-ahead': 'when level or ahead',
  ahead: 'when ahead',
};

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

export function tacticsWords(tactics: Tactics): string[] {
  const out: string[] = [];
  if (tactics.rebound) out.push(`Rebound ${CONDITION_WORDS[tactics.rebound.when]}, from ${tactics.rebound.fromMinute}'`);
  if (tactics.backsToTheWall)
    out.push(`Backs to the wall ${CONDITION_WORDS[tactics.backsToTheWall.when]}, from ${tactics.backsToTheWall.fromMinute}'`);
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
  const name = (id: string | null) => (id ? (state.players[id]?.name ?? 'an unknown player') : 'a youth-team player (rated 5)');
  const lineup = play.lineup;
  const shown = (id: string | null) => ({ name: name(id), form: (id ? state.players[id]?.form : undefined) ?? null });
  const picked = orders.selection?.lineup ?? club.lineup;
  const changes = play.changes.map((change) => {
    const instead = `${name(change.inId)} plays ${SLOT_WORDS[change.slot]}`;
    if (change.reason === 'filler')
      return `An empty place in your XI (a player who left, or a youth-team player no longer needed): ${instead}, and keeps the place.`;
    if (change.reason === 'left') return `${name(change.outId)} has left the club: ${instead} in his place, and keeps it.`;
    if (change.reason === 'injured') return `${name(change.outId)} is injured: ${instead} in his place until he is fit.`;
    return `${name(change.outId)} is left out.`;
  });
  if (picked && lineup.formation !== picked.formation) {
    changes.unshift(
      `Your squad cannot field your ${picked.formation} this week: the AI plays ${lineup.formation}. Your pick stays your standing lineup.`,
    );
  }
  if (!picked)
    changes.unshift(
      `No XI picked: the AI picks the best XI, a ${lineup.formation}, and it becomes your standing lineup. Pick your own with /select.`,
    );
  const tactics = play.standing?.tactics ?? club.tactics;
  const shownTactics = !picked || lineup.formation === picked.formation ? tacticsWords(tactics) : [];
  return {
    formation: lineup.formation,
    source: play.source,
    lines: [
      { label: 'GK', players: [shown(lineup.goalkeeper)] },
      { label: 'Defence', players: lineup.defence.map(shown) },
      { label: 'Midfield', players: lineup.midfield.map(shown) },
      { label: 'Attack', players: lineup.attack.map(shown) },
    ],
    tactics: shownTactics,
    changes,
  };
}
