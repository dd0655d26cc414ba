import { clubHeaders, findClub, type ClubHeader } from '../../db/repositories/club.repository.js';
import type { Db } from '../../db/db.js';
import { InvalidInput } from '../errors.js';

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * A club option holds an id when picked from autocomplete, or a name when typed. An id is taken as it is; a typed
 * name (trimmed, any case) that matches one club of the league is that club. Undefined when none matches, so the use
 * case says there is no such club; two clubs under the name are refused, since either might be meant.
 */
export async function clubFromText(db: Db, leagueId: string, text: string): Promise<ClubHeader | undefined> {
  const byId = await findClub(db, leagueId, text);
  if (byId) return byId;
  const typed = sameName(text);
  const matches = (await clubHeaders(db, leagueId)).filter((club) => sameName(club.name) === typed);
  if (matches.length > 1) throw new InvalidInput({ key: 'reply.clubsSameName', params: { count: matches.length, name: matches[0]!.name } });
  return matches[0];
}
