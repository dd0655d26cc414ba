import type { Transaction } from 'kysely';
import type { Database, LeagueRow, OfferRow } from '../../db/tables.js';
import type { CatalogueText } from '../../i18n/translate.js';

/** A club the AI manages answers at once, with one sentence for the offering manager. */
export interface OfferAnswer {
  accept: boolean;
  reason: CatalogueText;
}

/**
 * What a game brings to the offer machinery (the offers table, the buttons,
 * the life of an offer in offers.ts): its terms, how they are checked against
 * its state, how a club the AI manages answers, how an offer reads, and how
 * accepted offers become the step's orders. Football's deals are one
 * (football-deal-game.ts); another game's trades plug in the same way.
 */
export interface OfferGame<State, Terms, View> {
  /** The state offers are checked against, for reading only. */
  read(trx: Transaction<Database>, league: LeagueRow): Promise<State>;
  /** The kind stored with the offer. */
  kind(terms: Terms): string;
  /**
   * Why the offering club may not make the offer, as a catalogue sentence, or null: the terms checked on what its manager
   * may know (his own side and the league's public facts), so a refusal tells him nothing of the other club's
   * money or hand; the rest waits for `problem` when the offer is accepted and carried out.
   */
  offerProblem(state: State, terms: Terms, offeringClubId: string): CatalogueText | null;
  /**
   * Why the terms cannot be carried out at the next step, both sides checked, as a sentence both managers may
   * read (it names no club's money or cards), or null.
   */
  problem(state: State, terms: Terms): CatalogueText | null;
  /** The answer of the club the offer is made to when no manager runs it. */
  aiAnswer(state: State, terms: Terms, clubId: string): OfferAnswer;
  /** An offer as its managers read it. */
  view(state: State, row: OfferRow): View;
  /** Writes the offering club's orders for the open turn from its accepted offers. */
  writeOrders(trx: Transaction<Database>, league: LeagueRow, clubId: string, by: string, at: Date): Promise<void>;
}
