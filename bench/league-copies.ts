import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/tables.js';

export interface LeagueCopy {
  id: string;
  guildId: string;
  channelId: string;
  name: string;
}

/** Tables not copied: the template's posts and audit trail belong to it alone. */
const NOT_COPIED = new Set(['leagues', 'outbox', 'audit_log']);

/**
 * Copies a league's every row (clubs, players, fixtures, orders...) to new
 * leagues in a few INSERT ... SELECTs, one per table, so ten thousand
 * leagues take seconds rather than ten thousand use-case calls. Club and
 * player ids are per league, so only the league's own columns change.
 */
export async function copyLeague(db: Kysely<Database>, templateId: string, copies: readonly LeagueCopy[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`create temp table league_copies (id text, guild_id text, channel_id text, name text) on commit drop`.execute(trx);
    await sql`
      insert into league_copies
      select * from unnest(${copies.map((c) => c.id)}::text[], ${copies.map((c) => c.guildId)}::text[],
                           ${copies.map((c) => c.channelId)}::text[], ${copies.map((c) => c.name)}::text[])`.execute(trx);
    await sql`insert into guilds (id) select distinct guild_id from league_copies on conflict do nothing`.execute(trx);

    const { rows } = await sql<{ table_name: string; columns: string[] }>`
      select table_name, array_agg(column_name::text order by ordinal_position) as columns
      from information_schema.columns
      where table_schema = 'public' and coalesce(column_default, '') not like 'nextval%'
        and table_name in (select table_name from information_schema.columns where table_schema = 'public' and column_name = 'league_id')
      group by table_name`.execute(trx);
    // The web page's address is unique per league: each copy gets its own, derived from its id.
    const leagueOwn: Record<string, string> = {
      id: 'c.id',
      guild_id: 'c.guild_id',
      channel_id: 'c.channel_id',
      name: 'c.name',
      web_slug: 'md5(c.id)',
    };
    const leagueColumns = (
      await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_schema = 'public' and table_name = 'leagues' order by ordinal_position`.execute(
        trx,
      )
    ).rows.map((r) => r.column_name);
    await copyRows(trx, 'leagues', leagueColumns, (column) => leagueOwn[column] ?? `t.${column}`, 'id', templateId);
    for (const { table_name: table, columns } of rows) {
      if (NOT_COPIED.has(table)) continue;
      await copyRows(trx, table, columns, (column) => (column === 'league_id' ? 'c.id' : `t.${column}`), 'league_id', templateId);
    }
  });
}

async function copyRows(
  trx: Kysely<Database>,
  table: string,
  columns: readonly string[],
  source: (column: string) => string,
  key: string,
  templateId: string,
): Promise<void> {
  const names = columns.map((c) => sql.id(c));
  const values = columns.map((c) => sql.raw(source(c)));
  await sql`
    insert into ${sql.table(table)} (${sql.join(names)})
    select ${sql.join(values)} from ${sql.table(table)} t cross join league_copies c
    where ${sql.ref(`t.${key}`)} = ${templateId}`.execute(trx);
}
