import type { LeagueRow } from '../../../db/tables.js';
import { clubHeaders } from '../../../db/repositories/club.repository.js';
import { isAce, isPicture, rankOf, type CardId, type Suit } from '../../../engine/cards/cards.js';
import { bestLineup } from '../../../engine/cards/ai.js';
import { formationOf } from '../../../engine/cards/formations.js';
import { canPlayIn, fieldLineup, type Lineup } from '../../../engine/cards/lineup.js';
import type { Bid } from '../../../engine/cards/orders.js';
import { cardsLeagueTable } from '../../../engine/cards/season-end.js';
import type { CardsCup, CardsPhase, CardsResult, RoundSlot, SeasonSummary } from '../../../engine/cards/state.js';
import { levelOf } from '../../../engine/cards/suit-levels.js';
import { keepPrice } from '../../../engine/cards/prices.js';
import type { Fixture, TableRow } from '../../../engine/model/types.js';
import type { Locale } from '../../../i18n/locales.js';
import type { LeagueDeps } from '../../deps.js';
import { settingsView } from '../../shared/league-summary.js';
import { resolveLeague, type LeagueRef } from '../../resolve/league-ref.js';
import type { ManagerInput } from '../../resolve/league-ref.js';
import { cards } from './cards-mode.js';
import { cardsContext, type CardsOrderContext } from './cards-orders.js';

/** One card of a hand as its manager sees it. */
export interface HandCard {
  card: CardId;
  level: number;
  picture: boolean;
  injured: boolean;
}

/** /hand and the order menus: private to the manager. */
export interface HandView {
  clubId: string;
  clubName: string;
  season: number;
  phase: CardsPhase;
  /** Rounds played this season. */
  roundsPlayed: number;
  suitOrder: Suit[];
  pence: number;
  /** What the cards kept at the set-up will cost when the opening auction closes; 0 once paid. */
  keepBill: number;
  hand: HandCard[];
  /** The cards kept at the set-up, as ordered this turn; null when none given. */
  keep: CardId[] | null;
  /** The sheet that plays next: given this turn, else the standing one; null when there is none. */
  sheet: Lineup | null;
  lots: CardId[];
  bids: Bid[];
}

export function handView(ctx: CardsOrderContext): HandView {
  const { game } = ctx.state;
  const manager = game.managers[ctx.club.id]!;
  return {
    clubId: ctx.club.id,
    clubName: ctx.club.name,
    season: game.season,
    phase: game.phase,
    roundsPlayed: game.nextSlot,
    suitOrder: [...game.suitOrder],
    pence: manager.pence,
    keepBill: manager.unpaid.reduce((sum, card) => sum + keepPrice(card, game.suitOrder), 0),
    hand: manager.hand.map((card) => ({
      card,
      level: levelOf(card, game.suitOrder),
      picture: isPicture(card),
      injured: manager.injured.includes(card),
    })),
    keep: ctx.orders.keep ?? null,
    sheet: ctx.orders.sheet ?? manager.sheet,
    lots: [...game.lots],
    bids: ctx.orders.bids ?? [],
  };
}

export async function cardsHand(deps: LeagueDeps, input: ManagerInput): Promise<HandView> {
  return handView(await cardsContext(deps, input));
}

/** A card a menu offers for a place, with the level it would play at there beside the rest of the sheet. */
export interface PlaceChoice {
  card: CardId | null;
  level: number;
}

/** The /play editor: the sheet, and for each menu only the cards the rules allow there. */
export interface SheetEditor {
  hand: HandView;
  sheet: Lineup;
  /** The formation's four spaces, in the order of the sheet's places. */
  spaces: number[];
  /** Adjusted level of each filled space of the sheet (index = space). */
  levels: number[];
  tactics: { card: CardId; spaces: number[] }[];
  keepers: PlaceChoice[];
  places: PlaceChoice[][];
}

/** Puts a card in a place of the sheet (or a reserve, for null); a card already elsewhere on the sheet leaves there. */
export function placeCard(sheet: Lineup, index: number, card: CardId | null): Lineup {
  const places = sheet.places.map((c) => (c === card ? null : c));
  places[index] = card;
  return { ...sheet, keeper: sheet.keeper === card ? null : sheet.keeper, places };
}

/**
 * A new formation keeps every player of the sheet who may still play in one of its spaces: the most players kept,
 * then the most in their own space (where each earns a level), then the sheet's order; a place none fits is left
 * to a reserve.
 */
export function withTactic(sheet: Lineup | null, tactic: CardId): Lineup {
  const spaces = formationOf(tactic);
  const cards = (sheet?.places ?? []).filter((c): c is CardId => c !== null);
  let best: { places: (CardId | null)[]; kept: number; own: number } = { places: spaces.map(() => null), kept: 0, own: 0 };
  const search = (i: number, places: (CardId | null)[], used: Set<CardId>, own: number) => {
    if (i === spaces.length) {
      const kept = used.size;
      if (kept > best.kept || (kept === best.kept && own > best.own)) best = { places: [...places], kept, own };
      return;
    }
    for (const card of cards) {
      if (used.has(card) || !canPlayIn(card, spaces[i]!)) continue;
      used.add(card);
      places.push(card);
      search(i + 1, places, used, own + (rankOf(card) === spaces[i] ? 1 : 0));
      places.pop();
      used.delete(card);
    }
    places.push(null);
    search(i + 1, places, used, own);
    places.pop();
  };
  search(0, [], new Set(), 0);
  return { tactic, keeper: sheet?.keeper ?? null, places: best.places };
}

