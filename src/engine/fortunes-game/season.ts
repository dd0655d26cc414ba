import type { Dice } from '../dice.js';
import { seasonCalendar } from './calendar.js';
import { COMPETITIONS, isRunning, newCup, type Cup } from './cup.js';
import { europeanEntries, europeanField } from './europe.js';
import { cashPoints, CUP_ROUND_POINTS, leaguePoints, TROPHY_POINTS } from './game-points.js';
import { leagueRounds, leagueTable, newLeagueSeason } from './league.js';
import type { GameEvent } from './events.js';
import type { FortunesGame, SeasonRecord } from './state.js';

export function isManagerClub(game: FortunesGame, clubId: string): boolean {
  const manager = game.managers[clubId];
  return manager !== undefined && !manager.resigned;
}

/** A season's league, cups and calendar. From season two the European competitions join the F.A. Cup. */
export function startSeason(game: FortunesGame, dice: Dice): void {
  const clubIds = game.clubs.map((c) => c.id);
  const isManager = (id: string) => isManagerClub(game, id);
  const last = game.history[game.history.length - 1];
  const cups: Cup[] = [newCup('fa-cup', clubIds, isManager)];
  if (last) {
    const final = game.cupTies.find((t) => t.competition === 'fa-cup' && t.winnerId === last.cupWinners['fa-cup'] && t.round === maxRound(game));
    const runnerUp = final ? (final.winnerId === final.homeId ? final.awayId : final.homeId) : null;
    const entries = europeanEntries({ table: last.table, cupWinnerId: last.cupWinners['fa-cup'] ?? null, cupRunnerUpId: runnerUp });
    for (const competition of COMPETITIONS.slice(1) as (keyof typeof entries)[]) {
      cups.push(newCup(competition, europeanField(competition, entries[competition]), isManager));
    }
  }
  game.league = newLeagueSeason(clubIds, dice);
  game.cups = cups;
  game.cupTies = [];
  game.calendar = seasonCalendar(leagueRounds(game.league));
  game.slot = 0;
}

function maxRound(game: FortunesGame): number {
  return Math.max(0, ...game.cupTies.filter((t) => t.competition === 'fa-cup').map((t) => t.round));
}

/** Whether a calendar slot has anything to play: a league round always, a cup turn only while a cup runs. */
export function slotIsPlayed(game: FortunesGame, slot: number): boolean {
  const at = game.calendar[slot];
  return at !== undefined && (at.kind === 'league' || game.cups.some(isRunning));
}

/**
 * The season's game points for each manager still in the game (house rule, game-points.ts): his league place, each
 * cup tie won and each trophy.
 */
export function endSeason(game: FortunesGame, events: GameEvent[]): SeasonRecord {
  const table = leagueTable(game.league).map((row) => row.clubId);
  const cupWinners: SeasonRecord['cupWinners'] = {};
  for (const cup of game.cups) if (cup.winnerId) cupWinners[cup.competition] = cup.winnerId;
  const points: Record<string, number> = {};
  for (const clubId of Object.keys(game.managers).filter((id) => isManagerClub(game, id))) {
    let total = leaguePoints(table.indexOf(clubId) + 1);
    for (const tie of game.cupTies) if (tie.winnerId === clubId) total += CUP_ROUND_POINTS[tie.competition];
    for (const cup of game.cups) if (cup.winnerId === clubId) total += TROPHY_POINTS[cup.competition];
    points[clubId] = total;
    game.gamePoints[clubId] = (game.gamePoints[clubId] ?? 0) + total;
  }
  const record: SeasonRecord = { season: game.season, table, cupWinners, points };
  game.history.push(record);
  events.push({ type: 'season-ended', season: game.season, championId: table[0]!, points });
  return record;
}

/**
 * Rulebook (003), "The Winner": each surviving manager's cash is turned into game points and added; the most points
 * wins. A bankrupt manager cannot win. Equal points share the win.
 */
export function endGame(game: FortunesGame, events: GameEvent[]): void {
  const survivors = Object.values(game.managers).filter((m) => !m.resigned);
  for (const manager of survivors) game.gamePoints[manager.clubId] = (game.gamePoints[manager.clubId] ?? 0) + cashPoints(manager.cash);
  const best = Math.max(...survivors.map((m) => game.gamePoints[m.clubId] ?? 0));
  const winnerIds = survivors.filter((m) => (game.gamePoints[m.clubId] ?? 0) === best).map((m) => m.clubId);
  game.finished = true;
  events.push({ type: 'game-over', winnerIds, points: { ...game.gamePoints } });
}
