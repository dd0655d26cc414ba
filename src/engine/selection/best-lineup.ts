import { formationShape } from '../tables/formations.js';
import { FORMATIONS, type Formation, type LeagueState, type Lineup, type Player, type SlotPosition } from '../types.js';
import { matchRating, playsSlot, YOUTH_RATING } from './match-rating.js';
import { fitPlayers, squadOf } from './squad.js';

/** Every kind of slot a formation asks for; a search refers to each by its index here. */
const SLOTS: readonly SlotPosition[] = ['GK', 'CB', 'SB', 'CM', 'SM', 'CF', 'CF+SM', 'SB+SM'];
const SLOT_INDEX = Object.fromEntries(SLOTS.map((slot, i) => [slot, i])) as Record<SlotPosition, number>;

const isSpecial = (slot: SlotPosition): boolean => slot === 'CF+SM' || slot === 'SB+SM';

/**
 * The fit squad as a search sees it: each player rated once in every kind of
 * slot, and for each kind of slot the players best first (ties to the player
 * with fewer positions, so the versatile stay free for later places, then to
 * the squad's order).
 */
interface RatedSquad {
  players: readonly Player[];
  /** rating[player * SLOTS.length + slot] */
  rating: Float64Array;
  ranked: readonly Int32Array[];
}

function rateSquad(players: readonly Player[]): RatedSquad {
  const rating = new Float64Array(players.length * SLOTS.length);
  for (let p = 0; p < players.length; p++) {
    for (let s = 0; s < SLOTS.length; s++) rating[p * SLOTS.length + s] = matchRating(players[p]!, SLOTS[s]!);
  }
  const ranked: Int32Array[] = [];
  for (let s = 0; s < SLOTS.length; s++) {
    const order = Int32Array.from(players.keys());
    // Int32Array's sort is not stable for a comparator everywhere, so the squad's order is the last tie-break.
    order.sort(
      (a, b) =>
        rating[b * SLOTS.length + s]! - rating[a * SLOTS.length + s]! ||
        players[a]!.positions.length - players[b]!.positions.length ||
        a - b,
    );
    ranked.push(order);
  }
  return { players, rating, ranked };
}

/**
 * Fills the places greedily: the wingers of 4-2-4 and 3-5-2 first from the
 * players who can play them (the best ability first), then always the best
 * remaining rating in any place (a player with fewer positions first, then
 * the earlier place). Youth-team fillers (-1) only when the fit squad runs
 * out. null when the squad cannot field the formation.
 */
function fill(slots: readonly SlotPosition[], squad: RatedSquad): number[] | null {
  const { players, rating, ranked } = squad;
  const places = slots.map(() => -1);
  const taken = new Uint8Array(players.length);
  let free = players.length;
  for (let place = 0; place < slots.length; place++) {
    const slot = slots[place]!;
    if (!isSpecial(slot)) continue;
    let best = -1;
    for (let p = 0; p < players.length; p++) {
      if (!taken[p] && playsSlot(players[p]!, slot) && (best < 0 || players[p]!.ability > players[best]!.ability)) best = p;
    }
    if (best < 0) return null;
    places[place] = best;
    taken[best] = 1;
    free--;
  }
  // Each kind of slot's best free player is the first not taken in its ranking; the taken stay taken, so its head only moves on.
  const head = new Int32Array(SLOTS.length);
  const open = slots.flatMap((slot, place) => (isSpecial(slot) ? [] : [place]));
  while (open.length > 0 && free > 0) {
    let bestOpen = -1;
    let best = -1;
    let bestRating = 0;
    for (let i = 0; i < open.length; i++) {
      const s = SLOT_INDEX[slots[open[i]!]!];
      const ranking = ranked[s]!;
      while (taken[ranking[head[s]!]!]) head[s]!++;
      const p = ranking[head[s]!]!;
      const r = rating[p * SLOTS.length + s]!;
      if (best < 0 || r > bestRating || (r === bestRating && players[p]!.positions.length < players[best]!.positions.length)) {
        [bestOpen, best, bestRating] = [i, p, r];
      }
    }
    places[open[bestOpen]!] = best;
    taken[best] = 1;
    free--;
    open.splice(bestOpen, 1);
  }
  return places;
}

interface Option {
  lineup: Lineup;
  strength: number;
}

function optionFor(formation: Formation, variant: Lineup['variant'], squad: RatedSquad): Option | null {
  const shape = formationShape(formation, variant);
  const slots = ['GK', ...shape.defence, ...shape.midfield, ...shape.attack] as SlotPosition[];
  const places = fill(slots, squad);
  if (!places) return null;
  const ids = places.map((p) => (p < 0 ? null : squad.players[p]!.id));
  const d = shape.defence.length;
  const m = shape.midfield.length;
  const lineup: Lineup = {
    formation,
    ...(formation === '4-3-3' ? { variant } : {}),
    goalkeeper: ids[0] ?? null,
    defence: ids.slice(1, 1 + d),
    midfield: ids.slice(1 + d, 1 + d + m),
    attack: ids.slice(1 + d + m),
  };
  let strength = 0;
  places.forEach((p, place) => (strength += p < 0 ? YOUTH_RATING : squad.rating[p * SLOTS.length + SLOT_INDEX[slots[place]!]]!));
  return { lineup, strength };
}

/**
 * The best legal XI a club can field now: in the given formation, or in the
 * formation whose XI rates highest in total (ties go to the earlier of
 * 4-4-2, 4-5-1, ...). null only when a given formation cannot be fielded.
 * `squad` is the club's squad, for a caller that already has it.
 */
export function bestLineup(
  state: LeagueState,
  clubId: string,
  formation?: Formation,
  squad: readonly Player[] = squadOf(state, clubId),
): Lineup | null {
  const rated = rateSquad(fitPlayers(squad));
  let best: Option | null = null;
  for (const f of formation ? [formation] : FORMATIONS) {
    for (const variant of f === '4-3-3' ? (['narrow', 'wide'] as const) : [undefined]) {
      const option = optionFor(f, variant, rated);
      if (option && (!best || option.strength > best.strength)) best = option;
    }
  }
  return best?.lineup ?? null;
}
