import { clubHeaders, type ClubHeader } from '../../db/repositories/club.repository.js';
import type { ClubNames } from './standings.js';
import type { Db } from '../../db/db.js';

export interface ClubDirectory extends ClubNames {
  headers: ClubHeader[];
  get(clubId: string): ClubHeader | undefined;
  nameOrNull(clubId: string | null): string | null;
}

/** The league's clubs by id, for views that name clubs. */
export async function clubDirectory(db: Db, leagueId: string): Promise<ClubDirectory> {
  const headers = await clubHeaders(db, leagueId);
  const byId = new Map(headers.map((c) => [c.id, c]));
  return {
    headers,
    get: (id) => byId.get(id),
    name: (id) => byId.get(id)?.name ?? id,
    nameOrNull: (id) => (id === null ? null : (byId.get(id)?.name ?? id)),
    manager: (id) => byId.get(id)?.manager_user_id ?? null,
  };
}
