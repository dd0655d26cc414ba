import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import type { LeagueOrders } from '../model/orders.js';
import { formPhase } from '../phases/form.js';
import { injuriesPhase } from '../phases/injuries.js';
import { selectionPhase } from '../phases/selection.js';
import { stadiumAndStaffPhase } from '../phases/stadium-and-staff.js';
import { trainingPhase } from '../phases/training.js';
import { transfersPhase } from '../phases/transfers.js';
import type { WeekPhase } from '../phases/context.js';
import type { LeagueState } from '../model/types.js';
import { clubsPlayingThisWeek } from '../selection/fixtures-this-week.js';
import { lineupToPlay } from '../selection/lineup-to-play.js';
import { squadsByClub } from '../selection/squad.js';
import type { StepResult } from '../model/step-result.js';
import { runPhases } from '../week.js';
import { payCupsLeagueIncome } from '../phases/cup-income.js';
import { afterCupRound } from './cup-season.js';
import { competitionsOf } from '../selection/cup-playing.js';
import { playCupTies } from './cup-ties.js';
import type { CupStepKind } from '../model/cups-state.js';

/**
 * A club with no tie in a cup step (knocked out, or not in Europe) plays no match, but its manager's selection still
 * becomes its standing lineup, as it would in a league week, so the pick he made in the cup step stands for the next.
 */
const standingSelectionPhase: WeekPhase = ({ state, orders }) => {
  const playing = clubsPlayingThisWeek(state);
  const squads = squadsByClub(state);
  for (const club of Object.values(state.clubs)) {
    const order = orders[club.id]?.selection;
    if (!club.playerControlled || playing.has(club.id) || !order) continue;
    const { standing } = lineupToPlay(state, club, order, squads.of(club.id));
    if (!standing) continue;
    club.lineup = standing.lineup;
    club.tactics = standing.tactics;
  }
};

const cupIncomePhase: WeekPhase = ({ state, events }) => payCupsLeagueIncome(state, events);
const cupMatchPhase: WeekPhase = (ctx) => playCupTies(ctx, ctx.state.cups!.playing!);
const cupDrawPhase: WeekPhase = ({ state, dice, events }) => afterCupRound(state, competitionsOf(state.cups!.playing!), dice, events);

/**
 * A cup step runs the week's phases in the rulebook's order (income, stadium and staff, training, transfers, form,
 * selection, match, injuries) with only its ties played, then draws the next round. League fixtures wait for the
 * next league week.
 */
export const CUP_STEP_PHASES: readonly WeekPhase[] = [
  cupIncomePhase,
  stadiumAndStaffPhase,
  trainingPhase,
  transfersPhase,
  formPhase,
  selectionPhase,
  standingSelectionPhase,
  cupMatchPhase,
  injuriesPhase,
  cupDrawPhase,
];

/** Plays one cup or European step. Pure: the state passed in is not changed. */
export function playCupStep(state: LeagueState, kind: CupStepKind, orders: LeagueOrders, dice: Dice): StepResult {
  const playing = { ...state, cups: { ...state.cups!, playing: kind } };
  const started: EngineEvent[] = [{ type: 'cup-step-started', season: state.season, week: state.week, kind }];
  const result = runPhases(CUP_STEP_PHASES, playing, orders, dice, started);
  const cups = result.state.cups!;
  delete cups.playing;
  cups.stepsPlayed += 1;
  return result;
}
