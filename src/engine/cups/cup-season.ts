import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import type { LeagueState, SeasonHistory } from '../model/types.js';
import { playsEurope } from './calendar.js';
import { CUPS_OPTIONS, EUROPEAN_COMPETITIONS, type CupCompetition } from '../model/cup-competitions.js';
import type { CupsState, CupTrophy } from '../model/cups-state.js';
import { europeanEntry, europeanFields } from './european-entry.js';
import { fairDomesticTies } from './fair-draw.js';
import { cupRoundsReached } from './rounds-reached.js';
import { drawNextRound, knockoutRounds, knockoutRunnerUp, knockoutWinner, newKnockout, type Knockout } from './knockout.js';

/** Draws a competition's next round and tells it. */
export function drawCupRound(state: LeagueState, competition: CupCompetition, knockout: Knockout, dice: Dice, events: EngineEvent[]): Knockout {
  const drawnAsItCame = drawNextRound(knockout, dice);
  const drawn = competition === 'cup' ? withFairTies(state, drawnAsItCame) : drawnAsItCame;
  const round = drawn.rounds.at(-1)!;
  events.push({
    type: 'cup-draw',
    competition,
    season: state.season,
    round: round.round,
    rounds: knockoutRounds(drawn),
    ties: round.ties.map(({ homeId, awayId, neutral }) => ({ homeId, awayId, neutral })),
    byes: round.byes,
  });
  return drawn;
}

function withFairTies(state: LeagueState, knockout: Knockout): Knockout {
  const last = knockout.rounds.at(-1)!;
  const ties = fairDomesticTies(state, last.round, last.ties);
  return { ...knockout, rounds: [...knockout.rounds.slice(0, -1), { ...last, ties }] };
}

/** Last season's cup final, from its history: who won it and who lost it. */
function lastCupFinal(state: LeagueState): CupTrophy | undefined {
  return state.history.at(-1)?.cups?.find((t) => t.competition === 'cup');
}

/**
 * A season's cups at its pre-season: the cup's 32 clubs and its first round drawn; from season two, in leagues that
 * chose Europe, last season's champions, cup winners (or runners-up) and the other player-controlled clubs entered
 * in Europe, each field filled to sixteen with foreign clubs and drawn.
 */
export function startCupSeason(state: LeagueState, dice: Dice, events: EngineEvent[]): void {
  const option = state.settings.cups ?? 'off';
  if (!CUPS_OPTIONS.includes(option) || option === 'off') return;
  const cups: CupsState = { season: state.season, stepsPlayed: 0, knockouts: {}, foreign: [], ties: [], gatesDue: [], leagueGatesPaid: 0 };
  state.cups = cups;
  const allClubs = state.divisions.flatMap((d) => d.clubIds);
  cups.knockouts.cup = drawCupRound(state, 'cup', newKnockout(allClubs), dice, events);
  const final = lastCupFinal(state);
  const last = state.history.at(-1);
  if (!playsEurope({ cups: option, season: state.season }) || !last || !final) return;
  const managerClubIds = Object.values(state.clubs)
    .filter((c) => c.playerControlled)
    .map((c) => c.id);
  const entry = europeanEntry({ championId: last.champion, cupWinnerId: final.winnerId, cupRunnerUpId: final.runnerUpId, managerClubIds });
  const names = Object.values(state.clubs).map((c) => c.name);
  const { fields, foreign } = europeanFields(entry, names, dice, `s${state.season}f`);
  cups.foreign = foreign;
  for (const competition of EUROPEAN_COMPETITIONS) {
    if (fields[competition].length < 2) continue;
    cups.knockouts[competition] = drawCupRound(state, competition, newKnockout(fields[competition]), dice, events);
  }
}

/** After a cup step: each competition with its round played draws the next, or crowns its winner. */
export function afterCupRound(state: LeagueState, competitions: readonly CupCompetition[], dice: Dice, events: EngineEvent[]): void {
  const cups = state.cups!;
  for (const competition of competitions) {
    const knockout = cups.knockouts[competition];
    if (!knockout) continue;
    const winnerId = knockoutWinner(knockout);
    if (winnerId) {
      events.push({ type: 'cup-won', competition, season: state.season, winnerId, runnerUpId: knockoutRunnerUp(knockout)! });
      continue;
    }
    cups.knockouts[competition] = drawCupRound(state, competition, knockout, dice, events);
  }
}

/** The season's trophies, for its history: each competition's winner and runner-up. */
export function cupTrophies(state: LeagueState): CupTrophy[] {
  const cups = state.cups;
  if (!cups || cups.season !== state.season) return [];
  const foreignName = (id: string) => cups.foreign.find((f) => f.id === id)?.name;
  const trophies: CupTrophy[] = [];
  for (const [competition, knockout] of Object.entries(cups.knockouts) as [CupCompetition, Knockout][]) {
    const winnerId = knockoutWinner(knockout);
    const runnerUpId = knockoutRunnerUp(knockout);
    if (!winnerId || !runnerUpId) continue;
    const winnerName = foreignName(winnerId);
    const runnerUpName = foreignName(runnerUpId);
    trophies.push({ competition, winnerId, runnerUpId, ...(winnerName ? { winnerName } : {}), ...(runnerUpName ? { runnerUpName } : {}) });
  }
  return trophies;
}

/** Writes the season's trophies, and each league club's cup runs, into its history (end of season), in leagues that play the cups. */
export function recordCupTrophies(state: LeagueState, history: SeasonHistory): void {
  if (!state.cups) return;
  history.cups = cupTrophies(state);
  if (state.cups.season !== state.season) return;
  const runs = cupRoundsReached(state.cups);
  history.cupRuns = Object.fromEntries(Object.entries(runs).filter(([clubId]) => clubId in state.clubs));
}
