/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * The server's members' predictions of a league's fixtures: one score per member and fixture, changed until the
 * deadline. Points are not stored: they are read against the fixture's result, so a replayed week scores the same.
 * `manager` says the member managed a club of the league when he predicted (the leaderboard marks him).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('predictions')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('division', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('home_goals', 'integer', (c) => c.notNull().check(sql`home_goals between 0 and 20`))
    .addColumn('away_goals', 'integer', (c) => c.notNull().check(sql`away_goals between 0 and 20`))
    .addColumn('manager', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('predicted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('predictions_pkey', ['league_id', 'season', 'division', 'round', 'position', 'user_id'])
    .execute();
  await db.schema.createIndex('predictions_by_user').on('predictions').columns(['league_id', 'user_id', 'season']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('predictions').execute();
}
