import { clubOfManager } from '../../db/repositories/club.repository.js';
import { clubOrdersOf } from '../shared/stored-orders.js';
import type { Square } from '../../engine/fortunes/board.js';
import { bankBuyingPrice, bankSellingPrice } from '../../engine/fortunes/bank.js';
import { auctionLots, type FortuneOrders } from '../../engine/fortunes/fortune-orders.js';
import { immunityHeld } from '../../engine/immunity.js';
import { bestPlayer, SECTIONS, type Section } from '../../engine/fortunes/squad.js';
import { playersFor } from '../../engine/transfers/loan-policy.js';
import type { SeasonPhase, Position } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';
import { NotYourClub, RuleViolation } from '../errors.js';
import { requireLeague } from '../guards.js';
import { currentState } from '../shared/state-cache.js';
import { violation } from '../../engine/model/violations.js';

export interface FortunePlayerView {
  id: string;
  name: string;
  ability: number;
  positions: Position[];
  /** What the bank pays for him (Bank Finance, Crisis), or the least it sells him for. */
  price: number;
}

/** A manager's place in the game of Football Fortunes, and what he may order for the coming step. */
export interface FortuneView {
  clubName: string;
  season: number;
  week: number;
  phase: SeasonPhase;
  /** The square he stands on for the coming week; null in pre-season and between seasons. */
  square: Square | null;
  balance: number;
  immunityCards: number;
  immunityInBank: number;
  /** He must be out of debt by this week, or his players are sold to the bank. */
  debtDeadline: { season: number; week: number } | null;
  resigned: boolean;
  /** Crisis: the player each section would lose. */
  crisisLosses: { section: Section; player: FortunePlayerView | null }[];
  /** Bank Finance: his players and what the bank pays for each. */
  saleable: FortunePlayerView[];
  /** This week's auction lots, and whether he bids on a lot at half price, in steps. */
  lots: (FortunePlayerView & { halfPriceForMe: boolean })[];
  bank: FortunePlayerView[];
  orders: FortuneOrders;
}

/** /fortune: the manager's square and choices, read from the league's state; private to him. */
export async function fortuneView(deps: LeagueDeps, input: { leagueId: string; userId: string }): Promise<FortuneView> {
  const league = await requireLeague(deps.db, input.leagueId);
  const club = await clubOfManager(deps.db, league.id, input.userId);
  if (!club) throw new NotYourClub();
  const [state, orders] = await deps.db
    .transaction()
    .execute(async (trx) => Promise.all([currentState(trx, league), clubOrdersOf(trx, league.id, club.id, league.turn)]));
  const fortunes = state.fortunes;
  if (!fortunes) throw new RuleViolation([violation('not-a-fortunes-league', 'not-a-fortunes-league-create')]);
  const view = (id: string, price: number): FortunePlayerView => {
    const p = state.players[id]!;
    return { id, name: p.name, ability: p.ability, positions: p.positions, price };
  };
  const squad = playersFor(state, club.id, 'sell');
  return {
    clubName: club.name,
    season: state.season,
    week: state.week,
    phase: state.phase,
    square: fortunes.squares[club.id] ?? null,
    balance: state.clubs[club.id]!.balance,
    immunityCards: immunityHeld(fortunes, club.id),
    immunityInBank: fortunes.immunity.bank,
    debtDeadline: fortunes.debts[club.id] ?? null,
    resigned: fortunes.resigned.includes(club.id),
    crisisLosses: SECTIONS.map((section) => {
      const best = bestPlayer(squad, { section });
      return { section, player: best ? view(best.id, bankBuyingPrice(best)) : null };
    }),
    saleable: squad.map((p) => view(p.id, bankBuyingPrice(p))).sort((a, b) => a.price - b.price || a.name.localeCompare(b.name)),
    lots: auctionLots(fortunes).map((lot) => ({ ...view(lot.playerId, 0), halfPriceForMe: lot.halfPrice && lot.clubId === club.id })),
    bank: fortunes.bank.map((id) => view(id, bankSellingPrice(state.players[id]!))),
    orders: orders.fortune ?? {},
  };
}