/** What a change of the sheet did beyond the pick itself: cards that left it, and spaces a card left for another. */
export interface SheetChange {
  /** Cards a new formation left out, none of its spaces fitting them (a card replaced by a pick is not counted). */
  dropped: CardId[];
  /** A card moved from one space to another, leaving a reserve behind. */
  moved: { card: CardId; from: number; to: number }[];
}

export function sheetChange(before: Lineup, after: Lineup): SheetChange {
  const spaceOf = (sheet: Lineup, card: CardId) => formationOf(sheet.tactic)[sheet.places.indexOf(card)]!;
  const was = before.places.filter((c): c is CardId => c !== null);
  const now = after.places.filter((c): c is CardId => c !== null);
  const moved =
    before.tactic === after.tactic
      ? was
          .filter((card) => now.includes(card) && spaceOf(before, card) !== spaceOf(after, card))
          .filter((card) => after.places[before.places.indexOf(card)] === null)
          .map((card) => ({ card, from: spaceOf(before, card), to: spaceOf(after, card) }))
      : [];
  return { dropped: before.tactic === after.tactic ? [] : was.filter((card) => !now.includes(card)), moved };
}

/** The sheet the editor opens on: the one that plays next, else the AI's best. */
export function editorFor(hand: HandView, sheet: Lineup | null = hand.sheet): SheetEditor | null {
  const order = hand.suitOrder as unknown as Parameters<typeof levelOf>[1];
  const fit = hand.hand.filter((c) => !c.injured && !c.picture).map((c) => c.card);
  // A standing sheet a card has left (sold, paid, injured) plays no more: the engine would field the AI's, so show that.
  const stands = sheet && [sheet.tactic, sheet.keeper, ...sheet.places].every((card) => card === null || card === sheet.tactic || fit.includes(card));
  const start =
    (stands && hand.hand.some((c) => c.card === sheet.tactic) ? sheet : null) ??
    bestLineup(
      hand.hand.map((c) => c.card),
      hand.hand.filter((c) => c.injured).map((c) => c.card),
      order,
    );
  if (!start) return null;
  const spaces = [...formationOf(start.tactic)];
  const levelAt = (candidate: Lineup, space: number) => fieldLineup(candidate, order).level[space]!;
  return {
    hand,
    sheet: start,
    spaces,
    levels: fieldLineup(start, order).level,
    tactics: hand.hand.filter((c) => c.picture).map((c) => ({ card: c.card, spaces: [...formationOf(c.card)] })),
    keepers: [...fit.filter(isAce).map((card) => ({ card, level: levelAt({ ...start, keeper: card }, 1) })), { card: null, level: 0 }],
    places: spaces.map((space, i) => [
      ...fit.filter((card) => canPlayIn(card, space)).map((card) => ({ card, level: levelAt(placeCard(start, i, card), space) })),
      { card: null, level: 0 },
    ]),
  };
}

/** Everything the league's public views show of a cards league: the table, fixtures, results, the cup and history. */
export interface CardsLeagueView {
  leagueName: string;
  season: number;
  seasons: number;
  phase: CardsPhase;
  suitOrder: Suit[];
  names: Record<string, string>;
  managerIds: string[];
  calendar: RoundSlot[];
  nextSlot: number;
  table: TableRow[];
  fixtures: Fixture[];
  results: CardsResult[];
  cup: CardsCup;
  history: SeasonSummary[];
  trophyPoints: Record<string, number>;
  winnerIds: string[];
  /** The league's language, for a view the channel sees. */
  language: Locale;
}

export async function cardsLeagueView(deps: LeagueDeps, ref: string | LeagueRef): Promise<CardsLeagueView> {
  return cardsLeagueViewOf(deps, await resolveLeague(deps.db, typeof ref === 'string' ? { leagueId: ref } : ref));
}

/** cardsLeagueView of the league already read. */
export async function cardsLeagueViewOf(deps: LeagueDeps, league: LeagueRow): Promise<CardsLeagueView> {
  const [{ game }, clubs] = await deps.db.transaction().execute(async (trx) => Promise.all([cards.read(trx, league), clubHeaders(trx, league.id)]));
  return {
    leagueName: league.name,
    season: game.season,
    seasons: game.seasons,
    phase: game.phase,
    suitOrder: [...game.suitOrder],
    names: Object.fromEntries(clubs.map((c) => [c.id, c.name])),
    managerIds: [...game.managerIds],
    calendar: game.calendar,
    nextSlot: game.nextSlot,
    table: cardsLeagueTable(game),
    fixtures: game.fixtures,
    results: game.results,
    cup: game.cup,
    history: game.history,
    trophyPoints: Object.fromEntries(game.managerIds.map((id) => [id, game.managers[id]!.trophyPoints])),
    winnerIds: game.winnerIds,
    language: settingsView(league).language,
  };
}
