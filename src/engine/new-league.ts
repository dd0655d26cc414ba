import { CURRENT_DICE_VERSION, seededDice, stepSeed, type Dice, type DiceVersion } from './dice.js';
import type { EngineEvent } from './model/events.js';
import { changeMoney } from './money/ledger.js';
import { STARTING_MONEY } from './money/money-rules.js';
import { fixtureList, shuffled } from './season/fixtures.js';
import { startingStadium } from './stadium/starting-stadium.js';
import type { Club, Division, DivisionIndex, LeagueSettings, LeagueState, Player } from './model/types.js';
import { rollForm } from './setup/form-assessment.js';
import { takeId } from './setup/ids.js';
import { CLUB_NAMES, PLAYER_CLUB_NAMES, sameClubName } from './setup/names.js';
import { nonPlayerChart } from './setup/non-player-chart.js';
import { startingSquad } from './setup/starting-squad.js';
import { setUpGameOptions } from './fortunes/league-options.js';
import { listOpeningPlayers } from './transfers/opening-list.js';

export interface NewLeagueOptions {
  seed: number;
  /** Player-controlled clubs, 1 to 8. */
  humanClubs: number;
  /** Their division; the Fourth by default. */
  division?: DivisionIndex;
  clubNames?: string[];
  settings?: Partial<LeagueSettings>;
  /** The current version unless a stored league is replayed with its own. */
  diceVersion?: DiceVersion;
}

export const DEFAULT_SETTINGS: LeagueSettings = { engine: 'classic', homeAdvantages: false };

export const CLUBS_PER_DIVISION = 8;

/**
 * A new league in the pre-season of season one: four divisions of eight, the
 * player-controlled clubs with squads from the transfer charts, their starting
 * money, the 13,000 ground, form assessed, the first fixture list and the
 * opening transfer list.
 * Deterministic from the seed. The events hold the starting money's ledger rows.
 */
export function newLeagueState(options: NewLeagueOptions): { state: LeagueState; events: EngineEvent[] } {
  const humanDivision = options.division ?? 3;
  if (!Number.isInteger(options.humanClubs) || options.humanClubs < 1 || options.humanClubs > CLUBS_PER_DIVISION) {
    throw new Error(`a league has 1 to 8 player-controlled clubs, not ${options.humanClubs}`);
  }
  const diceVersion = options.diceVersion ?? CURRENT_DICE_VERSION;
  const dice = seededDice(stepSeed(options.seed, 0, 0, diceVersion));
  const state: LeagueState = {
    seed: options.seed,
    diceVersion,
    season: 1,
    week: 0,
    phase: 'preseason',
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
    divisions: [],
    clubs: {},
    players: {},
    market: [],
    history: [],
    nextId: 1,
  };
  const events: EngineEvent[] = [];
  const managersNames = new Set(Array.from({ length: options.humanClubs }, (_, n) => sameClubName(humanName(options.clubNames, n))));
  const otherNames = shuffled(CLUB_NAMES, dice).filter((name) => !managersNames.has(sameClubName(name)));
  for (const index of [0, 1, 2, 3] as DivisionIndex[]) {
    const humans = index === humanDivision ? options.humanClubs : 0;
    const clubIds: string[] = [];
    for (let ranking = 1; ranking <= CLUBS_PER_DIVISION; ranking++) {
      const human = ranking > CLUBS_PER_DIVISION - humans;
      const club = human
        ? playerClub(state, index, ranking, humanName(options.clubNames, clubIds.length - (CLUBS_PER_DIVISION - humans)))
        : nonPlayerClub(state, index, ranking, otherNames.pop()!);
      state.clubs[club.id] = club;
      clubIds.push(club.id);
      if (human) {
        for (const player of startingSquad(state, club, dice)) state.players[player.id] = player;
        changeMoney(state, events, club.id, STARTING_MONEY, 'starting-money', 'Starting money');
      }
    }
    state.divisions.push(newDivision(index, clubIds, dice));
  }
  assessForm(Object.values(state.players), dice);
  events.push(...setUpGameOptions(state, dice));
  listOpeningPlayers(state, dice, events);
  return { state, events };
}

export function newLeague(options: NewLeagueOptions): LeagueState {
  return newLeagueState(options).state;
}

function humanName(names: string[] | undefined, n: number): string {
  return names?.[n] ?? PLAYER_CLUB_NAMES[n]!;
}

function newDivision(index: DivisionIndex, clubIds: string[], dice: Dice): Division {
  return { index, clubIds, fixtures: fixtureList(clubIds, dice), results: [] };
}

function baseClub(state: LeagueState, division: DivisionIndex, ranking: number, name: string): Club {
  return {
    id: takeId(state, 'c'),
    name,
    division,
    playerControlled: false,
    chart: null,
    ranking,
    balance: 0,
    stadium: null,
    staff: [],
    sponsor: null,
    winStreak: 0,
    lastSeason: null,
    lineup: null,
    tactics: {},
  };
}

function nonPlayerClub(state: LeagueState, division: DivisionIndex, ranking: number, name: string): Club {
  return { ...baseClub(state, division, ranking, name), chart: nonPlayerChart(division, ranking) };
}

function playerClub(state: LeagueState, division: DivisionIndex, ranking: number, name: string): Club {
  return { ...baseClub(state, division, ranking, name), playerControlled: true, stadium: startingStadium() };
}

/** Rulebook, "Form assessment (first season only)". */
export function assessForm(players: Player[], dice: Dice): void {
  for (const player of players) player.form = rollForm(dice).form;
}
