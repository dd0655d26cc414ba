import { copyLeagueState } from '../clone-state.js';
import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import { changeMoney } from '../money/ledger.js';
import type { LeagueOrders } from '../model/orders.js';
import { applyStadiumOrders, applyStaffOrders } from '../phases/stadium-and-staff.js';
import { fixtureList } from '../season/fixtures.js';
import { rollForm } from '../setup/form-assessment.js';
import { completeAllBuilds } from '../stadium/builds.js';
import { IN_SEASON_BUILD_WEEKS } from '../stadium/stadium-chart.js';
import { listForReason } from '../transfers/sales.js';
import { DIVISIONS, type LeagueState, type Player } from '../model/types.js';
import type { StepResult } from '../model/step-result.js';
import { rollPotentialDeclineRetirement } from '../ageing/ageing-rolls.js';
import { rankDivisions } from './division-rankings.js';
import { leaguePositionBonus } from './league-position-bonus.js';
import { signSponsor } from './sponsors.js';
import { applyStandingOrders } from './standing-orders.js';
import { requestsTransfer } from './transfer-requests.js';

/**
 * Rulebook, "Pre-Season", in its order: squads a year older (not in season
 * one), potential, decline and retirement rolls, transfer requests, form
 * assessment (season one), the league position bonus (not in season one), the
 * sponsor, the division rankings; then the club's pre-season orders for staff
 * and building (ready for week 1, except in season one), the orders that stand
 * for week 1 (XI, training, sales), and the fixture list.
 */
export function runPreseason(input: LeagueState, orders: LeagueOrders, dice: Dice): StepResult {
  const state = copyLeagueState(input);
  const events: EngineEvent[] = [{ type: 'preseason-started', season: state.season }];
  const firstSeason = state.season === 1;
  const squads = Object.values(state.players).filter((p) => p.clubId && state.clubs[p.clubId]?.playerControlled);

  for (const player of squads) {
    if (!firstSeason) player.age += 1;
    rollPotentialDeclineRetirement(player, dice, events);
  }
  if (!firstSeason) transferRequests(state, orders, squads, events);
  if (firstSeason) {
    for (const player of squads) {
      const { roll, form } = rollForm(dice);
      player.form = form;
      events.push({ type: 'form-assessed', playerId: player.id, clubId: player.clubId!, roll, form });
    }
  }
  for (const player of squads) player.stats = { games: 0, goals: 0, assists: 0, gamesMissed: 0, gamesInjured: 0 };

  const playerClubs = Object.values(state.clubs)
    .filter((c) => c.playerControlled)
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const club of playerClubs) {
    completeAllBuilds(events, club);
    const last = club.lastSeason;
    if (!firstSeason && last) {
      const bonus = leaguePositionBonus(last.division, last.position);
      changeMoney(state, events, club.id, bonus, 'bonus', `Finished ${ordinal(last.position)} in the ${DIVISIONS[last.division]} Division`);
    }
    signSponsor(state, events, club, orders[club.id]?.sponsorYears ?? 1, dice);
  }
  rankDivisions(state);
  for (const division of state.divisions) events.push({ type: 'division-ranked', division: division.index, order: [...division.clubIds] });
  for (const club of playerClubs) {
    const clubOrders = orders[club.id] ?? {};
    applyStaffOrders(state, events, club.id, clubOrders, false);
    applyStadiumOrders(state, events, club.id, clubOrders, firstSeason ? IN_SEASON_BUILD_WEEKS : 0);
    applyStandingOrders(state, events, club.id, clubOrders);
  }
  for (const division of state.divisions) {
    if (division.fixtures.length === 0) division.fixtures = fixtureList(division.clubIds, dice);
  }
  state.phase = 'season';
  state.week = 1;
  return { state, events };
}

/**
 * Last season's requests are settled first: each stays on the list only if his
 * club orders it (the AI, and a manager who says nothing, take him off); then
 * last season's unhappy players go on the list.
 */
function transferRequests(state: LeagueState, orders: LeagueOrders, squads: Player[], events: EngineEvent[]): void {
  state.market = state.market.filter((listing) => {
    if (listing.reason !== 'transfer-request' || !listing.sellerId) return true;
    const kept = orders[listing.sellerId]?.keepListed?.includes(listing.playerId) ?? false;
    events.push({ type: 'transfer-request-settled', playerId: listing.playerId, clubId: listing.sellerId, kept });
    return kept;
  });
  for (const player of squads) {
    if (!requestsTransfer(player, state.season - 1)) continue;
    const listing = listForReason(state, player.id, 'transfer-request');
    if (!listing) continue;
    events.push({
      type: 'transfer-request',
      playerId: player.id,
      clubId: player.clubId!,
      gamesMissed: player.stats.gamesMissed,
      games: player.stats.games,
    });
  }
}

function ordinal(n: number): string {
  const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}
