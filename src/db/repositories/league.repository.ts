import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Database, LeagueRow, LeaguesTable } from '../tables.js';
import type { Db } from '../db.js';
import { parseChangedLeagueColumns, parseLeagueColumns, phaseColumn } from '../league-columns.js';

/** A league row as read, its JSON and text columns parsed; undefined stays undefined. */
function parsed<T extends LeagueRow>(row: T | undefined): T | undefined {
  return row && parseLeagueColumns(row);
}

export async function ensureGuild(db: Db, guildId: string): Promise<void> {
  await db
    .insertInto('guilds')
    .values({ id: guildId })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function insertLeague(db: Db, row: Insertable<LeaguesTable>): Promise<void> {
  await db.insertInto('leagues').values(row).execute();
}

export async function findLeague(db: Db, leagueId: string): Promise<LeagueRow | undefined> {
  return parsed(await db.selectFrom('leagues').selectAll().where('id', '=', leagueId).executeTakeFirst());
}

/** The league row, locked until the transaction ends, so changes to the league take turns. */
export async function lockLeagueRow(trx: Transaction<Database>, leagueId: string): Promise<LeagueRow | undefined> {
  return parsed(await trx.selectFrom('leagues').selectAll().where('id', '=', leagueId).forUpdate().executeTakeFirst());
}

/** A league by id or by its channel. */
export type LeagueKey = { id: string } | { channelId: string };

/** The league row by id or channel; locked in share or update mode until the transaction ends when asked. */
export async function findLeagueRow(db: Db, key: LeagueKey, lock?: 'share' | 'update'): Promise<LeagueRow | undefined> {
  let query = db.selectFrom('leagues').selectAll();
  query = 'id' in key ? query.where('id', '=', key.id) : query.where('channel_id', '=', key.channelId);
  if (lock === 'share') query = query.forShare();
  if (lock === 'update') query = query.forUpdate();
  return parsed(await query.executeTakeFirst());
}

/**
 * The channel's league: the one being played, else the latest archived (finished) one, whose history stays readable;
 * locked in share or update mode until the transaction ends when asked.
 */
export async function findLeagueByChannel(db: Db, channelId: string, lock?: 'share' | 'update'): Promise<LeagueRow | undefined> {
  let query = db
    .selectFrom('leagues')
    .selectAll()
    .where('channel_id', '=', channelId)
    .orderBy(sql`archived_at is not null`)
    .orderBy('archived_at', 'desc');
  if (lock === 'share') query = query.limit(1).forShare();
  if (lock === 'update') query = query.limit(1).forUpdate();
  return parsed(await query.executeTakeFirst());
}

export async function leaguesOfGuild(db: Db, guildId: string): Promise<LeagueRow[]> {
  return (await db.selectFrom('leagues').selectAll().where('guild_id', '=', guildId).orderBy('created_at').execute()).map((row) =>
    parseLeagueColumns(row),
  );
}

export async function updateLeague(db: Db, leagueId: string, patch: Updateable<LeaguesTable>): Promise<void> {
  await db.updateTable('leagues').set(patch).where('id', '=', leagueId).execute();
}

/** Changes the league and gives its row as changed, in the one statement. */
export async function updateLeagueRow(db: Db, leagueId: string, patch: Updateable<LeaguesTable>): Promise<LeagueRow> {
  return parseLeagueColumns(await db.updateTable('leagues').set(patch).where('id', '=', leagueId).returningAll().executeTakeFirstOrThrow());
}

/** Changes a league locked for update and gives its row as changed; what the patch leaves alone is `locked`'s, as read. */
export async function updateLockedLeagueRow(trx: Transaction<Database>, locked: LeagueRow, patch: Updateable<LeaguesTable>): Promise<LeagueRow> {
  const row = await trx.updateTable('leagues').set(patch).where('id', '=', locked.id).returningAll().executeTakeFirstOrThrow();
  return parseChangedLeagueColumns(row, locked, patch);
}

/**
 * A transaction-scoped advisory lock on the league: false when another
 * transaction holds it. The key is the league id hashed to 64 bits by PostgreSQL.
 */
export async function tryLeagueLock(trx: Transaction<Database>, leagueId: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtextextended(${'dugout-league:' + leagueId}, 0)) as locked
  `.execute(trx);
  return rows[0]?.locked === true;
}

/** What the due list reads of a league: which step it expects to play, and its deadline. */
export type DueLeagueRow = Pick<LeagueRow, 'id' | 'season' | 'week' | 'phase' | 'turn' | 'next_deadline'> & { all_ready: boolean };

/**
 * Leagues whose week is due: started, not paused, past the deadline or (when allowed) every human manager ready.
 * Only the columns the due list needs: at a shared deadline it is read for thousands of leagues.
 */
export async function dueLeagueRows(db: Db, now: Date, limit: number): Promise<DueLeagueRow[]> {
  const { rows } = await sql<DueLeagueRow>`
    select l.id, l.season, l.week, l.phase, l.turn, l.next_deadline, (s.managers > 0 and s.managers = s.ready) as all_ready
    from leagues l
    cross join lateral (
      select count(c.id)::int as managers, count(r.club_id)::int as ready
      from clubs c
      left join ready_flags r on r.league_id = c.league_id and r.club_id = c.id and r.turn = l.turn
      where c.league_id = l.id and c.manager_user_id is not null
    ) s
    where l.started and not l.paused and l.archived_at is null
      and (l.next_deadline <= ${now} or (l.advance_when_ready and s.managers > 0 and s.managers = s.ready))
    order by l.next_deadline nulls last
    limit ${limit}
  `.execute(db);
  return rows.map((row) => ({ ...row, phase: phaseColumn.parse(row.phase) }));
}

/**
 * The league row held in share mode: orders may be given side by side, but a
 * week being played (which locks the row for update) waits for them, and they for it.
 */
export async function lockLeagueForOrders(trx: Transaction<Database>, leagueId: string): Promise<LeagueRow | undefined> {
  return parsed(await trx.selectFrom('leagues').selectAll().where('id', '=', leagueId).forShare().executeTakeFirst());
}

/** Started, unpaused leagues whose deadline falls between now and `until`, with the managers not yet ready. */
export async function leaguesBeforeDeadline(db: Db, now: Date, until: Date): Promise<(LeagueRow & { waiting: string[] })[]> {
  const { rows } = await sql<LeagueRow & { waiting: string[] | null }>`
    select l.*, (
      select array_agg(c.manager_user_id order by c.ord)
      from clubs c
      left join ready_flags r on r.league_id = c.league_id and r.club_id = c.id and r.turn = l.turn
      where c.league_id = l.id and c.manager_user_id is not null and r.club_id is null
    ) as waiting
    from leagues l
    where l.started and not l.paused and l.archived_at is null and l.next_deadline > ${now} and l.next_deadline <= ${until}
    order by l.next_deadline
  `.execute(db);
  return rows.map((r) => parseLeagueColumns({ ...r, waiting: r.waiting ?? [] }));
}
