import { carryCareers, closeCareers, openCareer } from '../../db/repositories/careers.repository.js';
import type { Db } from '../../db/db.js';
import type { LeagueRow } from '../../db/tables.js';

type LeagueAt = Pick<LeagueRow, 'id' | 'season' | 'week' | 'phase'>;

/** The first league week still to be played: the open week in the season, week 1 in pre-season. */
function nextWeek(league: LeagueAt): number {
  return league.phase === 'preseason' ? 1 : league.week;
}

/** A manager takes a club: his spell this season starts with the next week played. */
export async function startCareer(db: Db, league: LeagueAt, club: { id: string; name: string }, userId: string, at: Date): Promise<void> {
  const spell = { leagueId: league.id, userId, clubId: club.id, clubName: club.name, season: league.season, firstWeek: nextWeek(league) };
  await openCareer(db, spell, at);
}

/**
 * The clubs lose their managers: each spell ends with the last week played (`played` true when the step being played
 * now counts as his, as for a manager who resigns in it).
 */
export async function endCareers(db: Db, league: LeagueAt, clubIds: readonly string[], played = false): Promise<void> {
  await closeCareers(db, league.id, clubIds, league.season, nextWeek(league) - (played ? 0 : 1));
}

/**
 * The league has moved into a new season: each manager still in charge starts a spell of it, from its first week as
 * startCareer counts it (a card game's first round is its step 0). A game that has ended has no new season to manage.
 */
export async function carryCareersInto(
  db: Db,
  leagueId: string,
  before: { season: number },
  after: Pick<LeagueAt, 'season' | 'week' | 'phase'>,
  at: Date,
): Promise<void> {
  if (after.season === before.season || after.phase === 'finished') return;
  await carryCareers(db, leagueId, after.season, nextWeek({ id: leagueId, ...after }), at);
}
