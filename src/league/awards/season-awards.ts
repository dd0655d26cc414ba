import type { Line } from '../../engine/model/types.js';
import type { PlayedMatch } from './played-matches.js';
import { averageRating, mainLine, seasonTally, type PlayerSeason } from './season-tally.js';

/** What the awards know of a player beyond his games: his name and age at the season's end. */
export interface PlayerFacts {
  name: string;
  age: number;
}

/** The season's best predictor, from the predictions league (absent while it has none). */
export interface BestPredictor {
  userId: string;
  points: number;
}

export interface SeasonAwardsInput {
  season: number;
  matches: PlayedMatch[];
  players: Record<string, PlayerFacts>;
  /** The Premier Division's champion and the member managing it then (null: the AI). */
  champion: { clubId: string; managerUserId: string | null } | null;
  bestPredictor?: BestPredictor | null;
}

/** A player named by an award, with the figures it was given for. */
export interface AwardedPlayer {
  playerId: string;
  name: string;
  clubId: string;
  apps: number;
  /** Average match rating in tenths. */
  average: number;
  goals: number;
  cleanSheets: number;
  line: Line;
}

export interface SeasonAwards {
  season: number;
  champion: { clubId: string; managerUserId: string | null } | null;
  playerOfTheSeason: AwardedPlayer | null;
  goldenBoot: AwardedPlayer | null;
  bestGoalkeeper: AwardedPlayer | null;
  youngPlayer: AwardedPlayer | null;
  /** A 4-4-2: the goalkeeper, four defenders, four midfielders, two forwards (fewer where too few qualify). */
  teamOfTheSeason: AwardedPlayer[];
  bestPredictor: BestPredictor | null;
}

/** The oldest a young player of the season may be. */
export const YOUNG_PLAYER_MAX_AGE = 21;
const TEAM_SHAPE: [Line, number][] = [
  ['G', 1],
  ['D', 4],
  ['M', 4],
  ['A', 2],
];

/** A season's awards out of its league games alone (docs/rules.md, "Awards"): the same games always give the same awards. */
export function seasonAwards(input: SeasonAwardsInput): SeasonAwards {
  const tally = seasonTally(input.matches).filter((p) => input.players[p.playerId]);
  const rounds = new Set(input.matches.map((m) => m.round)).size;
  const minApps = Math.ceil(rounds / 2);
  const award = (p: PlayerSeason): AwardedPlayer => ({
    playerId: p.playerId,
    name: input.players[p.playerId]!.name,
    clubId: p.clubId,
    apps: p.apps,
    average: averageRating(p),
    goals: p.goals,
    cleanSheets: p.cleanSheets,
    line: mainLine(p),
  });
  const rated = tally
    .filter((p) => p.apps >= minApps)
    .map(award)
    .sort((a, b) => b.average - a.average || b.apps - a.apps || b.goals - a.goals || byName(a, b));
  const scorers = tally
    .filter((p) => p.goals > 0)
    .map(award)
    .sort((a, b) => b.goals - a.goals || a.apps - b.apps || byName(a, b));
  const keepers = tally
    .filter((p) => p.lines.G >= minApps)
    .map(award)
    .sort((a, b) => b.average - a.average || b.cleanSheets - a.cleanSheets || byName(a, b));
  return {
    season: input.season,
    champion: input.champion,
    playerOfTheSeason: rated[0] ?? null,
    goldenBoot: scorers[0] ?? null,
    bestGoalkeeper: keepers[0] ?? null,
    youngPlayer: rated.find((p) => input.players[p.playerId]!.age <= YOUNG_PLAYER_MAX_AGE) ?? null,
    teamOfTheSeason: TEAM_SHAPE.flatMap(([line, count]) => rated.filter((p) => p.line === line).slice(0, count)),
    bestPredictor: input.bestPredictor ?? null,
  };
}

function byName(a: AwardedPlayer, b: AwardedPlayer): number {
  return a.name.localeCompare(b.name) || a.playerId.localeCompare(b.playerId);
}
