import type { Club, Division, DivisionIndex, LeagueState, NonPlayerChart, Player, Stadium, StandId } from '../../src/engine/model/types.js';
import { makePlayer as freshPlayer } from '../../src/engine/setup/make-player.js';

/**
 * Small builders for tests: every field has a plain default, and a test names
 * only what its situation needs.
 */

export function makePlayer(overrides: Partial<Player> = {}): Player {
  const id = overrides.id ?? 'p1';
  const fresh = freshPlayer({ id, name: `Player ${id}`, age: 24, position: 'CM', ability: 7, clubId: 'c1', joinedSeason: 1 });
  return { ...fresh, ...overrides };
}

const STAND_IDS: StandId[] = ['north', 'south', 'east', 'west', 'northEast', 'northWest', 'southEast', 'southWest'];

/** A starting ground: every stand a grass bank, nothing being built. */
export function makeStadium(overrides: Partial<Stadium> = {}): Stadium {
  const stands = Object.fromEntries(STAND_IDS.map((id) => [id, { tiers: [], bank: true, work: null }])) as unknown as Stadium['stands'];
  return { stands, executiveBoxes: false, developed: false, ...overrides };
}

export const TEST_CHART: NonPlayerChart = {
  goalkeeper: 6.5,
  full: { home: { defend: 40, attack: 30 }, away: { defend: 42, attack: 27 } },
  depleted: { home: { defend: 36, attack: 27 }, away: { defend: 38, attack: 24 } },
};

export function makeClub(overrides: Partial<Club> = {}): Club {
  const id = overrides.id ?? 'c1';
  const playerControlled = overrides.playerControlled ?? true;
  return {
    id,
    name: `Club ${id}`,
    division: 3,
    playerControlled,
    chart: playerControlled ? null : TEST_CHART,
    ranking: playerControlled ? 8 : 1,
    balance: 1_000_000,
    stadium: playerControlled ? makeStadium() : null,
    staff: [],
    sponsor: null,
    winStreak: 0,
    lastSeason: null,
    lineup: null,
    tactics: {},
    ...overrides,
  };
}

/** The positions of a squad that can field every formation, with a bench. */
export const FULL_SQUAD_POSITIONS: Player['positions'][] = [
  ['GK'],
  ['GK'],
  ['SB'],
  ['SB'],
  ['CB'],
  ['CB'],
  ['CB'],
  ['SB', 'SM'],
  ['SB', 'SM'],
  ['CM'],
  ['CM'],
  ['CM'],
  ['SM'],
  ['SM'],
  ['CF'],
  ['CF'],
  ['CF'],
  ['CF', 'SM'],
  ['CF', 'SM'],
];

/** A player-controlled club with a full squad whose ids are `<clubId>-<n>`. */
export function makeSquad(clubId: string, ability = 7, positions = FULL_SQUAD_POSITIONS): Player[] {
  return positions.map((p, n) => makePlayer({ id: `${clubId}-${n + 1}`, clubId, positions: [...p], ability }));
}

export interface LeagueSpec {
  clubs?: Club[];
  players?: Player[];
  /** Fixtures per division; defaults to none. */
  divisions?: Division[];
  week?: number;
  season?: number;
}

/**
 * A league in season holding the given clubs and players. Clubs are put in
 * their own division's club list unless divisions are given.
 */
export function makeLeague(spec: LeagueSpec = {}): LeagueState {
  const clubs = spec.clubs ?? [makeClub()];
  const players = spec.players ?? [];
  const divisions =
    spec.divisions ??
    ([0, 1, 2, 3] as DivisionIndex[]).map((index) => ({
      index,
      clubIds: clubs.filter((c) => c.division === index).map((c) => c.id),
      fixtures: [],
      results: [],
    }));
  return {
    seed: 1,
    diceVersion: 2,
    season: spec.season ?? 1,
    week: spec.week ?? 1,
    phase: 'season',
    settings: { engine: 'classic', homeAdvantages: false },
    divisions,
    clubs: Object.fromEntries(clubs.map((c) => [c.id, c])),
    players: Object.fromEntries(players.map((p) => [p.id, p])),
    market: [],
    history: [],
    nextId: 1000,
  };
}
