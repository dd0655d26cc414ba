import type { Db } from '../db.js';
import type { Game } from '../tables.js';

/** A manager's spell at a club in one season, with its league as it stands now. */
export interface CareerRow {
  leagueId: string;
  leagueName: string;
  guildId: string;
  game: Game;
  clubId: string;
  clubName: string;
  season: number;
  firstWeek: number;
  lastWeek: number | null;
  /** The league's season now: a spell of an earlier one is over. */
  leagueSeason: number;
}

/** He takes the club for this season from `firstWeek` on; taking it again the same season reopens his spell. */
export async function openCareer(
  db: Db,
  row: { leagueId: string; userId: string; clubId: string; clubName: string; season: number; firstWeek: number },
  at: Date,
): Promise<void> {
  await db
    .insertInto('manager_careers')
    .values({
      league_id: row.leagueId,
      user_id: row.userId,
      club_id: row.clubId,
      season: row.season,
      club_name: row.clubName,
      first_week: row.firstWeek,
      last_week: null,
      started_at: at,
    })
    .onConflict((oc) => oc.columns(['league_id', 'user_id', 'club_id', 'season']).doUpdateSet({ last_week: null }))
    .execute();
}

/** The clubs' managers leave them: their open spells this season end at `lastWeek`. */
export async function closeCareers(db: Db, leagueId: string, clubIds: readonly string[], season: number, lastWeek: number): Promise<void> {
  if (clubIds.length === 0) return;
  await db
    .updateTable('manager_careers')
    .set({ last_week: lastWeek })
    .where('league_id', '=', leagueId)
    .where('club_id', 'in', [...clubIds])
    .where('season', '=', season)
    .where('last_week', 'is', null)
    .execute();
}

/** A new season: every manager still in charge starts a spell of it with his club from `firstWeek` (kept if he has one). */
export async function carryCareers(db: Db, leagueId: string, season: number, firstWeek: number, at: Date): Promise<void> {
  await db
    .insertInto('manager_careers')
    .columns(['league_id', 'user_id', 'club_id', 'season', 'club_name', 'first_week', 'started_at'])
    .expression((eb) =>
      eb
        .selectFrom('clubs')
        .select((s) => [
          'league_id',
          'manager_user_id',
          'id',
          s.val(season).as('season'),
          'name',
          s.val(firstWeek).as('first_week'),
          s.val(at).as('started_at'),
        ])
        .where('league_id', '=', leagueId)
        .where('manager_user_id', 'is not', null),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * His spells, in the order he began them: in the server's leagues, and in every other server's too when `everywhere`;
 * or in one league.
 */
export async function careerRows(
  db: Db,
  userId: string,
  scope: { guildId: string; everywhere: boolean } | { leagueId: string },
): Promise<CareerRow[]> {
  let query = db
    .selectFrom('manager_careers as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .select([
      'm.league_id',
      'l.name as league_name',
      'l.guild_id',
      'l.game',
      'l.season as league_season',
      'm.club_id',
      'm.club_name',
      'm.season',
      'm.first_week',
      'm.last_week',
    ])
    .where('m.user_id', '=', userId);
  if ('leagueId' in scope) query = query.where('m.league_id', '=', scope.leagueId);
  else if (!scope.everywhere) query = query.where('l.guild_id', '=', scope.guildId);
  const rows = await query.orderBy('m.started_at').orderBy('m.season').orderBy('m.first_week').orderBy('m.league_id').execute();
  return rows.map((r) => ({
    leagueId: r.league_id,
    leagueName: r.league_name,
    guildId: r.guild_id,
    game: r.game,
    clubId: r.club_id,
    clubName: r.club_name,
    season: r.season,
    firstWeek: r.first_week,
    lastWeek: r.last_week,
    leagueSeason: r.league_season,
  }));
}

/** The club's league results of a season between two weeks (`to` null: to the end). */
export async function clubResults(
  db: Db,
  spell: { leagueId: string; clubId: string; season: number; firstWeek: number; lastWeek: number | null },
): Promise<{ goalsFor: number; goalsAgainst: number }[]> {
  let query = db
    .selectFrom('match_results')
    .select(['home_id', 'home_goals', 'away_goals'])
    .where('league_id', '=', spell.leagueId)
    .where('season', '=', spell.season)
    .where((eb) => eb.or([eb('home_id', '=', spell.clubId), eb('away_id', '=', spell.clubId)]))
    .where('round', '>=', spell.firstWeek);
  if (spell.lastWeek !== null) query = query.where('round', '<=', spell.lastWeek);
  const rows = await query.execute();
  return rows.map((r) =>
    r.home_id === spell.clubId ? { goalsFor: r.home_goals, goalsAgainst: r.away_goals } : { goalsFor: r.away_goals, goalsAgainst: r.home_goals },
  );
}

/** The members who managed the club, with the seasons of their spells there, oldest first. */
export async function clubManagers(db: Db, leagueId: string, clubId: string): Promise<{ userId: string; season: number; lastWeek: number | null }[]> {
  const rows = await db
    .selectFrom('manager_careers')
    .select(['user_id', 'season', 'last_week'])
    .where('league_id', '=', leagueId)
    .where('club_id', '=', clubId)
    .orderBy('started_at')
    .orderBy('season')
    .orderBy('first_week')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, season: r.season, lastWeek: r.last_week }));
}

/** Whether he lets other servers' `/profile` show his leagues. */
export async function profileShared(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('profile_shares').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function setProfileShared(db: Db, userId: string, shared: boolean, at: Date): Promise<void> {
  if (!shared) {
    await db.deleteFrom('profile_shares').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('profile_shares')
    .values({ user_id: userId, shared_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
