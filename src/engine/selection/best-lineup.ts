import { formationShape } from '../tables/formations.js';
import { FORMATIONS, type Formation, type LeagueState, type Lineup, type Player, type SlotPosition } from '../model/types.js';
import { matchRating, placeKey, playsSlot, YOUTH_RATING } from './match-rating.js';
import { fitPlayers, squadOf } from './squad.js';

/** Every kind of slot a formation asks for; a search refers to each by its index here. */
const SLOTS: readonly SlotPosition[] = ['GK', 'CB', 'SB', 'CM', 'SM', 'CF', 'CF+SM', 'SB+SM'];
const KINDS = SLOTS.length;

const isSpecial = (slot: SlotPosition): boolean => slot === 'CF+SM' || slot === 'SB+SM';

/** One formation (4-3-3 twice: narrow and wide) with its places in lineup order, the goalkeeper first. */
interface Option {
  formation: Formation;
  variant: Lineup['variant'];
  slots: readonly SlotPosition[];
  /** Each place's kind of slot, as an index into SLOTS. */
  kinds: Int32Array;
  defence: number;
  midfield: number;
}

const OPTIONS: readonly Option[] = FORMATIONS.flatMap((formation) =>
  (formation === '4-3-3' ? (['narrow', 'wide'] as const) : [undefined]).map((variant) => {
    const shape = formationShape(formation, variant);
    const slots: SlotPosition[] = ['GK', ...shape.defence, ...shape.midfield, ...shape.attack];
    const kinds = Int32Array.from(slots, (slot) => SLOTS.indexOf(slot));
    return { formation, variant, slots, kinds, defence: shape.defence.length, midfield: shape.midfield.length };
  }),
);

/**
 * The fit squad as a search sees it: each player rated once in every kind of
 * slot, and for each kind of slot the players best first (ties to the player
 * with fewer positions, so the versatile stay free for later places, then to
 * the squad's order).
 */
interface RatedSquad {
  players: readonly Player[];
  /** rating[player * KINDS + kind] */
  rating: Float64Array;
  /** ranked[kind * players + n]: the n-th best player for that kind of slot. */
  ranked: Int32Array;
}

function rateSquad(players: readonly Player[]): RatedSquad {
  const n = players.length;
  const rating = new Float64Array(n * KINDS);
  const key = new Float64Array(n * KINDS);
  for (let p = 0; p < n; p++) {
    const player = players[p]!;
    for (let k = 0; k < KINDS; k++) {
      rating[p * KINDS + k] = matchRating(player, SLOTS[k]!);
      key[p * KINDS + k] = placeKey(player, SLOTS[k]!, rating[p * KINDS + k]!);
    }
  }
  // An insertion sort per kind of slot: a squad is short, and a later player goes after an equal key, keeping the squad's order.
  const ranked = new Int32Array(n * KINDS);
  for (let k = 0; k < KINDS; k++) {
    const start = k * n;
    for (let p = 0; p < n; p++) {
      const pKey = key[p * KINDS + k]!;
      let i = p;
      for (; i > 0 && key[ranked[start + i - 1]! * KINDS + k]! < pKey; i--) ranked[start + i] = ranked[start + i - 1]!;
      ranked[start + i] = p;
    }
  }
  return { players, rating, ranked };
}

/**
 * Fills the places greedily: the wingers of 4-2-4 and 3-5-2 first from the
 * players who can play them (the best ability first), then always the best
 * remaining rating in any place (a player with fewer positions first, then
 * the earlier place; a goalkeeper outfield only when no outfield player is left). Youth-team fillers (-1) only when the fit squad runs
 * out. Returns the players by place and the XI's total rating, or null when
 * the squad cannot field the formation.
 */
function fill(option: Option, squad: RatedSquad): { places: Int32Array; strength: number } | null {
  const { players, rating, ranked } = squad;
  const n = players.length;
  const { slots, kinds } = option;
  const places = new Int32Array(slots.length).fill(-1);
  const taken = new Uint8Array(n);
  let free = n;
  let open = 0;
  for (let place = 0; place < slots.length; place++) {
    const slot = slots[place]!;
    if (!isSpecial(slot)) {
      open++;
      continue;
    }
    let best = -1;
    for (let p = 0; p < n; p++) {
      if (!taken[p] && playsSlot(players[p]!, slot) && (best < 0 || players[p]!.ability > players[best]!.ability)) best = p;
    }
    if (best < 0) return null;
    places[place] = best;
    taken[best] = 1;
    free--;
  }
  // Each kind of slot's best free player is the first not taken in its ranking; the taken stay taken, so its head only moves on.
  const head = new Int32Array(KINDS);
  for (; open > 0 && free > 0; open--, free--) {
    let bestPlace = -1;
    let best = -1;
    let bestKey = 0;
    for (let place = 0; place < slots.length; place++) {
      if (places[place] !== -1 || isSpecial(slots[place]!)) continue;
      const k = kinds[place]!;
      while (taken[ranked[k * n + head[k]!]!]) head[k]!++;
      const p = ranked[k * n + head[k]!]!;
      const key = placeKey(players[p]!, SLOTS[k]!, rating[p * KINDS + k]!);
      if (best < 0 || key > bestKey) [bestPlace, best, bestKey] = [place, p, key];
    }
    places[bestPlace] = best;
    taken[best] = 1;
  }
  let strength = 0;
  for (let place = 0; place < slots.length; place++) {
    const p = places[place]!;
    strength += p < 0 ? YOUTH_RATING : rating[p * KINDS + kinds[place]!]!;
  }
  return { places, strength };
}

function lineupOf(option: Option, places: Int32Array, squad: RatedSquad): Lineup {
  const ids = Array.from(places, (p) => (p < 0 ? null : squad.players[p]!.id));
  const { formation, variant, defence: d, midfield: m } = option;
  return {
    formation,
    ...(formation === '4-3-3' ? { variant } : {}),
    goalkeeper: ids[0] ?? null,
    defence: ids.slice(1, 1 + d),
    midfield: ids.slice(1 + d, 1 + d + m),
    attack: ids.slice(1 + d + m),
  };
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
  let best: { option: Option; places: Int32Array; strength: number } | null = null;
  for (const option of OPTIONS) {
    if (formation && option.formation !== formation) continue;
    const filled = fill(option, rated);
    if (filled && (!best || filled.strength > best.strength)) best = { option, ...filled };
  }
  return best ? lineupOf(best.option, best.places, rated) : null;
}
