import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import type { LeagueOrders, ScoutRequest } from '../model/orders.js';
import { rollPotentialDeclineRetirement } from '../ageing/ageing-rolls.js';
import { takeId } from '../setup/ids.js';
import { makePlayer } from '../setup/make-player.js';
import { freshPlayerName, namesInUse } from '../setup/names.js';
import { hasStaff } from '../staff/has-staff.js';
import type { LeagueState, Listing, Position } from '../model/types.js';
import { scoutAbilityTotal, scoutAgeCell, scoutPositionRoll } from './chief-scout.js';
import { ABILITY_BY_TOTAL, ageAt, POSITION_BY_ROLL, rollAgeCell } from '../tables/transfer-chart.js';
import { listedEvent } from './sales.js';
import { transferValue } from './transfer-values.js';

/** Rulebook, "Transfers": three extra players are listed in these weeks. */
export const EXTRA_LISTING_WEEKS: readonly number[] = [1, 8];
export const EXTRA_LISTINGS = 3;

/**
 * Rulebook, "Transfers": one new player per player-controlled club each week,
 * three more in weeks 1 and 8. Each club's own listing can be shaped by its
 * Chief Scout; the extra ones are nobody's.
 */
export function listNewPlayers(state: LeagueState, orders: LeagueOrders, dice: Dice, events: EngineEvent[]): void {
  const owners: (string | null)[] = Object.values(state.clubs)
    .filter((c) => c.playerControlled)
    .map((c) => c.id)
    .sort();
  if (EXTRA_LISTING_WEEKS.includes(state.week)) owners.push(...Array<null>(EXTRA_LISTINGS).fill(null));
  // The league's names gathered once for all the week's listings: each new name is added to them as it is drawn.
  const taken = namesInUse(state.players);
  for (const owner of owners) {
    const club = owner ? state.clubs[owner]! : null;
    const scout = club && hasStaff(club, 'chiefScout') ? (orders[club.id]?.scout ?? null) : null;
    listChartPlayer(state, dice, events, scout ? { clubId: club!.id, request: scout } : null, taken);
  }
}

export function listChartPlayer(
  state: LeagueState,
  dice: Dice,
  events: EngineEvent[],
  scout: { clubId: string; request: ScoutRequest } | null,
  taken: Set<string> = namesInUse(state.players),
): void {
  const ageCell = rollAgeCell(dice);
  const positionRoll = dice.roll(6);
  const abilityDice: [number, number] = [dice.roll(6), dice.roll(6)];
  const facets = { ageCell, positionRoll, abilityTotal: abilityDice[0] + abilityDice[1] };
  const shift = scout ? scoutShift(scout.request, facets) : null;
  if (shift?.facet === 'age') facets.ageCell = scoutAgeCell(ageCell.row, ageCell.column, shift.shift);
  if (shift?.facet === 'position') facets.positionRoll = scoutPositionRoll(positionRoll, shift.shift);
  if (shift?.facet === 'ability') facets.abilityTotal = scoutAbilityTotal(facets.abilityTotal, shift.shift);
  const player = makePlayer({
    id: takeId(state, 'p'),
    name: freshPlayerName(dice, taken),
    age: ageAt(facets.ageCell.row, facets.ageCell.column),
    position: POSITION_BY_ROLL[facets.positionRoll - 1]!,
    ability: ABILITY_BY_TOTAL[facets.abilityTotal]!,
    clubId: null,
    joinedSeason: state.season,
  });
  rollPotentialDeclineRetirement(player, dice, events);
  state.players[player.id] = player;
  const listing: Listing = {
    playerId: player.id,
    sellerId: null,
    askingPrice: transferValue(player),
    mode: 'full',
    listedWeek: state.week,
    listedSeason: state.season,
    reason: 'chart',
  };
  state.market.push(listing);
  events.push({
    ...listedEvent(player, listing),
    rolls: { age: [ageCell.row, ageCell.column], position: positionRoll, ability: abilityDice },
    ...(shift && scout ? { scout: { clubId: scout.clubId, facet: shift.facet, shift: shift.shift } } : {}),
  });
}

interface Facets {
  ageCell: { row: number; column: number };
  positionRoll: number;
  abilityTotal: number;
}

/**
 * Turns a scout request into the one shift he makes. A standing preference
 * ("a CM", "better", "younger") is read against the dice: the position if it is
 * one roll away, else a better ability, else a younger age.
 */
export function scoutShift(request: ScoutRequest, facets: Facets): { facet: 'age' | 'position' | 'ability'; shift: number } | null {
  if (request.facet !== 'prefer') return { facet: request.facet, shift: request.shift };
  if (request.position) {
    const wanted = POSITION_BY_ROLL.indexOf(request.position as Position) + 1;
    const gap = wanted - facets.positionRoll;
    if (Math.abs(gap) === 1) return { facet: 'position', shift: gap };
  }
  if (request.better && facets.abilityTotal < 12) return { facet: 'ability', shift: 1 };
  if (request.younger) return { facet: 'age', shift: -2 };
  return null;
}
