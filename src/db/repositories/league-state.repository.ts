import { sql, type Selectable, type Transaction } from 'kysely';
import type { DiceVersion } from '../../engine/dice.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { Club, Division, DivisionIndex, LeagueState, Listing, Player, SeasonHistory, StaffMember, StaffRole } from '../../engine/model/types.js';
import type { ClubsTable, Database, DivisionsTable, FixturesTable, MarketListingsTable, MatchResultsTable, StaffTable } from '../tables.js';
import type { FortunesState } from '../../engine/model/fortunes-state.js';
import { footballPhase, type LeaguePhase, type StoredSettings } from '../league-columns.js';
import { json, jsonArray, jsonWithFields } from '../json.js';
import { toListing } from './market-listing.repository.js';
import { saveCups } from './cups.repository.js';
import type { CupsState } from '../../engine/model/cups-state.js';

type Trx = Transaction<Database>;

/**
 * What was read, kept as JSON text, so that writing the next state back only
 * touches the rows that changed.
 */
export interface StateSnapshot {
  season: number;
  clubs: Map<string, string>;
  staff: Map<string, string>;
  /** The players' document as read ('{}' in a new league). */
  players: string;
  /** Each player's row in the directory (the players table) as read. */
  playerDirectory: Map<string, DirectoryEntry>;
  divisions: Map<number, string>;
  fixtures: Map<number, string>;
  results: Map<number, number>;
  market: string;
  historySeasons: Set<number>;
  /** Football Fortunes' state as JSON text, or null in a league without it. */
  fortunes: string | null;
  nextClubOrd: number;
  /** The cups' JSON as read ('null' without cups). */
  cups: string;
}

export interface LoadedState {
  state: LeagueState;
  snapshot: StateSnapshot;
}

/** The league columns the engine's state lives in. */
export interface StateColumns {
  seed: number;
  dice_version: number;
  season: number;
  week: number;
  phase: LeaguePhase;
  next_id: number;
  settings: StoredSettings;
  /** Football Fortunes (migration 0010); absent or null without the option. */
  fortunes?: unknown;
}

export function emptySnapshot(): StateSnapshot {
  return {
    season: -1,
    clubs: new Map(),
    staff: new Map(),
    players: '{}',
    playerDirectory: new Map(),
    divisions: new Map(),
    fixtures: new Map(),
    results: new Map(),
    market: '[]',
    historySeasons: new Set(),
    fortunes: null,
    nextClubOrd: 0,
    cups: 'null',
  };
}

/** The state's rows of every table but the players, as one row of JSON arrays: one query, not eight. */
interface StateRows {
  divisions: Pick<Selectable<DivisionsTable>, 'index' | 'club_ids'>[];
  fixtures: Pick<Selectable<FixturesTable>, 'division' | 'round' | 'home_id' | 'away_id'>[];
  results: Pick<Selectable<MatchResultsTable>, 'division' | 'round' | 'home_id' | 'away_id' | 'home_goals' | 'away_goals'>[];
  clubs: Selectable<ClubsTable>[];
  staff: Selectable<StaffTable>[];
  listings: Selectable<MarketListingsTable>[];
  history: { season: number; data: unknown }[];
  cups: CupsState | null;
  /** The players' document as text: it serves as the snapshot without writing it out again. */
  players: string | null;
}

/** A player's row in the directory the players table keeps: what autocomplete searches and a club's squad lists. */
interface DirectoryEntry {
  clubId: string | null;
  name: string;
}

function stateRows(trx: Trx, leagueId: string, season: number) {
  return sql<StateRows>`
    select
      (select coalesce(json_agg(json_build_object('index', d.index, 'club_ids', d.club_ids) order by d.index), '[]')
         from divisions d where d.league_id = ${leagueId}) as divisions,
      (select coalesce(json_agg(json_build_object('division', f.division, 'round', f.round, 'home_id', f.home_id,
                                                  'away_id', f.away_id) order by f.division, f.position), '[]')
         from fixtures f where f.league_id = ${leagueId} and f.season = ${season}) as fixtures,
      (select coalesce(json_agg(json_build_object('division', r.division, 'round', r.round, 'home_id', r.home_id,
                                                  'away_id', r.away_id, 'home_goals', r.home_goals,
                                                  'away_goals', r.away_goals) order by r.division, r.position), '[]')
         from match_results r where r.league_id = ${leagueId} and r.season = ${season}) as results,
      (select coalesce(json_agg(c order by c.ord), '[]') from clubs c where c.league_id = ${leagueId}) as clubs,
      (select coalesce(json_agg(s order by s.club_id, s.position), '[]') from staff s where s.league_id = ${leagueId}) as staff,
      (select coalesce(json_agg(m order by m.position), '[]') from market_listings m where m.league_id = ${leagueId}) as listings,
      (select coalesce(json_agg(json_build_object('season', h.season, 'data', h.data) order by h.season), '[]')
         from league_history h where h.league_id = ${leagueId}) as history,
      (select data from league_cups where league_id = ${leagueId}) as cups,
      (select data::text from league_players where league_id = ${leagueId}) as players`.execute(trx);
}

