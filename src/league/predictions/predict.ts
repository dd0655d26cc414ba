import type { Locale } from '../../i18n/locales.js';
import { settingsView } from '../shared/league-summary.js';
import { fixturesOf } from '../../db/repositories/fixture.repository.js';
import { clubOfManager } from '../../db/repositories/club.repository.js';
import { predictionsWithResults, savePrediction } from '../../db/repositories/predictions.repository.js';
import type { LeagueDeps } from '../deps.js';
import { InvalidInput, NotFound } from '../errors.js';
import { resolveLeague, resolveLeagueShared, type LeagueRef } from '../resolve/league-ref.js';
import { clubDirectory } from '../shared/club-names.js';
import { openFixtures, type OpenFixture } from './open-fixtures.js';
import { PREDICTED_GOALS, predictionPoints, predictorTable, type PredictorRow } from './scoring.js';

export interface PredictInput {
  userId: string;
  /** The fixture's value in the menu: `<division>:<position>` of the week about to be played. */
  fixture: string;
  homeGoals: number;
  awayGoals: number;
}

export interface PredictedView {
  homeName: string;
  awayName: string;
  homeGoals: number;
  awayGoals: number;
  deadline: Date | null;
  manager: boolean;
}

function checkGoals(goals: number): void {
  if (!Number.isInteger(goals) || goals < PREDICTED_GOALS.min || goals > PREDICTED_GOALS.max) {
    throw new InvalidInput({ key: 'predict.refusal.goals', params: { min: PREDICTED_GOALS.min, max: PREDICTED_GOALS.max } });
  }
}

/** The fixture chosen from the menu (its value), or typed as one of its clubs' names when only one fixture has it. */
function pickFixture(fixtures: OpenFixture[], chosen: string): OpenFixture | undefined {
  const exact = fixtures.find((f) => f.value === chosen);
  if (exact) return exact;
  const typed = chosen.trim().toLowerCase();
  const named = typed ? fixtures.filter((f) => f.homeName.toLowerCase().includes(typed) || f.awayName.toLowerCase().includes(typed)) : [];
  return named.length === 1 ? named[0] : undefined;
}

/**
 * A member predicts the score of one of the week's managed fixtures, before the deadline; a second prediction of the
 * same fixture replaces the first. The league is read in share mode, so a week being played waits for it and a
 * prediction never lands on a played match. Nothing is stored when refused.
 */
export async function predictScore(deps: LeagueDeps, input: LeagueRef & PredictInput): Promise<PredictedView> {
  checkGoals(input.homeGoals);
  checkGoals(input.awayGoals);
  return deps.db.transaction().execute(async (trx) => {
    const league = await resolveLeagueShared(trx, input);
    const now = deps.clock.now();
    const fixture = pickFixture(await openFixtures(trx, league, now), input.fixture);
    if (!fixture) throw new NotFound('fixture', { key: 'predict.refusal.noFixture' });
    const manager = (await clubOfManager(trx, league.id, input.userId)) !== undefined;
    await savePrediction(
      trx,
      { leagueId: league.id, ...fixture, userId: input.userId, homeGoals: input.homeGoals, awayGoals: input.awayGoals, manager },
      now,
    );
    return {
      homeName: fixture.homeName,
      awayName: fixture.awayName,
      homeGoals: input.homeGoals,
      awayGoals: input.awayGoals,
      deadline: league.next_deadline,
      manager,
    };
  });
}

/** The week's fixtures a member may predict, for the command's menu: empty when predictions are closed. */
export async function fixturesToPredict(deps: LeagueDeps, ref: LeagueRef): Promise<OpenFixture[]> {
  const league = await resolveLeague(deps.db, ref);
  return openFixtures(deps.db, league, deps.clock.now()).catch(() => []);
}

export interface MyPredictionLine {
  round: number;
  homeName: string;
  awayName: string;
  homeGoals: number;
  awayGoals: number;
  /** The result and the points once played; null before. */
  result: { homeGoals: number; awayGoals: number; points: number } | null;
}

export interface MyPredictionsView {
  season: number;
  lines: MyPredictionLine[];
  points: number;
}

/** A member's own predictions this season, the open ones too (he alone sees them), with his points. */
export async function myPredictions(deps: LeagueDeps, input: LeagueRef & { userId: string }): Promise<MyPredictionsView> {
  const league = await resolveLeague(deps.db, input);
  const [rows, clubs, fixtures] = await Promise.all([
    predictionsWithResults(deps.db, league.id, league.season, { userId: input.userId }),
    clubDirectory(deps.db, league.id),
    fixturesOf(deps.db, league.id, league.season),
  ]);
  const fixtureOf = new Map(fixtures.map((f) => [`${f.division}:${f.round}:${f.position}`, f]));
  const lines = rows.map((row): MyPredictionLine => {
    const fixture = fixtureOf.get(`${row.division}:${row.round}:${row.position}`);
    const played = row.resultHome !== null && row.resultAway !== null;
    return {
      round: row.round,
      homeName: fixture ? clubs.name(fixture.home_id) : '?',
      awayName: fixture ? clubs.name(fixture.away_id) : '?',
      homeGoals: row.homeGoals,
      awayGoals: row.awayGoals,
      result: played
        ? {
            homeGoals: row.resultHome!,
            awayGoals: row.resultAway!,
            points: predictionPoints({ home: row.homeGoals, away: row.awayGoals }, { home: row.resultHome!, away: row.resultAway! }),
          }
        : null,
    };
  });
  return { season: league.season, lines, points: lines.reduce((sum, l) => sum + (l.result?.points ?? 0), 0) };
}

export interface PredictionTableView {
  leagueName: string;
  season: number;
  rows: PredictorRow[];
  /** The league's language, for the channel to read the table in. */
  language: Locale;
}

/** The season's leaderboard: points from played matches only, so no open prediction shows in it. */
export async function predictionTable(deps: LeagueDeps, ref: LeagueRef): Promise<PredictionTableView> {
  const league = await resolveLeague(deps.db, ref);
  const rows = await predictionsWithResults(deps.db, league.id, league.season, { playedOnly: true });
  return { leagueName: league.name, season: league.season, rows: predictorTable(rows), language: settingsView(league).language };
}
