import { careerRows, clubResults, profileShared, setProfileShared, type CareerRow } from '../../db/repositories/careers.repository.js';
import { historyOf } from '../../db/repositories/league-history.repository.js';
import type { Game } from '../../db/tables.js';
import type { CupCompetition } from '../../engine/model/cup-competitions.js';
import type { SeasonHistory } from '../../engine/model/types.js';
import { storedSeasonAwards } from '../awards/season-end-awards.js';
import type { LeagueDeps } from '../deps.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { cardsSeasonOf, type CardsSeason } from './cards-career.js';

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
  /** The first league week he managed the club for (a card game's: its first step is 0). */
  firstWeek: number;
  /** The last league week he managed, when he left before the season's end. */
  leftAfterWeek: number | null;
  /** The season is still being played. */
  current: boolean;
  /**
   * Where his club finished, when he saw the season out: its division (0 the top; a card game has one table, 0) and
   * place, of how many clubs.
   */
  finish: { division: number; position: number; of: number; promoted: boolean; relegated: boolean } | null;
  /** The cups his club won in a season he saw out. */
  cups: CupCompetition[];
}

/** An award of a finished season that named him (docs/rules.md, "Awards"). */
export type ProfileAward =
  | { kind: 'champions-manager'; season: number }
  | { kind: 'manager-of-the-month'; season: number; fromRound: number; toRound: number }
  | { kind: 'best-predictor'; season: number; points: number };

/** Every award of a season (docs/rules.md, "Awards"): those a manager wins, and those a player does. */
export type AwardKind = ProfileAward['kind'] | 'player-of-the-season' | 'golden-boot' | 'best-goalkeeper' | 'young-player';

/** An award's name in the language: the season's end, /league history and the web page's history name them so. */
export function awardName(kind: AwardKind, locale: Locale = DEFAULT_LOCALE): string {
  return t(locale, `award.name.${kind}`);
}

/** An award a manager won, with its season, as /profile and the manager's web page name it, in the language. */
export function awardText(award: ProfileAward, locale: Locale = DEFAULT_LOCALE): string {
  const name = awardName(award.kind, locale);
  switch (award.kind) {
    case 'champions-manager':
      return t(locale, 'award.won.champions-manager', { award: name, season: award.season });
    case 'manager-of-the-month':
      return t(locale, 'award.won.manager-of-the-month', { award: name, season: award.season, from: award.fromRound, to: award.toRound });
    case 'best-predictor':
      return t(locale, 'award.won.best-predictor', { award: name, season: award.season, points: award.points });
  }
}

export interface ProfileLeague {
  name: string;
  game: Game;
  /** A league of another server, shown because he shares his profile. */
  elsewhere: boolean;
  spells: ProfileSpell[];
  awards: ProfileAward[];
}

export type ProfileTotals = ProfileRecord & {
  leagueTitles: number;
  divisionTitles: number;
  cups: number;
  promotions: number;
  relegations: number;
  awards: number;
};

export interface ManagerProfile {
  userId: string;
  leagues: ProfileLeague[];
  totals: ProfileTotals;
  /** He lets other servers' /profile show his leagues. */
  shared: boolean;
}

/**
 * `/profile`: the leagues, clubs and seasons a member managed in this server (and in others', if he shares), with
 * his record in league matches while in charge, what his clubs won in the seasons he saw out, and his awards.
 */
export async function managerProfile(deps: LeagueDeps, input: { guildId: string; userId: string }): Promise<ManagerProfile> {
  const shared = await profileShared(deps.db, input.userId);
  const rows = await careerRows(deps.db, input.userId, { guildId: input.guildId, everywhere: shared });
  const leagues = await leaguesOf(deps, input.userId, rows, input.guildId);
  return { userId: input.userId, leagues, totals: totalsOf(leagues), shared };
}

/** His career in one league (the web page's manager page); null when he never managed there. */
export async function leagueCareer(
  deps: LeagueDeps,
  leagueId: string,
  userId: string,
): Promise<{ league: ProfileLeague; totals: ProfileTotals } | null> {
  const rows = await careerRows(deps.db, userId, { leagueId });
  const [league] = await leaguesOf(deps, userId, rows, null);
  return league ? { league, totals: totalsOf([league]) } : null;
}

/** `/profile share:`: whether other servers' /profile may show his leagues. */
export async function shareProfile(deps: LeagueDeps, input: { userId: string; share: boolean }): Promise<void> {
  await setProfileShared(deps.db, input.userId, input.share, deps.clock.now());
}