export async function loadState(trx: Trx, leagueId: string, league: StateColumns): Promise<LoadedState> {
  const rows = await stateRows(trx, leagueId, league.season);
  const {
    divisions: divisionRows,
    fixtures: fixtureRows,
    results: resultRows,
    clubs: clubRows,
    staff: staffRows,
    listings: listingRows,
    history: historyRows,
    cups,
    players: playersText,
  } = rows.rows[0]!;

  const snapshot = emptySnapshot();
  snapshot.season = league.season;

  const staffByClub = new Map<string, StaffMember[]>();
  for (const row of staffRows) {
    const list = staffByClub.get(row.club_id) ?? [];
    list.push({
      role: row.role as StaffRole,
      hiredWeek: row.hired_week,
      hiredSeason: row.hired_season,
      weeksEmployed: row.weeks_employed,
    });
    staffByClub.set(row.club_id, list);
  }

  const clubs: Record<string, Club> = {};
  for (const row of clubRows) {
    const club: Club = {
      id: row.id,
      name: row.name,
      division: row.division as DivisionIndex,
      playerControlled: row.player_controlled,
      chart: row.chart as Club['chart'],
      ranking: row.ranking,
      balance: row.balance,
      stadium: row.stadium as Club['stadium'],
      staff: staffByClub.get(row.id) ?? [],
      sponsor: row.sponsor as Club['sponsor'],
      winStreak: row.win_streak,
      lastSeason: row.last_season as Club['lastSeason'],
      lineup: row.lineup as Club['lineup'],
      tactics: row.tactics as Club['tactics'],
    };
    clubs[club.id] = club;
    snapshot.clubs.set(club.id, clubJson(club));
    snapshot.staff.set(club.id, JSON.stringify(club.staff));
    snapshot.nextClubOrd = Math.max(snapshot.nextClubOrd, row.ord + 1);
  }

  snapshot.players = playersText ?? '{}';
  const players = JSON.parse(snapshot.players) as Record<string, Player>;
  for (const player of Object.values(players)) snapshot.playerDirectory.set(player.id, { clubId: player.clubId, name: player.name });

  const divisions: Division[] = divisionRows.map((row) => {
    const division: Division = {
      index: row.index as DivisionIndex,
      clubIds: row.club_ids,
      fixtures: fixtureRows.filter((f) => f.division === row.index).map((f) => ({ round: f.round, homeId: f.home_id, awayId: f.away_id })),
      results: resultRows
        .filter((r) => r.division === row.index)
        .map((r) => ({ homeId: r.home_id, awayId: r.away_id, homeGoals: r.home_goals, awayGoals: r.away_goals, round: r.round })),
    };
    snapshot.divisions.set(row.index, JSON.stringify(division.clubIds));
    snapshot.fixtures.set(row.index, JSON.stringify(division.fixtures));
    snapshot.results.set(row.index, division.results.length);
    return division;
  });

  const market: Listing[] = listingRows.map(toListing);
  snapshot.market = JSON.stringify(market);

  const history = historyRows.map((row) => row.data as SeasonHistory);
  for (const row of historyRows) snapshot.historySeasons.add(row.season);

  const state: LeagueState = {
    seed: league.seed,
    diceVersion: league.dice_version as DiceVersion,
    season: league.season,
    week: league.week,
    phase: footballPhase(league.phase),
    settings: league.settings.rules,
    divisions,
    clubs,
    players,
    market,
    history,
    nextId: league.next_id,
    ...(league.fortunes ? { fortunes: league.fortunes as FortunesState } : {}),
    ...(cups ? { cups } : {}),
  };
  snapshot.fortunes = state.fortunes ? JSON.stringify(state.fortunes) : null;
  snapshot.cups = JSON.stringify(cups);
  return { state, snapshot };
}

/** The parts of a club kept in the clubs row (staff has its own table). */
function clubJson(club: Club): string {
  const { staff: _staff, ...rest } = club;
  return JSON.stringify(rest);
}

/**
 * Writes the engine's new state over what was loaded, in batches, touching
 * only what changed, and bumps the league's state version. `matchEvents` gives each new result its play-by-play.
 */
