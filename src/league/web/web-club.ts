import { listingsOfClub } from '../../db/repositories/market-listing.repository.js';
import { playersOfClub } from '../../db/repositories/player.repository.js';
import { clubGround } from '../../db/repositories/web.repository.js';
import { clubManagers } from '../../db/repositories/careers.repository.js';
import { webManagerNames, type WebManagerNames } from './web-managers.js';
import { t } from '../../i18n/translate.js';
import type { Locale } from '../../i18n/locales.js';
import { standCapacity, totalCapacity } from '../../engine/stadium/capacity.js';
import type { DivisionIndex, SeasonHistory, Stadium, StandId } from '../../engine/model/types.js';
import { clubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import { publicPlayer } from '../shared/player-views.js';
import type { PlayerPublicView } from '../shared/views.js';
import type { WebLeague } from './web-league.js';
import { webTables, type WebDivision } from './web-overview.js';
import type { PositionChart } from '../state-views/positions.js';
import { postedSeasons } from './unposted.js';

export interface WebGround {
  places: number;
  executiveBoxes: boolean;
  stands: { name: string; built: string; places: number; work: string | null }[];
}

export interface WebClubSeason {
  season: number;
  division: DivisionIndex;
  position: number;
  points: number;
  /** 'champions', 'promoted', 'relegated', or null; the season in play is 'in progress'. */
  outcome: 'champions' | 'promoted' | 'relegated' | 'in progress' | null;
}

export interface WebClub {
  id: string;
  name: string;
  division: DivisionIndex;
  playerControlled: boolean;
  /** The squad as any other manager's /squad shows it: never training, niggles or orders. */
  squad: PlayerPublicView[];
  ground: WebGround | null;
  seasons: WebClubSeason[];
  /** Division titles, by season. */
  trophies: { season: number; division: DivisionIndex }[];
  chart: PositionChart | null;
  /** The members who managed it and whose names are kept, as the page names them, oldest first, with their seasons here. */
  managers: { name: string; seasons: number[]; current: boolean }[];
}

/** A club's public page: squad, ground, seasons and trophies, and its position by week. Null when there is no such club. */
export async function webClub(deps: LeagueDeps, league: WebLeague, clubId: string): Promise<WebClub | null> {
  const row = await clubGround(deps.db, league.id, clubId);
  if (!row) return null;
  const [players, listings, clubs, history, tables, spells, names] = await Promise.all([
    playersOfClub(deps.db, league.id, clubId),
    listingsOfClub(deps.db, league.id, clubId),
    clubDirectory(deps.db, league.id),
    postedSeasons(deps, league),
    webTables(deps, league, { clubId }),
    clubManagers(deps.db, league.id, clubId),
    webManagerNames(deps, league),
  ]);
  const listingOf = new Map(listings.map((l) => [l.playerId, l]));
  const seasons = history.flatMap((h) => finishedSeason(h, clubId));
  const current = currentSeason(tables, clubId, league);
  return {
    id: row.id,
    name: row.name,
    division: row.division as DivisionIndex,
    playerControlled: row.player_controlled,
    squad: players.map((p) => publicPlayer(p, clubs.nameOrNull, listingOf.get(p.id))),
    ground: row.stadium ? groundOf(row.stadium as Stadium, league.language) : null,
    seasons: current ? [...seasons, current] : seasons,
    trophies: seasons.filter((s) => s.outcome === 'champions').map((s) => ({ season: s.season, division: s.division })),
    chart: clubChart(tables, clubId),
    managers: managersOf(spells, names, row.manager_user_id),
  };
}

function managersOf(spells: { userId: string; season: number }[], names: WebManagerNames, currentUserId: string | null): WebClub['managers'] {
  const managers = new Map<string, WebClub['managers'][number]>();
  for (const spell of spells) {
    const name = names.of(spell.userId);
    if (name === null) continue;
    const manager = managers.get(spell.userId) ?? { name, seasons: [], current: spell.userId === currentUserId };
    if (!manager.seasons.includes(spell.season)) manager.seasons.push(spell.season);
    managers.set(spell.userId, manager);
  }
  return [...managers.values()];
}

function finishedSeason(history: SeasonHistory, clubId: string): WebClubSeason[] {
  return history.divisions.flatMap((d) => {
    const at = d.table.findIndex((row) => row.clubId === clubId);
    if (at < 0) return [];
    const outcome = at === 0 ? 'champions' : d.promoted.includes(clubId) ? 'promoted' : d.relegated.includes(clubId) ? 'relegated' : null;
    return [{ season: history.season, division: d.index, position: at + 1, points: d.table[at]!.points, outcome }];
  });
}

function currentSeason(tables: WebDivision[], clubId: string, league: WebLeague): WebClubSeason | null {
  if (!league.started || league.phase === 'ended') return null;
  for (const t of tables) {
    const row = t.rows.find((r) => r.clubId === clubId);
    if (row) return { season: league.season, division: t.division, position: row.position, points: row.points, outcome: 'in progress' };
  }
  return null;
}

/** The club's own line, drawn for every club, managed or not. */
function clubChart(tables: WebDivision[], clubId: string): PositionChart | null {
  return tables.find((t) => t.rows.some((r) => r.clubId === clubId))?.chart ?? null;
}

/** The ground in the page's language. */
function groundOf(stadium: Stadium, locale: Locale): WebGround {
  const kind = (k: 'seating' | 'standing') => t(locale, `violation.term.kind.${k}`);
  return {
    places: totalCapacity(stadium),
    executiveBoxes: stadium.executiveBoxes,
    stands: (Object.entries(stadium.stands) as [StandId, Stadium['stands'][StandId]][]).map(([id, stand]) => ({
      name: t(locale, `violation.term.stand.${id}`),
      built:
        stand.tiers.length > 0
          ? stand.tiers.map((k, i) => t(locale, 'web.ground.tier', { tier: i + 1, kind: kind(k) })).join(', ')
          : t(locale, stand.bank ? 'web.ground.bank' : 'web.ground.empty'),
      places: standCapacity(id, stand),
      work: stand.work ? t(locale, 'web.ground.work', { tier: stand.work.tier, kind: kind(stand.work.kind), weeks: stand.work.weeksLeft }) : null,
    })),
  };
}
