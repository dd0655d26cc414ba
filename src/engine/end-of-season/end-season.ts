import { copyLeagueState } from '../clone-state.js';
import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import { payHomeGameIncome } from '../phases/income.js';
import { payCupsLeagueIncome } from '../phases/cup-income.js';
import { recordCupTrophies } from '../cups/cup-season.js';
import { rollPotentialDeclineRetirement } from '../ageing/ageing-rolls.js';
import { divisionTable } from '../season/league-table.js';
import { completeAllBuilds } from '../stadium/builds.js';
import { payStaff } from '../staff/staff-orders.js';
import { listOpeningPlayers } from '../transfers/opening-list.js';
import { listedEvent, listForReason } from '../transfers/sales.js';
import { dropFromLineup } from '../transfers/signings.js';
import { askingPrice } from '../transfers/transfer-values.js';
import { WEEKS_PER_SEASON, type DivisionIndex, type LeagueState, type SeasonHistory } from '../model/types.js';
import type { StepResult } from '../model/step-result.js';
import { simDivision } from './simming-divisions.js';
import { isTooGood } from './too-good.js';

/** Rulebook, "Simming Divisions": two up and two down between neighbouring divisions. */
export const PROMOTED_PLACES = 2;
export const RELEGATED_PLACES = 2;
export const TOP_SCORERS_KEPT = 10;

/**
 * Rulebook, "End of Season", in its order: the last home gate, staff wages,
 * divisions without a player-controlled club simmed, champions, promotion and
 * relegation, players too good for their new division listed, retirements,
 * listed players a year older and rolled again, building work completed and
 * league history recorded. The league then waits in the next pre-season,
 * its opening transfer list rolled.
 */
export function endSeason(input: LeagueState, dice: Dice): StepResult {
  const state = copyLeagueState(input);
  const events: EngineEvent[] = [{ type: 'season-ended', season: state.season }];
  const playerClubs = Object.values(state.clubs).filter((c) => c.playerControlled);
  if (state.cups) payCupsLeagueIncome(state, events);
  for (const club of playerClubs) {
    if (!state.cups) payHomeGameIncome(state, events, club.id, WEEKS_PER_SEASON);
    payStaff(state, events, club.id);
  }

  const finals = state.divisions.map((division) => {
    const hasPlayerClub = division.clubIds.some((id) => state.clubs[id]!.playerControlled);
    if (hasPlayerClub) return { index: division.index, table: divisionTable(division) };
    const byRanking = [...division.clubIds].sort((a, b) => state.clubs[a]!.ranking - state.clubs[b]!.ranking);
    const sim = simDivision(byRanking, dice);
    events.push({ type: 'division-simmed', division: division.index, rolls: sim.rolls });
    const blank = divisionTable({ clubIds: sim.order, results: [] });
    return { index: division.index, table: blank };
  });

  const history: SeasonHistory = {
    season: state.season,
    divisions: [],
    champion: finals[0]!.table[0]!.clubId,
    runnerUp: finals[0]!.table[1]!.clubId,
    topScorers: topScorers(state),
  };
  const moves = new Map<string, DivisionIndex>();
  for (const { index, table } of finals) {
    const order = table.map((row) => row.clubId);
    const promoted = index > 0 ? order.slice(0, PROMOTED_PLACES) : [];
    const relegated = index < 3 ? order.slice(-RELEGATED_PLACES) : [];
    history.divisions.push({ index, table, promoted, relegated });
    events.push({ type: 'division-finished', division: index, order, promoted, relegated });
    order.forEach((clubId, i) => {
      const club = state.clubs[clubId]!;
      club.lastSeason = {
        division: index,
        position: i + 1,
        champion: index === 0 && i === 0,
        runnerUp: index === 0 && i === 1,
        promoted: promoted.includes(clubId),
        relegated: relegated.includes(clubId),
      };
    });
    for (const id of promoted) moves.set(id, (index - 1) as DivisionIndex);
    for (const id of relegated) moves.set(id, (index + 1) as DivisionIndex);
  }
  events.push({ type: 'champions', clubId: history.champion, runnerUpId: history.runnerUp });
  recordCupTrophies(state, history);
  state.history.push(history);

  for (const [clubId, to] of moves) state.clubs[clubId]!.division = to;
  for (const division of state.divisions) {
    const stay = division.clubIds.filter((id) => !moves.has(id));
    const arrive = [...moves].filter(([, to]) => to === division.index).map(([id]) => id);
    division.clubIds = [...stay, ...arrive];
    division.fixtures = [];
    division.results = [];
  }

  retire(state, events);
  listTooGood(state, events);
  ageTheList(state, dice, events);
  for (const club of playerClubs) completeAllBuilds(events, club);

  state.season += 1;
  state.week = 0;
  state.phase = 'preseason';
  listOpeningPlayers(state, dice, events);
  return { state, events };
}

function topScorers(state: LeagueState): SeasonHistory['topScorers'] {
  return Object.values(state.players)
    .filter((p) => p.stats.goals > 0)
    .sort((a, b) => b.stats.goals - a.stats.goals || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .slice(0, TOP_SCORERS_KEPT)
    .map((p) => ({ playerId: p.id, name: p.name, clubId: p.clubId, goals: p.stats.goals }));
}

/** Rulebook, "Retirement": a player marked with the cross retires at the end of the season. */
function retire(state: LeagueState, events: EngineEvent[]): void {
  for (const player of Object.values(state.players)) {
    if (!player.retiring) continue;
    if (player.clubId) dropFromLineup(state, player.clubId, player.id);
    delete state.players[player.id];
    state.market = state.market.filter((l) => l.playerId !== player.id);
    events.push({ type: 'retired', playerId: player.id, name: player.name, clubId: player.clubId });
  }
}

/**
 * Players too good for their club's division (after promotion and relegation)
 * go on the list; one listed as too good who no longer is (his club went up)
 * comes off it.
 */
function listTooGood(state: LeagueState, events: EngineEvent[]): void {
  state.market = state.market.filter((listing) => {
    if (listing.reason !== 'too-good') return true;
    const player = state.players[listing.playerId]!;
    const club = player.clubId ? state.clubs[player.clubId] : null;
    return !club || isTooGood(player.ability, club.division);
  });
  for (const player of Object.values(state.players)) {
    const club = player.clubId ? state.clubs[player.clubId] : null;
    if (!club?.playerControlled || !isTooGood(player.ability, club.division)) continue;
    const listing = listForReason(state, player.id, 'too-good');
    if (listing) events.push(listedEvent(player, listing));
  }
}

/**
 * Rulebook, "End of Season": players on the list age a year and roll again;
 * their price follows. A listed player who is still in a squad ages with the
 * squad in pre-season instead, so no one ages twice.
 */
function ageTheList(state: LeagueState, dice: Dice, events: EngineEvent[]): void {
  for (const listing of state.market) {
    const player = state.players[listing.playerId]!;
    if (player.clubId) {
      listing.askingPrice = askingPrice(player, listing.mode);
      continue;
    }
    player.age += 1;
    rollPotentialDeclineRetirement(player, dice, events);
    listing.askingPrice = askingPrice(player, listing.mode);
  }
}
