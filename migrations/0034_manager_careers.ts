/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * A manager's career (`/profile`): one row per manager, club and season of a league, written when he takes the club,
 * closed when he leaves it (`last_week`, the last league week he managed; null while he stays to the season's end),
 * and opened again for each new season he keeps it. The club's name is kept as it was, so the row reads the same
 * after he, or the league, is gone; `started_at` orders his leagues. Managers in charge when this runs are given a
 * row for the current season.
 *
 * `profile_shares`: members who let other servers' `/profile` show their leagues (off unless they ask).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('manager_careers')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('club_id', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('club_name', 'text', (c) => c.notNull())
    .addColumn('first_week', 'integer', (c) => c.notNull())
    .addColumn('last_week', 'integer')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('manager_careers_pkey', ['league_id', 'user_id', 'club_id', 'season'])
    .execute();
  await db.schema.createIndex('manager_careers_user').on('manager_careers').column('user_id').execute();
  await sql`
    insert into manager_careers (league_id, user_id, club_id, season, club_name, first_week, started_at)
    select c.league_id, c.manager_user_id, c.id, l.season, c.name, 1, l.created_at
    from clubs c join leagues l on l.id = c.league_id
    where c.manager_user_id is not null
  `.execute(db);

  await db.schema
    .createTable('profile_shares')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('shared_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile_shares').execute();
  await db.schema.dropTable('manager_careers').execute();
}
