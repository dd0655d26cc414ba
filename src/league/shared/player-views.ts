import type { ClubOrders } from '../../engine/model/orders.js';
import { transferValue } from '../../engine/transfers/transfer-values.js';
import type { Listing, Player, TrainingCode } from '../../engine/model/types.js';
import type { ListingView, PlayerOwnView, PlayerPublicView, PlayerView } from './views.js';

export type ClubNameOf = (clubId: string | null) => string | null;
/** Weeks a plan takes this player at his club now (engine, "trainingWeeks"). */
export type PlanLength = (player: Player, code: TrainingCode) => number | null;

/** What any manager may see of a player. */
export function publicPlayer(player: Player, clubName: ClubNameOf, listing: Listing | undefined): PlayerPublicView {
  return {
    id: player.id,
    name: player.name,
    age: player.age,
    positions: [...player.positions],
    ability: player.ability,
    potentialReached: player.potentialReached,
    retiring: player.retiring,
    form: player.form,
    injuryWeeks: player.injuryWeeks,
    stats: { ...player.stats },
    clubId: player.clubId,
    clubName: clubName(player.clubId),
    listing: listing ? { askingPrice: listing.askingPrice, mode: listing.mode } : null,
    ...(player.loan ? { loanedFrom: clubName(player.loan.ownerId) } : {}),
    value: transferValue(player),
  };
}

/** What only his own manager sees: training, niggles, and the plan ordered this week. */
export function ownPlayer(
  player: Player,
  clubName: ClubNameOf,
  listing: Listing | undefined,
  orders: ClubOrders,
  planLength: PlanLength,
): PlayerOwnView {
  const orderedTraining = orders.training && player.id in orders.training ? orders.training[player.id] : undefined;
  const code = orderedTraining !== undefined ? orderedTraining : player.training;
  return {
    ...publicPlayer(player, clubName, listing),
    niggle: player.niggle,
    training: player.training,
    trainingProgress: { ...player.trainingProgress },
    boughtInWeek: player.boughtInWeek,
    orderedTraining,
    trainingPlan: code ? { code, weeks: planLength(player, code), done: player.trainingProgress[code] ?? 0 } : null,
  };
}

export function playerViewOf(
  player: Player,
  ownClubId: string | null,
  clubName: ClubNameOf,
  listing: Listing | undefined,
  orders: ClubOrders,
  planLength: PlanLength,
): PlayerView {
  return ownClubId !== null && player.clubId === ownClubId
    ? { own: true, ...ownPlayer(player, clubName, listing, orders, planLength) }
    : { own: false, ...publicPlayer(player, clubName, listing) };
}

export function listingView(listing: Listing, player: Player, clubName: ClubNameOf): ListingView {
  return {
    player: publicPlayer(player, clubName, listing),
    sellerId: listing.sellerId,
    sellerName: clubName(listing.sellerId),
    askingPrice: listing.askingPrice,
    mode: listing.mode,
    listedWeek: listing.listedWeek,
    reason: listing.reason,
  };
}
