import { formationShape } from '../tables/formations.js';
import { FORMATIONS, type Formation, type LeagueState, type Lineup, type Player, type SlotPosition } from '../types.js';
import { matchRating, playsSlot } from './match-rating.js';
import { availableSquad } from './squad.js';

interface Place {
  slot: SlotPosition;
  playerId: string | null;
}

const isSpecial = (slot: SlotPosition): boolean => slot === 'CF+SM' || slot === 'SB+SM';

/**
 * Fills the places greedily: the wingers of 4-2-4 and 3-5-2 first from the
 * players who can play them, then always the best remaining rating in any
 * place (a player with fewer positions first, so the versatile stay free).
 * Youth-team fillers only when the fit squad runs out. null when the squad
 * cannot field the formation.
 */
function fill(slots: SlotPosition[], squad: Player[]): Place[] | null {
  const places: Place[] = slots.map((slot) => ({ slot, playerId: null }));
  const free = new Set(squad);
  const take = (place: Place, player: Player) => {
    place.playerId = player.id;
    free.delete(player);
  };
  for (const place of places.filter((p) => isSpecial(p.slot))) {
    const best = [...free].filter((p) => playsSlot(p, place.slot)).sort((a, b) => b.ability - a.ability)[0];
    if (!best) return null;
    take(place, best);
  }
  let open = places.filter((p) => p.playerId === null);
  while (open.length > 0 && free.size > 0) {
    let bestPlace: Place | null = null;
    let bestPlayer: Player | null = null;
    let bestScore = -Infinity;
    for (const place of open) {
      for (const player of free) {
        // Ties go to the player with fewer positions: the versatile stay free for later places.
        const score = matchRating(player, place.slot) * 100 - player.positions.length;
        if (score > bestScore) [bestScore, bestPlace, bestPlayer] = [score, place, player];
      }
    }
    take(bestPlace!, bestPlayer!);
    open = open.filter((p) => p !== bestPlace);
  }
  return places;
}

function lineupFor(formation: Formation, variant: Lineup['variant'], squad: Player[]): Lineup | null {
  const shape = formationShape(formation, variant);
  const places = fill(['GK', ...shape.defence, ...shape.midfield, ...shape.attack], squad);
  if (!places) return null;
  const ids = places.map((p) => p.playerId);
  const d = shape.defence.length;
  const m = shape.midfield.length;
  return {
    formation,
    ...(formation === '4-3-3' ? { variant } : {}),
    goalkeeper: ids[0] ?? null,
    defence: ids.slice(1, 1 + d),
    midfield: ids.slice(1 + d, 1 + d + m),
    attack: ids.slice(1 + d + m),
  };
}

function strength(state: LeagueState, lineup: Lineup): number {
  const shape = formationShape(lineup.formation, lineup.variant);
  const rate = (id: string | null, slot: SlotPosition) => {
    const player = id === null ? undefined : state.players[id];
    return player ? matchRating(player, slot) : 5;
  };
  let total = rate(lineup.goalkeeper, 'GK');
  lineup.defence.forEach((id, i) => (total += rate(id, shape.defence[i]!)));
  lineup.midfield.forEach((id, i) => (total += rate(id, shape.midfield[i]!)));
  lineup.attack.forEach((id, i) => (total += rate(id, shape.attack[i]!)));
  return total;
}

/**
 * The best legal XI a club can field now: in the given formation, or in the
 * formation whose XI rates highest in total (ties go to the earlier of
 * 4-4-2, 4-5-1, ...). null only when a given formation cannot be fielded.
 */
export function bestLineup(state: LeagueState, clubId: string, formation?: Formation): Lineup | null {
  const squad = availableSquad(state, clubId);
  const options: [Formation, Lineup['variant']][] = [];
  for (const f of formation ? [formation] : FORMATIONS) {
    if (f === '4-3-3') options.push([f, 'narrow'], [f, 'wide']);
    else options.push([f, undefined]);
  }
  let best: Lineup | null = null;
  let bestStrength = -Infinity;
  for (const [f, variant] of options) {
    const lineup = lineupFor(f, variant, squad);
    if (!lineup) continue;
    const s = strength(state, lineup);
    if (s > bestStrength) [best, bestStrength] = [lineup, s];
  }
  return best;
}