/** His leagues in the order he first managed in each; in each, its seasons in order. */
async function leaguesOf(deps: LeagueDeps, userId: string, rows: CareerRow[], guildId: string | null): Promise<ProfileLeague[]> {
  const seasonsOf = memo(
    (row: CareerRow) => `${row.leagueId}:${row.season}`,
    (row: CareerRow) => seasonRead(deps, row),
  );
  const spells = await Promise.all(rows.map((row) => spellOf(deps, row, seasonsOf(row))));
  const leagues = new Map<string, ProfileLeague & { id: string }>();
  rows.forEach((row, i) => {
    const league = leagues.get(row.leagueId) ?? {
      id: row.leagueId,
      name: row.leagueName,
      game: row.game,
      elsewhere: guildId !== null && row.guildId !== guildId,
      spells: [],
      awards: [],
    };
    leagues.set(row.leagueId, league);
    league.spells.push(spells[i]!);
  });
  return Promise.all(
    [...leagues.values()].map(async ({ id, ...league }) => {
      league.spells.sort((a, b) => a.season - b.season || a.firstWeek - b.firstWeek);
      return { ...league, awards: league.game === 'football' ? await awardsOf(deps, id, userId) : [] };
    }),
  );
}

function memo<K, V>(key: (input: K) => string, make: (input: K) => V): (input: K) => V {
  const made = new Map<string, V>();
  return (input) => {
    const k = key(input);
    if (!made.has(k)) made.set(k, make(input));
    return made.get(k)!;
  };
}

/** A season as the profile reads it: football's stored history once it has ended, or a card game's played steps. */
type SeasonRead = { game: 'football'; history: SeasonHistory | null } | { game: 'cards'; season: CardsSeason | null };

async function seasonRead(deps: LeagueDeps, row: CareerRow): Promise<SeasonRead> {
  if (row.game === 'cards') return { game: 'cards', season: await cardsSeasonOf(deps.db, row.leagueId, row.season) };
  return { game: 'football', history: (await historyOf(deps.db, row.leagueId, { season: row.season })).seasons[0] ?? null };
}

async function spellOf(deps: LeagueDeps, row: CareerRow, reading: Promise<SeasonRead>): Promise<ProfileSpell> {
  const read = await reading;
  const finished = read.game === 'cards' ? read.season?.finished === true : read.history !== null;
  const sawOut = row.lastWeek === null && finished;
  const base = {
    season: row.season,
    clubName: row.clubName,
    firstWeek: row.firstWeek,
    leftAfterWeek: row.lastWeek,
    current: !finished && row.season === row.leagueSeason,
  };
  if (read.game === 'cards') {
    const season = read.season;
    return {
      ...base,
      ...(season ? season.recordOf(row.clubId, row) : { played: 0, won: 0, drawn: 0, lost: 0 }),
      finish: sawOut && season ? season.finishOf(row.clubId) : null,
      cups: sawOut && season?.cupWinnerId === row.clubId ? ['cup'] : [],
    };
  }
  const history = read.history;
  return {
    ...base,
    ...(await spellRecord(deps, row)),
    finish: sawOut && history ? finishOf(history, row.clubId) : null,
    cups: sawOut && history ? (history.cups ?? []).filter((c) => c.winnerId === row.clubId).map((c) => c.competition) : [],
  };
}

/** League matches only. */
async function spellRecord(deps: LeagueDeps, row: CareerRow): Promise<ProfileRecord> {
  const results = await clubResults(deps.db, row);
  return {
    played: results.length,
    won: results.filter((r) => r.goalsFor > r.goalsAgainst).length,
    drawn: results.filter((r) => r.goalsFor === r.goalsAgainst).length,
    lost: results.filter((r) => r.goalsFor < r.goalsAgainst).length,
  };
}

function finishOf(history: SeasonHistory, clubId: string): ProfileSpell['finish'] {
  for (const division of history.divisions) {
    const position = division.table.findIndex((r) => r.clubId === clubId);
    if (position >= 0) {
      return {
        division: division.index,
        position: position + 1,
        of: division.table.length,
        promoted: division.promoted.includes(clubId),
        relegated: division.relegated.includes(clubId),
      };
    }
  }
  return null;
}

/** The awards of the league's finished seasons that named him, in season order. */
async function awardsOf(deps: LeagueDeps, leagueId: string, userId: string): Promise<ProfileAward[]> {
  return (await storedSeasonAwards(deps.db, leagueId)).flatMap((a): ProfileAward[] => [
    ...(a.champion?.managerUserId === userId ? [{ kind: 'champions-manager' as const, season: a.season }] : []),
    ...a.months
      .filter((m) => m.userId === userId)
      .map((m) => ({ kind: 'manager-of-the-month' as const, season: a.season, fromRound: m.fromRound, toRound: m.toRound })),
    ...(a.bestPredictor?.userId === userId ? [{ kind: 'best-predictor' as const, season: a.season, points: a.bestPredictor.points }] : []),
  ]);
}

function totalsOf(leagues: ProfileLeague[]): ProfileTotals {
  const spells = leagues.flatMap((l) => l.spells);
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
    awards: leagues.reduce((n, l) => n + l.awards.length, 0),
  };
}
