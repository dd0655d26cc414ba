import type { LeagueState, Lineup, Player, SlotPosition } from '../model/types.js';
import { bestLineup } from './best-lineup.js';
import { lineupSlots, withPlaces } from './lineup-slots.js';
import { matchRating, placeKey, playsSlot } from './match-rating.js';
import { fitPlayers } from './squad.js';
import { validateSelection } from './validate-selection.js';
import type { LineupChange } from '../model/week-events.js';

export type { LineupChange } from '../model/week-events.js';

export interface KeptLineup {
  lineup: Lineup;
  changes: LineupChange[];
  /** False when the squad could not field the manager's formation and the AI chose another. */
  formationKept: boolean;
}

/**
 * House rule (docs/rules.md, "Selection"): a manager's XI that cannot be
 * played as picked keeps everything that still can. Only the players who
 * cannot play (injured, or gone) are replaced, place by place, by the best fit
 * player left for that place, in his formation. Only when his squad cannot
 * field that formation at all does the best XI in another formation play.
 * Returns null when the squad cannot field any XI.
 */
export function keepFormation(state: LeagueState, clubId: string, picked: Lineup, squad: readonly Player[]): KeptLineup | null {
  const fit = fitPlayers(squad);
  const fitIds = new Set(fit.map((p) => p.id));
  const slots = lineupSlots(picked);
  const kept = new Set<string>();
  const places: (string | null)[] = slots.map(({ playerId }) => {
    if (playerId === null || !fitIds.has(playerId) || kept.has(playerId)) return null;
    kept.add(playerId);
    return playerId;
  });
  const changes: LineupChange[] = [];
  slots.forEach(({ slot, playerId }, i) => {
    if (places[i] !== null) return;
    const replacement = bestFor(
      slot,
      fit.filter((p) => !kept.has(p.id)),
    );
    if (playerId === null && !replacement) return;
    places[i] = replacement?.id ?? null;
    if (replacement) kept.add(replacement.id);
    changes.push({ place: i, slot, outId: playerId, inId: replacement?.id ?? null, reason: reasonOut(state, clubId, playerId) });
  });
  const repaired = withPlaces(picked, places);
  if (validateSelection(state, clubId, repaired, {}, squad).length === 0) return { lineup: repaired, changes, formationKept: true };

  const sameFormation = bestLineup(state, clubId, picked.formation, squad);
  const lineup =
    sameFormation && validateSelection(state, clubId, sameFormation, {}, squad).length === 0
      ? sameFormation
      : bestLineup(state, clubId, undefined, squad);
  if (!lineup) return null;
  return { lineup, changes: placeChanges(state, clubId, picked, lineup), formationKept: lineup.formation === picked.formation };
}

function reasonOut(state: LeagueState, clubId: string, playerId: string | null): LineupChange['reason'] {
  if (playerId === null) return 'filler';
  const player = state.players[playerId];
  if (!player || player.clubId !== clubId) return 'left';
  return player.injuryWeeks > 0 ? 'injured' : 'reshuffled';
}

/** The best fit player for a place: one who plays it (the wingers of 4-2-4 and 3-5-2 must), then the highest rating there, then the less versatile; a keeper outfield last. */
function bestFor(slot: SlotPosition, free: readonly Player[]): Player | null {
  const special = slot === 'CF+SM' || slot === 'SB+SM';
  let best: Player | null = null;
  let bestKey = -Infinity;
  for (const player of free) {
    if (special && !playsSlot(player, slot)) continue;
    const key = placeKey(player, slot, matchRating(player, slot));
    if (key > bestKey) [best, bestKey] = [player, key];
  }
  return best;
}

/** Everyone picked who does not play in the new XI, with who took a place he left (in the same formation, place by place). */
function placeChanges(state: LeagueState, clubId: string, picked: Lineup, played: Lineup): LineupChange[] {
  const before = lineupSlots(picked);
  const after = lineupSlots(played);
  const playing = new Set(after.map((s) => s.playerId));
  const sameShape = picked.formation === played.formation && picked.variant === played.variant;
  const changes: LineupChange[] = [];
  before.forEach(({ slot, playerId }, i) => {
    if (playerId !== null && playing.has(playerId)) return;
    changes.push({
      place: i,
      slot,
      outId: playerId,
      inId: sameShape ? (after[i]?.playerId ?? null) : null,
      reason: reasonOut(state, clubId, playerId),
    });
  });
  return changes;
}