export async function saveState(
  trx: Trx,
  leagueId: string,
  previous: StateSnapshot,
  state: LeagueState,
  matchEvents: (division: DivisionIndex, homeId: string, awayId: string, round: number) => EngineEvent[] = () => [],
): Promise<void> {
  const fortunes = state.fortunes ? JSON.stringify(state.fortunes) : null;
  await Promise.all([
    trx
      .updateTable('leagues')
      .set((eb) => ({ state_version: eb('state_version', '+', 1), ...(fortunes !== previous.fortunes ? { fortunes } : {}) }))
      .where('id', '=', leagueId)
      .execute(),
    saveClubs(trx, leagueId, previous, state),
    savePlayers(trx, leagueId, previous, state),
    saveDivisions(trx, leagueId, previous, state, matchEvents),
    saveMarket(trx, leagueId, previous, state),
    saveHistory(trx, leagueId, previous, state),
    saveCups(trx, leagueId, previous.cups, state.cups),
  ]);
}

async function saveClubs(trx: Trx, leagueId: string, previous: StateSnapshot, state: LeagueState): Promise<void> {
  let ord = previous.nextClubOrd;
  // Each changed club as its own JSON (clubJson) with its place in the order, in one json_to_recordset parameter.
  const rows: string[] = [];
  for (const club of Object.values(state.clubs)) {
    const text = clubJson(club);
    const before = previous.clubs.get(club.id);
    if (before === text) continue;
    rows.push(jsonWithFields(text, { ord: String(before === undefined ? ord++ : 0) }));
  }
  if (rows.length) {
    // A JSON null, or a field left out, is an SQL null, as jsonOrNull wrote them.
    await sql`
      insert into clubs (league_id, id, ord, name, division, player_controlled, balance, ranking, chart, stadium, sponsor,
                         win_streak, last_season, lineup, tactics)
      select ${leagueId}, r.id, r.ord, r.name, r.division, r."playerControlled", r.balance, r.ranking, r.chart, r.stadium,
             r.sponsor, r."winStreak", r."lastSeason", r.lineup, r.tactics
      from json_to_recordset(${jsonArray(rows)}::json) as r(id text, ord integer, name text, division integer,
        "playerControlled" boolean, balance integer, ranking integer, chart jsonb, stadium jsonb, sponsor jsonb,
        "winStreak" integer, "lastSeason" jsonb, lineup jsonb, tactics jsonb)
      on conflict (league_id, id) do update set
        name = excluded.name, division = excluded.division, player_controlled = excluded.player_controlled,
        balance = excluded.balance, ranking = excluded.ranking, chart = excluded.chart, stadium = excluded.stadium,
        sponsor = excluded.sponsor, win_streak = excluded.win_streak, last_season = excluded.last_season,
        lineup = excluded.lineup, tactics = excluded.tactics`.execute(trx);
  }
  const staffChanged = Object.values(state.clubs).filter((c) => previous.staff.get(c.id) !== JSON.stringify(c.staff));
  if (staffChanged.length) {
    await trx
      .deleteFrom('staff')
      .where('league_id', '=', leagueId)
      .where(
        'club_id',
        'in',
        staffChanged.map((c) => c.id),
      )
      .execute();
    const rows = staffChanged.flatMap((c) =>
      c.staff.map((s, position) => ({
        league_id: leagueId,
        club_id: c.id,
        role: s.role,
        position,
        hired_week: s.hiredWeek,
        hired_season: s.hiredSeason,
        weeks_employed: s.weeksEmployed,
      })),
    );
    if (rows.length) await trx.insertInto('staff').values(rows).execute();
  }
}

/** The players' document when it changed, and the directory's rows of the players who joined, left, moved or were renamed. */
async function savePlayers(trx: Trx, leagueId: string, previous: StateSnapshot, state: LeagueState): Promise<void> {
  const text = JSON.stringify(state.players);
  if (text === previous.players) return;
  const writes: Promise<unknown>[] = [
    sql`insert into league_players (league_id, data) values (${leagueId}, ${text})
        on conflict (league_id) do update set data = excluded.data`.execute(trx),
  ];
  const changed = Object.values(state.players).filter((player) => {
    const before = previous.playerDirectory.get(player.id);
    return before?.clubId !== player.clubId || before.name !== player.name;
  });
  if (changed.length) {
    writes.push(
      trx
        .insertInto('players')
        .values(changed.map((player) => ({ league_id: leagueId, id: player.id, club_id: player.clubId, name: player.name })))
        .onConflict((oc) =>
          oc.columns(['league_id', 'id']).doUpdateSet((eb) => ({ club_id: eb.ref('excluded.club_id'), name: eb.ref('excluded.name') })),
        )
        .execute(),
    );
  }
  const removed = [...previous.playerDirectory.keys()].filter((id) => !Object.hasOwn(state.players, id));
  if (removed.length) writes.push(trx.deleteFrom('players').where('league_id', '=', leagueId).where('id', 'in', removed).execute());
  await Promise.all(writes);
}

