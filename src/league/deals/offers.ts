import type { Transaction } from 'kysely';
import { clubOfManager, lockClub, type ClubHeader } from '../../db/repositories/club.repository.js';
import { lockLeagueForOrders } from '../../db/repositories/league.repository.js';
import { findOffer, insertOffer, liveOffersOfClub, lockOffer, nextAcceptedSeq, updateOffer } from '../../db/repositories/offers.repository.js';
import { enqueue } from '../../db/repositories/outbox.repository.js';
import type { Database, LeagueRow, OfferRow } from '../../db/tables.js';
import type { LeagueDeps } from '../deps.js';
import { Conflict, InvalidInput, NotFound } from '../errors.js';
import { requireManagerClub } from '../guards.js';
import { clubFromText } from '../resolve/club-text.js';
import { postLocale, settingsView } from '../shared/league-summary.js';
import { t } from '../../i18n/translate.js';
import type { OfferNoticeMessage } from './deal-message-types.js';
import { CARDS_DEALS } from './cards-deal-game.js';
import { FOOTBALL_DEALS } from './football-deal-game.js';
import { FORTUNES_DEALS } from './fortunes-deal-game.js';
import type { OfferAnswer, OfferGame } from './offer-game.js';
import { offerCustomId, requireAnswerable, requireOwnOpenOffer, requireParty, type OfferAction } from './offer-lifecycle.js';
import { requireOfferRoom } from './offer-limits.js';
import { tellOfferMaker } from './offer-end-notice.js';
import { endOfferNotice, offerNoticeKey } from './offer-notice-ending.js';
import type { OfferView } from './offer-views.js';
import { storedText } from '../../i18n/stored-text.js';

/** The offer machinery's view of a game, whatever its state and terms (each game reads back only its own). */
type AnyOfferGame = OfferGame<unknown, unknown, OfferView>;

const OFFER_GAMES = { football: FOOTBALL_DEALS, cards: CARDS_DEALS, fortunes: FORTUNES_DEALS } as const;

/** The game whose terms a league's offers carry: football's deals, the card game's trades or Football Fortunes' deals. */
export function offerGameOf(league: Pick<LeagueRow, 'game'>): AnyOfferGame {
  return OFFER_GAMES[league.game] as unknown as AnyOfferGame;
}

/** The command whose buttons answer deal offers. */
export const DEAL_COMMAND = 'trade';

/**
 * Who an offer is made to: a manager (a Discord member), or a club by id (an AI club has no manager), or the maker
 * of the offer (by id) it counters.
 */
export interface OfferTarget {
  userId?: string;
  clubId?: string;
  counters?: string;
}

export interface OfferOutcome {
  offer: OfferView;
  /** The AI's answer when the club it was made to has no manager; null when a manager will answer. */
  aiAnswer: OfferAnswer | null;
}

type Trx = Transaction<Database>;

async function openLeague(trx: Trx, leagueId: string): Promise<LeagueRow> {
  const league = await lockLeagueForOrders(trx, leagueId);
  if (!league) throw new NotFound('league', { key: 'deal.refusal.noLeague' });
  if (!league.started) throw new Conflict('not-started', { key: 'deal.refusal.notStarted' });
  return league;
}

async function targetClub(trx: Trx, leagueId: string, target: OfferTarget): Promise<ClubHeader> {
  const club = target.userId
    ? await clubOfManager(trx, leagueId, target.userId)
    : target.clubId
      ? await clubFromText(trx, leagueId, target.clubId)
      : undefined;
  if (!club) throw new InvalidInput({ key: target.userId ? 'deal.refusal.noManager' : 'deal.refusal.noClub' });
  if (!club.player_controlled) throw new InvalidInput({ key: 'deal.refusal.nonPlayerClub', params: { club: club.name } });
  return club;
}

/**
 * A manager makes an offer. It is checked against the rules now (the same
 * check runs when it is accepted and when the step carries it out): nothing is
 * stored when it breaks one. A manager's club is told in the channel that it
 * has an offer, from whom, with buttons; a club the AI manages answers at once
 * by its value rule.
 */
export async function makeOffer<State, Terms>(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; to: OfferTarget },
  offerGame: OfferGame<State, Terms, OfferView>,
  build: TermsBuilder<State, Terms>,
): Promise<OfferOutcome> {
  const counters = input.to.counters;
  if (counters) return counterOffer(deps, { leagueId: input.leagueId, userId: input.userId, offerId: counters }, offerGame, build);
  return deps.db.transaction().execute(async (trx) => placeOffer(trx, deps, await openLeague(trx, input.leagueId), input, offerGame, build));
}

/** How a command's input becomes a game's terms, once the clubs are known. */
export type TermsBuilder<State, Terms> = (state: State, ownClubId: string, otherClubId: string) => Terms;

