import type { ClubOrders } from '../model/orders.js';
import type { Club, LeagueState, Lineup, Player, Tactics } from '../model/types.js';
import type { Violation } from '../model/violations.js';
import { bestLineup } from './best-lineup.js';
import { keepFormation, type LineupChange } from './keep-formation.js';
import { lineupSlots, withPlaces } from './lineup-slots.js';
import { validateSelection, validateTactics } from './validate-selection.js';
import type { LineupSource } from '../model/week-events.js';

export type { LineupSource } from '../model/week-events.js';

export interface LineupToPlay {
  /** null when the squad cannot field any XI. */
  lineup: Lineup | null;
  source: LineupSource;
  changes: LineupChange[];
  /** The pick that becomes the club's standing lineup and tactics, when an order is taken. */
  standing: { lineup: Lineup; tactics: Tactics } | null;
  /** Why the order was not taken (only tactics its formation does not allow). */
  rejected: Violation[];
}

/**
 * Rulebook, "Selection": the XI a club fields, from its selection order, else
 * its standing lineup. A pick that cannot be played as it is (say after an
 * injury) keeps its formation and every player who can play (keepFormation);
 * a club with no pick fields the best XI. The selection phase plays it, and
 * /ready shows it beforehand.
 */
export function lineupToPlay(state: LeagueState, club: Club, order: ClubOrders['selection'], squad: readonly Player[]): LineupToPlay {
  let pick: { lineup: Lineup; tactics: Tactics } | null = club.lineup ? { lineup: club.lineup, tactics: club.tactics } : null;
  let source: LineupSource = 'standing';
  let standing: LineupToPlay['standing'] = null;
  let rejected: Violation[] = [];
  if (order) {
    const tactics = order.tactics ?? club.tactics;
    // His latest pick stands even when a player in it cannot play this week: those places are filled below.
    rejected = validateTactics(order.lineup, tactics);
    if (rejected.length === 0) {
      pick = standing = { lineup: order.lineup, tactics };
      source = 'order';
    }
  }
  if (!pick) return { lineup: bestLineup(state, club.id, undefined, squad), source: 'auto', changes: [], standing, rejected };
  if (validateSelection(state, club.id, pick.lineup, pick.tactics, squad).length === 0) {
    return { lineup: pick.lineup, source, changes: [], standing, rejected };
  }
  const kept = keepFormation(state, club.id, pick.lineup, squad);
  if (kept?.formationKept) standing = withPermanentChanges(pick, kept.lineup, kept.changes) ?? standing;
  return {
    lineup: kept?.lineup ?? null,
    source: kept?.formationKept ? 'kept-formation' : 'auto',
    changes: kept?.changes ?? [],
    standing,
    rejected,
  };
}

/**
 * The standing lineup after this week: a place left by a player who has gone,
 * or left empty, keeps the player who filled it; an injured player keeps his
 * place for when he is fit. null when nothing permanent changed.
 */
function withPermanentChanges(
  pick: { lineup: Lineup; tactics: Tactics },
  played: Lineup,
  changes: readonly LineupChange[],
): LineupToPlay['standing'] {
  const permanent = new Set(changes.filter((c) => c.reason === 'left' || c.reason === 'filler').map((c) => c.place));
  if (permanent.size === 0) return null;
  const picked = lineupSlots(pick.lineup);
  const playing = lineupSlots(played);
  const places = picked.map((slot, i) => (permanent.has(i) ? (playing[i]?.playerId ?? null) : slot.playerId));
  return { lineup: withPlaces(pick.lineup, places), tactics: pick.tactics };
}
