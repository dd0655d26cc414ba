import { BOARD, BOARD_DIE, type Square } from '../../../engine/fortunes/board.js';
import { HALF_PRICE_STEP, MINIMUM_BID } from '../../../engine/fortunes-game/auctions.js';
import { BOARD_CARDS, harms } from '../../../engine/fortunes-game/board-cards.js';
import type { CalendarSlot } from '../../../engine/fortunes-game/calendar.js';
import { bankAskingPrice, bankPrice } from '../../../engine/fortunes-game/cash.js';
import {
  FORMATION,
  bestLineUp,
  checkSelection,
  lineUpOf,
  teamValues,
  type LineUp,
  type Selection,
  type TeamValues,
} from '../../../engine/fortunes-game/line-up.js';
import { borrowed } from '../../../engine/fortunes-game/loans.js';
import type { TurnOrders } from '../../../engine/fortunes-game/orders.js';
import { SECTIONS, type StarCard } from '../../../engine/fortunes-game/star-card.js';
import type { LeagueDeps } from '../../deps.js';
import type { ManagerInput } from '../../resolve/league-ref.js';
import { fortunesGameContext, type FortunesGameContext } from './fortunes-game-context.js';
import type { MoneyLine } from './last-turn-money.js';

/** A card shown to the manager: its words, whether it harms him (an Immunity card may cancel it). */
export interface ShownCard {
  table: 'luck' | 'selection-problems';
  /** The die's roll that drew it, 1 to 12: the card's place in its table, by which a language finds its words. */
  roll: number;
  text: string;
  harms: boolean;
}

export interface LotView {
  card: StarCard;
  /** The manager whose auction square put it up. */
  landerName: string;
  halfPrice: boolean;
  mine: boolean;
}

/** What /fortune show tells a manager, and only him: his square and its choices, his cash, cards and Immunity. */
export interface FortunesGameView {
  leagueName: string;
  season: number;
  seasons: number;
  turn: CalendarSlot | null;
  finished: boolean;
  clubName: string;
  square: Square | null;
  /** The board's squares from Start round, for its picture. */
  board: readonly Square[];
  /** The squares a die of one to six moves him to next, in order. */
  nextSquares: Square[];
  /** Every club's counter on the board: the managers', by name. */
  tokens: { name: string; position: number; mine: boolean }[];
  position: number;
  cards: ShownCard[];
  lots: LotView[];
  bank: { card: StarCard; askingPrice: number }[];
  cash: number;
  /** What the turn last played paid him and took from him, by reason. */
  lastTurnMoney: MoneyLine[];
  immunity: number;
  immunityBank: number;
  squad: StarCard[];
  borrowed: StarCard[];
  /** The side that plays: his chosen 4-3-3 while it stands, else his best. */
  side: LineUp;
  sideValues: TeamValues;
  /** The places his squad cannot fill in a 4-3-3: with any, his side counts 0 and 0 and he forfeits his gate money. */
  short: number;
  chosen: boolean;
  orders: TurnOrders;
  minimumBid: number;
  halfPriceStep: number;
  bankPrices: Record<string, number>;
}

/** The side a manager fields with his orders so far: his chosen 4-3-3 while it stands, else his best. */
export function standingSide(ctx: FortunesGameContext): { side: LineUp; chosen: boolean } {
  const { game } = ctx.state;
  const squad = [...game.managers[ctx.club.id]!.squad, ...borrowed(game, ctx.club.id)];
  const selection: Selection | undefined = ctx.orders.selection ?? game.managers[ctx.club.id]!.selection;
  if (selection && checkSelection(squad, selection).length === 0) return { side: lineUpOf(squad, selection), chosen: true };
  return { side: bestLineUp(squad), chosen: false };
}

/** His best 4-3-3 from his own and borrowed cards. */
export function bestSideOf(ctx: FortunesGameContext): LineUp {
  return bestLineUp([...ctx.state.game.managers[ctx.club.id]!.squad, ...borrowed(ctx.state.game, ctx.club.id)]);
}

export function fortunesGameView(ctx: FortunesGameContext): FortunesGameView {
  const { game } = ctx.state;
  const clubId = ctx.club.id;
  const manager = game.managers[clubId]!;
  const names = Object.fromEntries(game.clubs.map((c) => [c.id, c.name]));
  const pending = game.pending[clubId];
  const loaned = borrowed(game, clubId);
  const { side, chosen } = standingSide(ctx);
  return {
    leagueName: ctx.league.name,
    season: game.season,
    seasons: game.seasons,
    turn: game.finished ? null : (game.calendar[game.slot] ?? null),
    finished: game.finished,
    clubName: ctx.club.name,
    square: pending?.square ?? null,
    board: BOARD,
    nextSquares: Array.from({ length: BOARD_DIE }, (_, i) => BOARD[(manager.position + i + 1) % BOARD.length]!),
    tokens: Object.values(game.managers)
      .filter((m) => !m.resigned)
      .map((m) => ({ name: names[m.clubId] ?? m.clubId, position: m.position, mine: m.clubId === clubId })),
    position: manager.position,
    cards: (pending?.draws ?? []).map((d) => {
      const card = BOARD_CARDS[d.table][d.roll - 1]!;
      return { table: d.table, roll: d.roll, text: card.text, harms: harms(card) };
    }),
    lots: Object.entries(game.pending).flatMap(([landerId, p]) =>
      p.lot
        ? [{ card: p.lot, landerName: names[landerId] ?? landerId, halfPrice: p.square === 'half-price-auction', mine: landerId === clubId }]
        : [],
    ),
    bank: game.bank.map((card) => ({ card, askingPrice: bankAskingPrice(card) })),
    cash: manager.cash,
    lastTurnMoney: ctx.lastTurnMoney,
    immunity: manager.immunity,
    immunityBank: game.immunityBank,
    squad: manager.squad,
    borrowed: loaned,
    side,
    sideValues: teamValues(side),
    short: SECTIONS.reduce((missing, section) => missing + FORMATION[section] - side[section].length, 0),
    chosen,
    orders: ctx.orders,
    minimumBid: MINIMUM_BID,
    halfPriceStep: HALF_PRICE_STEP,
    bankPrices: Object.fromEntries(manager.squad.map((c) => [c.id, bankPrice(c)])),
  };
}

/** /fortune show and /squad in a Football Fortunes game. */
export async function fortunesGameShow(deps: LeagueDeps, input: ManagerInput): Promise<FortunesGameView> {
  return fortunesGameView(await fortunesGameContext(deps, input));
}

/** The cards a manager may pick for a section of his 4-3-3: his own and borrowed specialists of it and his Utility players. */
export function cardsForSection(view: Pick<FortunesGameView, 'squad' | 'borrowed'>, section: (typeof SECTIONS)[number]): StarCard[] {
  return [...view.squad, ...view.borrowed]
    .filter((c) => c.type === section || c.type === 'U')
    .sort((a, b) => b.stars - a.stars || a.id.localeCompare(b.id));
}
