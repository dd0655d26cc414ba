import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import { changeMoney } from '../money/ledger.js';
import type { LeagueOrders } from '../model/orders.js';
import { rollForm } from '../setup/form-assessment.js';
import type { LeagueState, Listing } from '../model/types.js';
import { INTEREST_ROLL, OUTBID_PREMIUM, QUICK_SALE_ROLL } from './market-rules.js';

/**
 * Rulebook, "Signings": from the first player on the list, roll a die. With no
 * player-controlled club after him, a 6 (a 4+ for a quick sale) means another
 * team signs him. One club after him pays the asking price, or £100,000 more
 * when a 6 was rolled. Two or more clubs: sealed bids, the highest wins, and
 * after a 6 the winning bid must be at least £100,000 over the asking price.
 *
 * House rule (docs/rules.md, "Transfers"): a player is first rolled the week
 * after he is listed, so every manager has a week to see him and bid.
 */
export function runSignings(state: LeagueState, orders: LeagueOrders, dice: Dice, events: EngineEvent[]): void {
  for (const listing of [...state.market]) {
    if (listing.listedSeason === state.season && listing.listedWeek === state.week) continue;
    const player = state.players[listing.playerId];
    if (!player || !state.market.includes(listing)) continue;
    const roll = dice.roll(6);
    const floor = roll === INTEREST_ROLL ? listing.askingPrice + OUTBID_PREMIUM : listing.askingPrice;
    const bids = bidsFor(state, orders, listing, floor);
    events.push({ type: 'transfer-roll', playerId: player.id, roll, bidders: bids.map((b) => b.clubId) });
    if (bids.length === 0) {
      const sells = listing.mode === 'quick' ? roll >= QUICK_SALE_ROLL : roll === INTEREST_ROLL;
      if (sells) completeTransfer(state, events, listing, null, listing.askingPrice, dice);
      continue;
    }
    if (bids.length === 1) {
      completeTransfer(state, events, listing, bids[0]!.clubId, floor, dice);
      continue;
    }
    const winner = sealedBidWinner(bids, dice);
    events.push({ type: 'sealed-bids', playerId: player.id, bids, floor, ...(winner.tieRoll ? { tieRoll: winner.tieRoll } : {}) });
    completeTransfer(state, events, listing, winner.clubId, winner.amount, dice);
  }
}

/** The bids that can buy him now: at or over the floor, from a club not in debt that can pay. */
function bidsFor(state: LeagueState, orders: LeagueOrders, listing: Listing, floor: number): { clubId: string; amount: number }[] {
  const out: { clubId: string; amount: number }[] = [];
  for (const clubId of Object.keys(orders).sort()) {
    const club = state.clubs[clubId];
    if (!club?.playerControlled || clubId === listing.sellerId) continue;
    const bid = orders[clubId]?.bids?.find((b) => b.playerId === listing.playerId);
    if (!bid || bid.amount < floor || club.balance < floor) continue;
    out.push({ clubId, amount: Math.min(bid.amount, club.balance) });
  }
  return out;
}

/** The highest sealed bid; equal highest bids roll a die each until one is higher (house rule). */
function sealedBidWinner(bids: { clubId: string; amount: number }[], dice: Dice): { clubId: string; amount: number; tieRoll?: number[] } {
  const top = Math.max(...bids.map((b) => b.amount));
  let tied = bids.filter((b) => b.amount === top);
  if (tied.length === 1) return tied[0]!;
  const tieRoll: number[] = [];
  while (tied.length > 1) {
    const rolls = tied.map(() => dice.roll(6));
    tieRoll.push(...rolls);
    const best = Math.max(...rolls);
    tied = tied.filter((_, i) => rolls[i] === best);
  }
  return { ...tied[0]!, tieRoll };
}

/**
 * Moves the player and the money at once. A player bought by a player-controlled
 * club does not train this week and rolls his form; one signed by another team
 * leaves the game.
 */
export function completeTransfer(state: LeagueState, events: EngineEvent[], listing: Listing, buyerId: string | null, fee: number, dice: Dice): void {
  const player = state.players[listing.playerId]!;
  state.market = state.market.filter((l) => l !== listing);
  const from = listing.sellerId;
  if (from) {
    changeMoney(state, events, from, fee, 'transfer-sale', `${player.name} sold`);
    dropFromLineup(state, from, player.id);
  }
  if (!buyerId) {
    delete state.players[player.id];
    events.push({ type: 'transferred', playerId: player.id, name: player.name, fromClubId: from, toClubId: null, fee });
    return;
  }
  changeMoney(state, events, buyerId, -fee, 'transfer-fee', `${player.name} bought`);
  delete player.youthTeam;
  const form = rollForm(dice);
  Object.assign(player, {
    clubId: buyerId,
    boughtInWeek: state.week,
    joinedSeason: state.season,
    form: form.form,
    training: null,
  });
  events.push({ type: 'transferred', playerId: player.id, name: player.name, fromClubId: from, toClubId: buyerId, fee, formRoll: form.roll });
}

/**
 * A player who leaves leaves an empty place in his old club's standing
 * lineup; the formation and everyone else stay, and the selection phase fills
 * the place (keepFormation).
 */
export function dropFromLineup(state: LeagueState, clubId: string, playerId: string): void {
  const club = state.clubs[clubId];
  const lineup = club?.lineup;
  if (!club || !lineup) return;
  const gone = (id: string | null) => (id === playerId ? null : id);
  club.lineup = {
    ...lineup,
    goalkeeper: gone(lineup.goalkeeper),
    defence: lineup.defence.map(gone),
    midfield: lineup.midfield.map(gone),
    attack: lineup.attack.map(gone),
  };
}
