import type { EngineEvent } from '../model/events.js';
import type { ClubOrders } from '../model/orders.js';
import type { SeasonEvent } from '../model/season-events.js';
import { SALE_MODES, type LeagueState, type Listing, type Player, type SaleMode } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { askingPrice } from './transfer-values.js';
import { playerById } from '../player-lookup.js';
import { countsFor } from './loan-policy.js';

/** Listings a club may take off the list; a transfer request or a player too good for the division stays on. */
const UNLISTABLE: readonly Listing['reason'][] = ['sale', 'youth'];

export function validateSales(state: LeagueState, clubId: string, orders: ClubOrders): Violation[] {
  const out: Violation[] = [];
  for (const sale of orders.sales ?? []) {
    const player = playerById(state, sale.playerId);
    if (!player) {
      out.push(violation('unknown-player', 'unknown-player', { id: sale.playerId }));
      continue;
    }
    if (player.clubId !== clubId) {
      out.push(violation('not-your-player', 'not-your-player', { player: player.name }));
      continue;
    }
    if (!countsFor(player, clubId, 'sell')) {
      out.push(violation('sale-not-allowed', 'sale-on-loan', { player: player.name }));
      continue;
    }
    if (![...SALE_MODES, 'unlist'].includes(sale.mode)) {
      out.push(violation('sale-not-allowed', 'sale-unknown-mode', { mode: sale.mode }));
      continue;
    }
    const listing = state.market.find((l) => l.playerId === sale.playerId);
    if (sale.mode === 'unlist' && !listing) {
      out.push(violation('sale-not-allowed', 'sale-not-listed', { player: player.name }));
    } else if (sale.mode === 'unlist' && listing && !UNLISTABLE.includes(listing.reason)) {
      out.push(
        violation('sale-not-allowed', 'sale-stays-listed', { player: player.name, why: listing.reason === 'too-good' ? 'tooGood' : 'request' }),
      );
    }
  }
  return out;
}

/**
 * Rulebook, "Player-controlled Teams Can Sell": list a player at full value or
 * for a quick sale at half, switch between the two at any time, or take him off.
 */
export function applySales(state: LeagueState, events: EngineEvent[], clubId: string, sales: NonNullable<ClubOrders['sales']>): void {
  for (const sale of sales) {
    const player = state.players[sale.playerId]!;
    const index = state.market.findIndex((l) => l.playerId === sale.playerId);
    if (sale.mode === 'unlist') {
      state.market.splice(index, 1);
      events.push({ type: 'sale-changed', playerId: player.id, clubId, mode: 'unlist', askingPrice: 0 });
      continue;
    }
    const mode: SaleMode = sale.mode;
    const price = askingPrice(player, mode);
    if (index >= 0) {
      state.market[index] = { ...state.market[index]!, mode, askingPrice: price };
    } else {
      state.market.push({
        playerId: player.id,
        sellerId: clubId,
        askingPrice: price,
        mode,
        listedWeek: state.week,
        listedSeason: state.season,
        reason: 'sale',
      });
    }
    events.push({ type: 'sale-changed', playerId: player.id, clubId, mode, askingPrice: price });
  }
}

/**
 * Puts one of a club's players on the list at full value for a reason of the
 * rules. A player on loan is not listed: his borrower cannot sell him, and
 * his owner has not got him (loan-policy.ts).
 */
export function listForReason(state: LeagueState, playerId: string, reason: Listing['reason']): Listing | null {
  const player = state.players[playerId]!;
  if (state.market.some((l) => l.playerId === playerId)) return null;
  if (player.clubId && !countsFor(player, player.clubId, 'sell')) return null;
  const listing: Listing = {
    playerId,
    sellerId: player.clubId,
    askingPrice: askingPrice(player, 'full'),
    mode: 'full',
    listedWeek: state.week,
    listedSeason: state.season,
    reason,
  };
  state.market.push(listing);
  return listing;
}

/** The event that tells a listing, with the player as he is listed. */
export function listedEvent(player: Player, listing: Listing): Extract<SeasonEvent, { type: 'player-listed' }> {
  return {
    type: 'player-listed',
    playerId: player.id,
    name: player.name,
    age: player.age,
    position: player.positions[0]!,
    ability: player.ability,
    listing: { ...listing },
  };
}