async function saveDivisions(
  trx: Trx,
  leagueId: string,
  previous: StateSnapshot,
  state: LeagueState,
  matchEvents: (division: DivisionIndex, homeId: string, awayId: string, round: number) => EngineEvent[],
): Promise<void> {
  const sameSeason = previous.season === state.season;
  for (const division of state.divisions) {
    const clubIds = JSON.stringify(division.clubIds);
    if (previous.divisions.get(division.index) !== clubIds) {
      await trx
        .insertInto('divisions')
        .values({ league_id: leagueId, index: division.index, club_ids: clubIds })
        .onConflict((oc) => oc.columns(['league_id', 'index']).doUpdateSet({ club_ids: clubIds }))
        .execute();
    }
    const fixtures = JSON.stringify(division.fixtures);
    if (!sameSeason || previous.fixtures.get(division.index) !== fixtures) {
      await trx
        .deleteFrom('fixtures')
        .where('league_id', '=', leagueId)
        .where('season', '=', state.season)
        .where('division', '=', division.index)
        .execute();
      if (division.fixtures.length) {
        await trx
          .insertInto('fixtures')
          .values(
            division.fixtures.map((f, position) => ({
              league_id: leagueId,
              season: state.season,
              division: division.index,
              round: f.round,
              position,
              home_id: f.homeId,
              away_id: f.awayId,
            })),
          )
          .execute();
      }
    }
    const known = sameSeason ? (previous.results.get(division.index) ?? 0) : 0;
    const fresh = division.results.slice(known);
    if (fresh.length) {
      const rows = fresh.map((r, i) => {
        const { events, names } = eventsAndNames(matchEvents(division.index, r.homeId, r.awayId, r.round), previous, state);
        const columns = {
          round: r.round,
          position: known + i,
          home_id: r.homeId,
          away_id: r.awayId,
          home_goals: r.homeGoals,
          away_goals: r.awayGoals,
        };
        return jsonWithFields(JSON.stringify(columns), { events, names });
      });
      await sql`
        insert into match_results (league_id, season, division, round, position, home_id, away_id, home_goals, away_goals, events, names)
        select ${leagueId}, ${state.season}::integer, ${division.index}::integer, r.round, r.position, r.home_id, r.away_id,
               r.home_goals, r.away_goals, r.events, r.names
        from json_to_recordset(${jsonArray(rows)}::json) as r(round integer, position integer, home_id text, away_id text,
          home_goals integer, away_goals integer, events jsonb, names jsonb)`.execute(trx);
    }
  }
}

/** A result's play-by-play, and the names of the players it refers to, read before any of them leaves the records. */
function eventsAndNames(events: EngineEvent[], previous: StateSnapshot, state: LeagueState): { events: string; names: string } {
  const names: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const name = (Object.hasOwn(state.players, value) ? state.players[value]?.name : undefined) ?? previous.playerDirectory.get(value)?.name;
      if (name !== undefined) names[value] = name;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(events);
  return { events: json(events), names: json(names) };
}

async function saveMarket(trx: Trx, leagueId: string, previous: StateSnapshot, state: LeagueState): Promise<void> {
  if (previous.market === JSON.stringify(state.market)) return;
  await trx.deleteFrom('market_listings').where('league_id', '=', leagueId).execute();
  if (!state.market.length) return;
  await trx
    .insertInto('market_listings')
    .values(
      state.market.map((l, position) => ({
        league_id: leagueId,
        player_id: l.playerId,
        position,
        seller_id: l.sellerId,
        asking_price: l.askingPrice,
        mode: l.mode,
        listed_week: l.listedWeek,
        listed_season: l.listedSeason,
        reason: l.reason,
      })),
    )
    .execute();
}

async function saveHistory(trx: Trx, leagueId: string, previous: StateSnapshot, state: LeagueState): Promise<void> {
  const fresh = state.history.filter((h) => !previous.historySeasons.has(h.season));
  if (!fresh.length) return;
  await trx
    .insertInto('league_history')
    .values(fresh.map((h) => ({ league_id: leagueId, season: h.season, data: json(h) })))
    .onConflict((oc) => oc.columns(['league_id', 'season']).doUpdateSet((eb) => ({ data: eb.ref('excluded.data') })))
    .execute();
}