/**
 * The manager an offer was made to counters it with terms of his own: in one step the counter is made as a new
 * offer to the maker (checked like any offer, with the maker told in the channel and given its buttons) and the
 * first is countered, its notice edited. Terms that break a rule are refused and change nothing: the first offer
 * stays open.
 */
async function counterOffer<State, Terms>(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; offerId: string },
  offerGame: OfferGame<State, Terms, OfferView>,
  build: TermsBuilder<State, Terms>,
): Promise<OfferOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const { league, offer: found } = await offerInLeague(trx, input.offerId, input.leagueId);
    const offer = requireAnswerable(found, input.userId);
    const to = { clubId: offer.from_club_id };
    const outcome = await placeOffer(trx, deps, league, { userId: input.userId, to, counterOf: String(offer.id) }, offerGame, build);
    const now = deps.clock.now();
    await updateOffer(trx, offer.id, { status: 'countered', at: now, settledTurn: league.turn });
    // The maker learns of the counter from its own notice, which pings him: no second line.
    await endOfferNotice(trx, league, String(offer.id), 'countered', now);
    return outcome;
  });
}

/** The manager an offer was made to, about to counter it: the offer as it stands, while he may still answer it. */
export async function answerableOffer(deps: LeagueDeps, input: { leagueId: string; userId: string; offerId: string }): Promise<OfferView> {
  return deps.db.transaction().execute(async (trx) => {
    const { league, offer } = await offerInLeague(trx, input.offerId, input.leagueId);
    const row = requireAnswerable(offer, input.userId);
    const game = offerGameOf(league);
    return game.view(await game.read(trx, league), row);
  });
}

async function placeOffer<State, Terms>(
  trx: Trx,
  deps: LeagueDeps,
  league: LeagueRow,
  input: { userId: string; to: OfferTarget; counterOf?: string },
  offerGame: OfferGame<State, Terms, OfferView>,
  build: TermsBuilder<State, Terms>,
): Promise<OfferOutcome> {
  const own = await requireManagerClub(trx, league.id, input.userId, trx);
  const other = await targetClub(trx, league.id, input.to);
  if (other.id === own.id) throw new InvalidInput({ key: 'deal.refusal.ownClub' });
  const game = offerGameOf(league);
  if (game !== (offerGame as unknown)) throw new Conflict('other-game', { key: 'deal.refusal.otherGame', params: { game: league.game } });
  const now = deps.clock.now();
  await requireOfferRoom(trx, league.id, own.id, now);
  const state = await game.read(trx, league);
  const terms = build(state as State, own.id, other.id);
  const problem = game.offerProblem(state, terms, own.id);
  if (problem) throw new InvalidInput(problem);

  const row = await insertOffer(trx, {
    leagueId: league.id,
    kind: game.kind(terms),
    fromClubId: own.id,
    toClubId: other.id,
    fromUserId: input.userId,
    toUserId: other.manager_user_id,
    terms,
    turn: league.turn,
    counterOf: input.counterOf ?? null,
    at: now,
  });
  if (other.manager_user_id) {
    await enqueue(trx, [offerNotice(league, row, own.name, other.name, other.manager_user_id, input.counterOf)], now);
    return { offer: game.view(state, row), aiAnswer: null };
  }
  const answer = game.aiAnswer(state, terms, other.id);
  const note = answer.accept ? null : storedText(answer.reason);
  if (answer.accept) await accept(trx, league, row, input.userId, now);
  else await updateOffer(trx, row.id, { status: 'declined', note, at: now, settledTurn: league.turn });
  return {
    offer: game.view(state, { ...row, status: answer.accept ? 'accepted' : 'declined', note }),
    aiAnswer: answer,
  };
}

function offerNotice(league: LeagueRow, row: OfferRow, fromName: string, toName: string, toUserId: string, counterOf: string | undefined) {
  const id = String(row.id);
  // The buttons are the channel's, so in the league's language.
  const language = settingsView(league).language;
  const button = (action: OfferAction, style: 'primary' | 'secondary' | 'success' | 'danger') => ({
    customId: offerCustomId(DEAL_COMMAND, id, action),
    label: t(language, `deal.button.${action}`),
    style,
  });
  const message: OfferNoticeMessage = {
    offerId: id,
    kind: row.kind,
    fromClubName: fromName,
    fromUserId: row.from_user_id,
    toClubName: toName,
    toUserId,
    ...(counterOf ? { counterOf } : {}),
    ...postLocale(league),
    buttons: [button('view', 'primary'), button('accept', 'success'), button('decline', 'danger'), button('counter', 'secondary')],
  };
  return { leagueId: league.id, channelId: league.channel_id, kind: 'deal-offer', payload: message, dedupeKey: offerNoticeKey(id) };
}

