/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * A league's players are one JSON document (league_players.data: the engine's record of players, keyed by id, in
 * its order), written once a week instead of a row per player. Most players change every week (training, their
 * statistics), and rewriting some 150 rows with three indexes each, then vacuuming them, was the larger part of the
 * database's work at a deadline. The players table stays as the directory that autocomplete searches by name and
 * that ties a player to his club: its rows change only when a player joins, leaves, moves or is renamed. The
 * document's order is the players' order, so the directory needs no column for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('league_players')
    .addColumn('league_id', 'text', (c) => c.primaryKey().references('leagues.id').onDelete('cascade'))
    // json, not jsonb: it keeps the key order the engine wrote, so a reloaded state iterates as the original did.
    .addColumn('data', 'json', (c) => c.notNull())
    .execute();
  const methods = await sql<{ enumvals: string[] }>`select enumvals from pg_settings where name = 'default_toast_compression'`.execute(db);
  if (methods.rows[0]?.enumvals.includes('lz4')) await sql`alter table league_players alter column data set compression lz4`.execute(db);
  await sql`
    insert into league_players (league_id, data)
    select league_id, json_object_agg(id, data order by ord) from players group by league_id`.execute(db);
  await db.schema.alterTable('players').dropColumn('data').dropColumn('ord').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('players').addColumn('ord', 'integer').addColumn('data', 'json').execute();
  await sql`
    update players p set ord = d.n - 1, data = d.value
    from league_players l cross join json_each(l.data) with ordinality as d(key, value, n)
    where l.league_id = p.league_id and d.key = p.id`.execute(db);
  await sql`alter table players alter column ord set not null, alter column data set not null`.execute(db);
  await db.schema.dropTable('league_players').execute();
}
