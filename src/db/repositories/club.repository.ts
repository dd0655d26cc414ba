import type { Transaction } from 'kysely';
import type { ClubRow, Database } from '../tables.js';
import type { Db } from '../db.js';

/** The club's row without its state blobs: what membership and views need. */
export type ClubHeader = Pick<ClubRow, 'id' | 'name' | 'division' | 'player_controlled' | 'manager_user_id' | 'balance'>;

const HEADER = ['id', 'name', 'division', 'player_controlled', 'manager_user_id', 'balance'] as const;

export async function clubHeaders(db: Db, leagueId: string): Promise<ClubHeader[]> {
  return db.selectFrom('clubs').select(HEADER).where('league_id', '=', leagueId).orderBy('ord').execute();
}

export async function findClub(db: Db, leagueId: string, clubId: string): Promise<ClubHeader | undefined> {
  return db.selectFrom('clubs').select(HEADER).where('league_id', '=', leagueId).where('id', '=', clubId).executeTakeFirst();
}

export async function clubOfManager(db: Db, leagueId: string, userId: string): Promise<ClubHeader | undefined> {
  return db.selectFrom('clubs').select(HEADER).where('league_id', '=', leagueId).where('manager_user_id', '=', userId).executeTakeFirst();
}

/** The manager's club row, locked until the transaction ends: one club's orders are changed one at a time. */
export async function lockClubOfManager(trx: Transaction<Database>, leagueId: string, userId: string): Promise<ClubHeader | undefined> {
  return trx
    .selectFrom('clubs')
    .select(HEADER)
    .where('league_id', '=', leagueId)
    .where('manager_user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockClub(trx: Transaction<Database>, leagueId: string, clubId: string): Promise<ClubHeader | undefined> {
  return trx.selectFrom('clubs').select(HEADER).where('league_id', '=', leagueId).where('id', '=', clubId).forUpdate().executeTakeFirst();
}

export async function setManager(db: Db, leagueId: string, clubId: string, userId: string | null): Promise<void> {
  await db.updateTable('clubs').set({ manager_user_id: userId }).where('league_id', '=', leagueId).where('id', '=', clubId).execute();
}

/** The club's whole row, its state columns with it. */
export async function clubRow(db: Db, leagueId: string, clubId: string): Promise<ClubRow | undefined> {
  return db.selectFrom('clubs').selectAll().where('league_id', '=', leagueId).where('id', '=', clubId).executeTakeFirst();
}
