import { WEEKS_PER_SEASON, type LeagueState, type Player } from '../model/types.js';
import type { DealLapse } from '../model/deal-events.js';
import { immunityTermProblem, type ImmunityTermRule } from './immunity-term.js';
import { countsFor } from '../transfers/loan-policy.js';
import { dealClubs, dealImmunity, dealMoves, dealPayment, type DealTerms } from './terms.js';
import { dealsOpen, matchesLeft } from './window.js';

/** Football Fortunes, "The squad": each side must still field a full team, and the engine asks for a goalkeeper. */
export const MIN_SQUAD_AFTER_DEAL = 11;

/**
 * The rule a deal breaks, one for each sentence a manager can be shown (`deal.rule.<rule>` in the catalogue); a
 * lapse reason may have several.
 */
export type DealRule =
  | 'deals-closed'
  | 'club-cannot-trade'
  | 'trade-with-itself'
  | 'nothing-moves'
  | 'player-named-twice'
  | 'player-not-at-club'
  | 'player-on-loan'
  | 'loan-length'
  | ImmunityTermRule
  | 'cannot-afford'
  | 'squad-too-small'
  | 'no-goalkeeper';

/** What a rule's sentence names: clubs' and players' names, counts and amounts, for the reader's language to word. */
export type DealRuleParams = Readonly<Record<string, string | number>>;

export interface DealProblem {
  reason: DealLapse;
  rule: DealRule;
  params: DealRuleParams;
  /** The club or player the problem is about, when there is one. */
  clubId: string | null;
  playerId: string | null;
}

function problem(reason: DealLapse, rule: DealRule, params: DealRuleParams = {}, ids: { clubId?: string; playerId?: string } = {}): DealProblem {
  return { reason, rule, params, clubId: ids.clubId ?? null, playerId: ids.playerId ?? null };
}

export function isGoalkeeper(player: Pick<Player, 'positions'>): boolean {
  return player.positions.includes('GK');
}

/**
 * Why a deal cannot be carried out in the league's next step, or null. The
 * same check runs when an offer is made, when it is accepted, and when the
 * step carries it out: both clubs still own the players (and neither is on
 * loan), the payer can afford it, both keep a legal squad, and the window is open.
 *
 * `seenBy` checks the deal as one club sees it, when its manager makes an
 * offer (docs/rules.md, "Deals between managers"): squads, loans and the
 * window are public, but another club's money and Immunity cards are its
 * manager's own business, so they wait for the acceptance and the step. A
 * refusal then tells the offering manager nothing he could not know.
 */
export function dealProblem(state: LeagueState, terms: DealTerms, seenBy?: string): DealProblem | null {
  const mayRead = (clubId: string) => seenBy === undefined || seenBy === clubId;
  if (!dealsOpen(state)) return problem('window-closed', 'deals-closed');
  const [a, b] = dealClubs(terms);
  for (const clubId of [a, b]) {
    const club = state.clubs[clubId];
    if (!club || !club.playerControlled) return problem('club-gone', 'club-cannot-trade', {}, { clubId });
  }
  if (a === b) return problem('club-gone', 'trade-with-itself', {}, { clubId: a });
  const moves = dealMoves(terms);
  if (moves.length === 0 && terms.kind === 'transfer' && !dealImmunity(terms)) {
    return problem('player-moved', 'nothing-moves');
  }
  if (new Set(moves.map((m) => m.playerId)).size !== moves.length) return problem('player-moved', 'player-named-twice');
  for (const move of moves) {
    const player = state.players[move.playerId];
    const clubName = state.clubs[move.from]!.name;
    if (!player || player.clubId !== move.from) {
      const named = { player: player?.name ?? move.playerId, club: clubName };
      return problem('player-moved', 'player-not-at-club', named, { clubId: move.from, playerId: move.playerId });
    }
    if (!countsFor(player, move.from, 'sell')) {
      return problem('player-on-loan', 'player-on-loan', { player: player.name, club: clubName }, { clubId: move.from, playerId: player.id });
    }
  }
  if (terms.kind === 'loan') {
    const longest = matchesLeft(state);
    if (terms.matches !== null && (!Number.isInteger(terms.matches) || terms.matches < 1 || terms.matches > longest)) {
      return problem('loan-too-long', 'loan-length', { longest, season: WEEKS_PER_SEASON });
    }
  }
  const cards = immunityTermProblem(state, terms);
  if (cards && (cards.clubId === null || mayRead(cards.clubId)))
    return problem('no-immunity-card', cards.rule, cards.params, cards.clubId ? { clubId: cards.clubId } : {});
  const payment = dealPayment(terms);
  if (payment && mayRead(payment.payer) && state.clubs[payment.payer]!.balance < payment.amount) {
    return problem('cannot-afford', 'cannot-afford', { club: state.clubs[payment.payer]!.name }, { clubId: payment.payer });
  }
  return squadProblem(state, terms, [a, b]);
}

/**
 * The club's own players at home once the deal is done: the side it keeps
 * (loan-policy.ts). A player lent in the deal counts for neither club: his
 * owner has not got him, and his borrower has him only for a while.
 */
export function sideAfterDeal(state: LeagueState, terms: DealTerms, clubId: string): Player[] {
  const moves = new Map(dealMoves(terms).map((m) => [m.playerId, m]));
  return Object.values(state.players).filter((p) => {
    const move = moves.get(p.id);
    const after = move ? { clubId: move.to, loan: terms.kind === 'loan' ? { ownerId: move.from, matchesLeft: terms.matches } : undefined } : p;
    return countsFor(after, clubId, 'keep-a-side');
  });
}

function squadProblem(state: LeagueState, terms: DealTerms, clubIds: string[]): DealProblem | null {
  for (const clubId of clubIds) {
    const after = sideAfterDeal(state, terms, clubId);
    const name = state.clubs[clubId]!.name;
    if (after.length < MIN_SQUAD_AFTER_DEAL) {
      return problem('squad-too-small', 'squad-too-small', { club: name, left: after.length, least: MIN_SQUAD_AFTER_DEAL }, { clubId });
    }
    if (!after.some(isGoalkeeper)) return problem('no-goalkeeper', 'no-goalkeeper', { club: name }, { clubId });
  }
  return null;
}
