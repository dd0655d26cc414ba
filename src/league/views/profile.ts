import { careerRows, clubResults, profileShared, setProfileShared, type CareerRow } from '../../db/repositories/careers.repository.js';
import { historyOf } from '../../db/repositories/league-history.repository.js';
import type { Game } from '../../db/tables.js';
import type { CupCompetition } from '../../engine/model/cup-competitions.js';
import type { SeasonHistory } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';

export interface ProfileRecord {
  played: number;
  won: number;
  drawn: number;
  lost: number;
}

/** One season of his at one club. */
export interface ProfileSpell extends ProfileRecord {
  season: number;
  clubName: string;
  /** The first league week he managed the club for. */
  firstWeek: number;
  /** The last league week he managed, when he left before the season's end. */
  leftAfterWeek: number | null;
  /** The season is still being played. */
  current: boolean;
  /** Where his club finished, when he saw the season out: its division (0 the top) and place. */
  finish: { division: number; position: number; promoted: boolean; relegated: boolean } | null;
  /** The cups his club won in a season he saw out. */
  cups: CupCompetition[];
}

export interface ProfileLeague {
  name: string;
  game: Game;
  /** A league of another server, shown because he shares his profile. */
  elsewhere: boolean;
  spells: ProfileSpell[];
}

export interface ManagerProfile {
  userId: string;
  leagues: ProfileLeague[];
  totals: ProfileRecord & { leagueTitles: number; divisionTitles: number; cups: number; promotions: number; relegations: number };
  /** He lets other servers' /profile show his leagues. */
  shared: boolean;
}

/**
 * `/profile`: the leagues, clubs and seasons a member managed in this server (and in others', if he shares), with
 * his record in league matches while in charge, and what his clubs won in the seasons he saw out.
 */
export async function managerProfile(deps: LeagueDeps, input: { guildId: string; userId: string }): Promise<ManagerProfile> {
  const shared = await profileShared(deps.db, input.userId);
  const rows = await careerRows(deps.db, input.userId, { guildId: input.guildId, everywhere: shared });
  const histories = new Map<string, Promise<SeasonHistory | undefined>>();
  const historyFor = (row: CareerRow) => {
    const key = `${row.leagueId}:${row.season}`;
    if (!histories.has(key))
      histories.set(
        key,
        historyOf(deps.db, row.leagueId, { season: row.season }).then((h) => h.seasons[0]),
      );
    return histories.get(key)!;
  };
  const spells = await Promise.all(rows.map(async (row) => spellOf(row, await spellRecord(deps, row), await historyFor(row))));
  // His leagues in the order he first managed in each; in each, its seasons in order.
  const leagues = new Map<string, ProfileLeague>();
  rows.forEach((row, i) => {
    const league = leagues.get(row.leagueId) ?? { name: row.leagueName, game: row.game, elsewhere: row.guildId !== input.guildId, spells: [] };
    leagues.set(row.leagueId, league);
    league.spells.push(spells[i]!);
  });
  for (const league of leagues.values()) league.spells.sort((a, b) => a.season - b.season || a.firstWeek - b.firstWeek);
  return { userId: input.userId, leagues: [...leagues.values()], totals: totalsOf(spells), shared };
}

/** `/profile share:`: whether other servers' /profile may show his leagues. */
export async function shareProfile(deps: LeagueDeps, input: { userId: string; share: boolean }): Promise<void> {
  await setProfileShared(deps.db, input.userId, input.share, deps.clock.now());
}

/** League matches only (a card game's matches are not among the results, so its record is empty). */
async function spellRecord(deps: LeagueDeps, row: CareerRow): Promise<ProfileRecord> {
  const results = await clubResults(deps.db, row);
  return {
    played: results.length,
    won: results.filter((r) => r.goalsFor > r.goalsAgainst).length,
    drawn: results.filter((r) => r.goalsFor === r.goalsAgainst).length,
    lost: results.filter((r) => r.goalsFor < r.goalsAgainst).length,
  };
}

function spellOf(row: CareerRow, record: ProfileRecord, history: SeasonHistory | undefined): ProfileSpell {
  const sawOut = row.lastWeek === null && history !== undefined;
  return {
    ...record,
    season: row.season,
    clubName: row.clubName,
    firstWeek: row.firstWeek,
    leftAfterWeek: row.lastWeek,
    current: history === undefined && row.season === row.leagueSeason,
    finish: sawOut ? finishOf(history, row.clubId) : null,
    cups: sawOut ? (history.cups ?? []).filter((c) => c.winnerId === row.clubId).map((c) => c.competition) : [],
  };
}

function finishOf(history: SeasonHistory, clubId: string): ProfileSpell['finish'] {
  for (const division of history.divisions) {
    const position = division.table.findIndex((r) => r.clubId === clubId);
    if (position >= 0) {
      return {
        division: division.index,
        position: position + 1,
        promoted: division.promoted.includes(clubId),
        relegated: division.relegated.includes(clubId),
      };
    }
  }
  return null;
}

function totalsOf(spells: ProfileSpell[]): ManagerProfile['totals'] {
  const sum = (f: (s: ProfileSpell) => number) => spells.reduce((n, s) => n + f(s), 0);
  return {
    played: sum((s) => s.played),
    won: sum((s) => s.won),
    drawn: sum((s) => s.drawn),
    lost: sum((s) => s.lost),
    leagueTitles: sum((s) => (s.finish?.division === 0 && s.finish.position === 1 ? 1 : 0)),
    divisionTitles: sum((s) => (s.finish && s.finish.division > 0 && s.finish.position === 1 ? 1 : 0)),
    cups: sum((s) => s.cups.length),
    promotions: sum((s) => (s.finish?.promoted ? 1 : 0)),
    relegations: sum((s) => (s.finish?.relegated ? 1 : 0)),
  };
}
