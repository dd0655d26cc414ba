import { fixturesOf } from '../../db/repositories/fixture.repository.js';
import { resultsOf } from '../../db/repositories/match-result.repository.js';
import type { Db } from '../../db/db.js';
import type { LeagueRow } from '../../db/tables.js';
import { cupStepOfRow } from '../shared/calendar-step.js';
import { Conflict } from '../errors.js';
import type { MessageKey } from '../../i18n/catalogue/index.js';
import { clubDirectory } from '../shared/club-names.js';

/** A fixture of the step about to be played that a member may predict: one with a managed club in it. */
export interface OpenFixture {
  season: number;
  division: number;
  round: number;
  position: number;
  homeName: string;
  awayName: string;
  /** Its value in /predict's fixture menu: the division and the place in its round. */
  value: string;
}

export function fixtureValue(division: number, position: number): string {
  return `${division}:${position}`;
}

/**
 * Why nothing can be predicted now, or null: only a football league's season week, not yet played and before its
 * deadline, takes predictions (a cup step plays no league fixture, the pre-season and the season's end none at all).
 */
export function predictionsClosed(league: LeagueRow, now: Date): MessageKey | null {
  if (league.game !== 'football') return 'predict.refusal.football';
  if (league.archived_at) return 'predict.refusal.over';
  if (!league.started || league.phase !== 'season' || league.week < 1) return 'predict.refusal.noWeek';
  if (cupStepOfRow(league).cupStep) return 'predict.refusal.cupStep';
  if (league.next_deadline && league.next_deadline <= now) return 'predict.refusal.deadlinePassed';
  return null;
}

/** The managed fixtures of the week about to be played, in the order the league lists them; refused when closed. */
export async function openFixtures(db: Db, league: LeagueRow, now: Date): Promise<OpenFixture[]> {
  const closed = predictionsClosed(league, now);
  if (closed) throw new Conflict('predictions-closed', { key: closed });
  const [fixtures, results, clubs] = await Promise.all([
    fixturesOf(db, league.id, league.season),
    resultsOf(db, league.id, league.season, league.week),
    clubDirectory(db, league.id),
  ]);
  const played = new Set(results.map((r) => `${r.division}:${r.position}`));
  return fixtures
    .filter((f) => f.round === league.week && !played.has(`${f.division}:${f.position}`))
    .filter((f) => clubs.manager(f.home_id) !== null || clubs.manager(f.away_id) !== null)
    .map((f) => ({
      season: f.season,
      division: f.division,
      round: f.round,
      position: f.position,
      homeName: clubs.name(f.home_id),
      awayName: clubs.name(f.away_id),
      value: fixtureValue(f.division, f.position),
    }));
}