/** Accepted: the deal joins the offering club's orders for this turn, in the league's acceptance order. */
async function accept(trx: Trx, league: LeagueRow, offer: OfferRow, by: string, at: Date): Promise<void> {
  // One acceptance at a time per offering club, so its deals order is written from every accepted offer.
  await lockClub(trx, league.id, offer.from_club_id);
  const seq = await nextAcceptedSeq(trx, league.id);
  await updateOffer(trx, offer.id, { status: 'accepted', acceptedSeq: seq, acceptedTurn: league.turn, at });
  await offerGameOf(league).writeOrders(trx, league, offer.from_club_id, by, at);
}

/** A button pressed, or a command naming an offer: the offer's league, held against a step being played meanwhile. */
async function offerInLeague(trx: Trx, offerId: string, leagueId: string): Promise<{ league: LeagueRow; offer: OfferRow | undefined }> {
  const found = await findOffer(trx, offerId);
  if (found && found.league_id !== leagueId) return { league: await openLeague(trx, leagueId), offer: undefined };
  const league = await openLeague(trx, leagueId);
  return { league, offer: await lockOffer(trx, offerId) };
}

const ANSWER_STATUS = { accept: 'accepted', decline: 'declined', counter: 'countered' } as const;

/** The manager the offer was made to answers it: accept (checked against the rules again), decline or counter. */
export async function answerOffer(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; offerId: string; answer: 'accept' | 'decline' | 'counter' },
): Promise<OfferView> {
  return deps.db.transaction().execute(async (trx) => {
    const { league, offer: found } = await offerInLeague(trx, input.offerId, input.leagueId);
    const offer = requireAnswerable(found, input.userId);
    const game = offerGameOf(league);
    const state = await game.read(trx, league);
    const now = deps.clock.now();
    const status = ANSWER_STATUS[input.answer];
    if (status === 'accepted') {
      const problem = game.problem(state, offer.terms);
      if (problem) throw new InvalidInput({ key: 'deal.refusal.cannotAccept', params: { problem } });
      await accept(trx, league, offer, input.userId, now);
    } else {
      await updateOffer(trx, offer.id, { status, at: now, settledTurn: league.turn });
    }
    await tellOfferMaker(trx, league, offer, status, now);
    await endOfferNotice(trx, league, String(offer.id), status, now);
    return game.view(state, { ...offer, status });
  });
}

/** Either manager of an offer reads its terms. */
export async function viewOffer(deps: LeagueDeps, input: { leagueId: string; userId: string; offerId: string }): Promise<OfferView> {
  return deps.db.transaction().execute(async (trx) => {
    const { league, offer } = await offerInLeague(trx, input.offerId, input.leagueId);
    const row = requireParty(offer, input.userId);
    const game = offerGameOf(league);
    return game.view(await game.read(trx, league), row);
  });
}

/** The manager who made an open offer withdraws it. */
export async function cancelOffer(deps: LeagueDeps, input: { leagueId: string; userId: string; offerId: string }): Promise<OfferView> {
  return deps.db.transaction().execute(async (trx) => {
    const { league, offer: found } = await offerInLeague(trx, input.offerId, input.leagueId);
    const offer = requireOwnOpenOffer(found, input.userId);
    await updateOffer(trx, offer.id, { status: 'cancelled', at: deps.clock.now(), settledTurn: league.turn });
    await endOfferNotice(trx, league, String(offer.id), 'cancelled', deps.clock.now());
    const game = offerGameOf(league);
    return game.view(await game.read(trx, league), { ...offer, status: 'cancelled' });
  });
}

/** An open offer expires at the deadline; renewed, it stands until the next one. */
export async function renewOffer(deps: LeagueDeps, input: { leagueId: string; userId: string; offerId: string }): Promise<OfferView> {
  return deps.db.transaction().execute(async (trx) => {
    const { league, offer: found } = await offerInLeague(trx, input.offerId, input.leagueId);
    const offer = requireOwnOpenOffer(found, input.userId);
    if (offer.expires_turn > league.turn) throw new Conflict('offer-renewed', { key: 'deal.refusal.alreadyRenewed' });
    await updateOffer(trx, offer.id, { status: 'open', expiresTurn: league.turn + 1, at: deps.clock.now() });
    const game = offerGameOf(league);
    return game.view(await game.read(trx, league), { ...offer, expires_turn: league.turn + 1 });
  });
}

/** The manager's offers still in play, sent and received. */
export async function listOffers(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string },
): Promise<{ clubId: string; turn: number; offers: OfferView[] }> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await openLeague(trx, input.leagueId);
    const own = await requireManagerClub(trx, league.id, input.userId);
    const game = offerGameOf(league);
    const [rows, state] = await Promise.all([liveOffersOfClub(trx, league.id, own.id), game.read(trx, league)]);
    return { clubId: own.id, turn: league.turn, offers: rows.map((row) => game.view(state, row)) };
  });
}
