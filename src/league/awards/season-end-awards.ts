import { saveSeasonAwards, seasonAwardsOf } from '../../db/repositories/awards.repository.js';
import { seasonEvents } from '../../db/repositories/played-steps.repository.js';
import type { Db } from '../../db/db.js';
import type { LeagueState, SeasonHistory } from '../../engine/model/types.js';
import { seasonBestPredictor } from '../predictions/best-predictor.js';
import { managerOfTheMonth, monthOfRound, type ManagerOfTheMonth } from './manager-of-the-month.js';
import { playedMatches, type PlayedMatch } from './played-matches.js';
import { seasonAwards, type SeasonAwards } from './season-awards.js';

/** A finished season's awards as stored and told: the season's awards and each month's manager. */
export interface StoredSeasonAwards extends SeasonAwards {
  months: ManagerOfTheMonth[];
}

/** A season's league games so far (or those of its weeks `from` to `to`), out of the events its played steps stored. */
export async function seasonMatches(db: Db, leagueId: string, season: number, weeks?: { from: number; to: number }): Promise<PlayedMatch[]> {
  return (await seasonEvents(db, leagueId, season, weeks)).flatMap(playedMatches);
}

/**
 * The awards of a season that has just ended, computed from its stored events and written once (migration 0033).
 * `before` is the state the season's end was played on: the players' names and ages as the season finished, before
 * anyone retired. `managers` maps a club to the member managing it now.
 */
export async function recordSeasonAwards(
  db: Db,
  input: { leagueId: string; history: SeasonHistory; before: LeagueState; managers: ReadonlyMap<string, string>; at: Date },
): Promise<StoredSeasonAwards> {
  const { leagueId, history, before, managers } = input;
  const matches = await seasonMatches(db, leagueId, history.season);
  const players = Object.fromEntries(Object.values(before.players).map((p) => [p.id, { name: p.name, age: p.age }]));
  const awards = seasonAwards({
    season: history.season,
    matches,
    players,
    champion: { clubId: history.champion, managerUserId: managers.get(history.champion) ?? null },
    bestPredictor: await seasonBestPredictor(db, leagueId, history.season),
  });
  const lastMonth = Math.max(0, ...matches.map((m) => monthOfRound(m.round)));
  const months = Array.from({ length: lastMonth }, (_, i) => managerOfTheMonth(i + 1, matches, managers)).filter(
    (m): m is ManagerOfTheMonth => m !== null,
  );
  const stored: StoredSeasonAwards = { ...awards, months };
  await saveSeasonAwards(db, leagueId, history.season, stored, input.at);
  return stored;
}

/** Every finished season's stored awards, oldest first. */
export async function storedSeasonAwards(db: Db, leagueId: string): Promise<StoredSeasonAwards[]> {
  return (await seasonAwardsOf(db, leagueId)).map((row) => row.data as StoredSeasonAwards);
}
