import type { Dice } from '../dice.js';
import { shuffled } from '../season/fixtures.js';
import { CLUB_NAMES, sameClubName } from '../setup/names.js';
import { computerClubs, LEAGUE_SIZE, type SkillLevel } from './computer-clubs.js';
import { dealSquads } from './deal.js';
import type { GameEvent } from './events.js';
import { startSeason } from './season.js';
import type { FortunesGame } from './state.js';
import { openTurn } from './turn.js';

/** Rulebook (003), "Officials": the banker gives each manager £200,000. */
export const STARTING_CASH = 200_000;
/** Rulebook (003), "The Equipment": six Immunity cards, held by the bank. */
export const IMMUNITY_CARDS = 6;

export interface NewGameInput {
  managers: readonly { clubId: string; name: string }[];
  skill: SkillLevel;
  seasons: number;
}

/**
 * A new game (rulebook, "Setting up the teams", "Officials"): the deal, £200,000 each, every counter on Start, the
 * computer's clubs to make ten (named from Dugout's fictional towns), the first season's fixtures and the F.A. Cup,
 * and the first turn opened.
 */
export function newGame(input: NewGameInput, dice: Dice): { game: FortunesGame; events: GameEvent[] } {
  const deal = dealSquads(
    input.managers.map((m) => m.clubId),
    dice,
  );
  const taken = new Set(input.managers.map((m) => sameClubName(m.name)));
  const names = shuffled(
    CLUB_NAMES.filter((name) => !taken.has(sameClubName(name))),
    dice,
  );
  const computer = computerClubs(LEAGUE_SIZE - input.managers.length, input.skill, names);
  const game: FortunesGame = {
    seasons: input.seasons,
    skill: input.skill,
    season: 1,
    clubs: [
      ...input.managers.map((m) => ({ id: m.clubId, name: m.name, managed: true })),
      ...computer.map((c) => ({ id: c.id, name: c.name, managed: false })),
    ],
    computerSides: Object.fromEntries(computer.map((c) => [c.id, c.values])),
    managers: Object.fromEntries(
      input.managers.map((m) => [
        m.clubId,
        { clubId: m.clubId, cash: STARTING_CASH, squad: deal.squads[m.clubId]!, position: 0, immunity: 0, resigned: false },
      ]),
    ),
    league: { clubIds: [], fixtures: [], results: [] },
    cups: [],
    cupTies: [],
    calendar: [],
    slot: 0,
    auctionFile: deal.auctionFile,
    bank: [],
    immunityBank: IMMUNITY_CARDS,
    loans: [],
    pending: {},
    gamePoints: {},
    history: [],
    finished: false,
  };
  startSeason(game, dice);
  const events = openTurn(game, dice, false);
  return { game, events };
}
