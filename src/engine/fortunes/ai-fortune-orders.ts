import { playersFor } from '../transfers/loan-policy.js';
import { STARTING_MONEY, roundPrice, PRICE_STEP } from '../money/money-rules.js';
import { transferValue } from '../transfers/transfer-values.js';
import type { LeagueState, Player } from '../model/types.js';
import { bankBuyingPrice, bankSellingPrice, validateBankFinance, MIN_SQUAD } from './bank.js';
import { aiCrisisSection } from './crisis.js';
import { auctionLots, type FortuneBid, type FortuneOrders } from './fortune-orders.js';
import { immunityHeld } from '../immunity.js';
import { bestPlayer, sectionOf } from './squad.js';

/**
 * House rule (docs/rules.md, "Football Fortunes", the AI): what the AI
 * manager orders for a club it runs. Absent managers get only
 * `aiSquareChoices` (turn.ts): the AI never spends a manager's money for him.
 * The AI bids for a lot or a bank player only if he would be its best in his
 * section, and only with money to spare: starting money kept back at
 * auctions, twice that for the bank's dearer players.
 */
export const AI_AUCTION_SHARE_OF_VALUE = 0.6;

export function aiFortuneOrders(state: LeagueState, clubId: string): FortuneOrders {
  const fortunes = state.fortunes;
  if (!fortunes || fortunes.resigned.includes(clubId)) return {};
  const club = state.clubs[clubId]!;
  const squad = playersFor(state, clubId, 'rank');
  const square = fortunes.squares[clubId];
  const orders: FortuneOrders = {};
  if (square === 'crisis') orders.crisisSection = aiCrisisSection(state, clubId);
  if (immunityHeld(fortunes, clubId) > 0) orders.useImmunity = true;
  let spare = club.balance;
  const improves = (p: Player) => p.ability > (bestPlayer(squad, { section: sectionOf(p) })?.ability ?? 0);
  const auctionBids: FortuneBid[] = [];
  for (const lot of auctionLots(fortunes)) {
    const player = state.players[lot.playerId]!;
    const amount = Math.max(PRICE_STEP, roundPrice(transferValue(player) * AI_AUCTION_SHARE_OF_VALUE));
    if (!improves(player) || spare - amount < STARTING_MONEY) continue;
    auctionBids.push({ playerId: lot.playerId, amount });
    spare -= amount;
  }
  if (auctionBids.length) orders.auctionBids = auctionBids;
  const bankBids: FortuneBid[] = [];
  for (const id of fortunes.bank) {
    const player = state.players[id]!;
    const amount = bankSellingPrice(player);
    if (!improves(player) || spare - amount < 2 * STARTING_MONEY) continue;
    bankBids.push({ playerId: id, amount });
    spare -= amount;
  }
  if (bankBids.length) orders.bankBids = bankBids;
  if (square === 'bank-finance' && club.balance < 0) {
    const sales = debtRelief(playersFor(state, clubId, 'sell'), playersFor(state, clubId, 'keep-a-side').length, -club.balance);
    if (sales.length && validateBankFinance(state, clubId, square, sales).length === 0) orders.bankSales = sales;
  }
  return orders;
}

/** The cheapest players, keeping a squad of eleven with its best goalkeeper, until the debt is covered. */
function debtRelief(squad: readonly Player[], kept: number, debt: number): string[] {
  const keeper = bestPlayer(squad, { section: 'G' });
  const candidates = squad.filter((p) => p !== keeper).sort((a, b) => transferValue(a) - transferValue(b) || (a.id < b.id ? -1 : 1));
  const sales: string[] = [];
  let raised = 0;
  for (const player of candidates) {
    if (raised >= debt || kept - sales.length <= MIN_SQUAD) break;
    sales.push(player.id);
    raised += bankBuyingPrice(player);
  }
  return sales;
}
