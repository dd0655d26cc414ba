import { matchDay } from '../match/match-day.js';
import { squadsByClub } from '../selection/squad.js';
import { trainingWeeks } from '../training/training-weeks.js';
import { isPositionCode, planViolations, validateTraining } from '../training/validate-training.js';
import type { Club, Player, TrainingCode } from '../model/types.js';
import type { Violation } from '../model/violations.js';
import type { WeekPhase, PhaseContext } from './context.js';

/**
 * Rulebook, "Training": new plans are taken, then every squad player trains
 * one week of his plan. Injured players and players with a niggle train FIT;
 * a player bought this week does not train. Completion takes effect at once.
 */
export const trainingPhase: WeekPhase = (ctx) => {
  const { state } = ctx;
  // Training moves no player between clubs, so the squads hold for the whole phase.
  const squads = squadsByClub(state);
  for (const club of Object.values(state.clubs)) {
    if (!club.playerControlled) continue;
    applyPlans(ctx, club);
    for (const player of squads.of(club.id)) trainOneWeek(ctx, club, player);
  }
};

function applyPlans(ctx: PhaseContext, club: Club): void {
  const plans = ctx.orders[club.id]?.training ?? {};
  const rejected: Violation[] = [];
  for (const [playerId, code] of Object.entries(plans)) {
    const violations = validateTraining(ctx.state, club.id, playerId, code);
    if (violations.length > 0) {
      rejected.push(...violations);
      continue;
    }
    const player = ctx.state.players[playerId]!;
    if (player.training !== code) ctx.events.push({ type: 'training-plan', playerId, clubId: club.id, from: player.training, to: code });
    player.training = code;
  }
  if (rejected.length > 0) ctx.events.push({ type: 'order-rejected', clubId: club.id, order: 'training', violations: rejected });
}

function trainOneWeek(ctx: PhaseContext, club: Club, player: Player): void {
  const { state, events } = ctx;
  if (boughtThisWeek(player, state.season, state.week)) return;
  if (player.injuryWeeks > 0 || player.niggle) {
    // FIT is forced; the niggle lasts one session.
    player.niggle = false;
    return;
  }
  const code = player.training;
  if (code === null || code === 'FIT') return;
  if (code === 'RST') {
    matchDay(ctx).resting.add(player.id);
    events.push({ type: 'rested', playerId: player.id, clubId: club.id });
    return;
  }
  const blocked = planViolations(state, club.id, player, code);
  if (blocked.length > 0) {
    if (blocked[0]!.code === 'training-already-has-position') player.training = null;
    else events.push({ type: 'training-blocked', playerId: player.id, clubId: club.id, code, reason: blocked[0]! });
    return;
  }
  const done = (player.trainingProgress[code] ?? 0) + 1;
  const weeks = trainingWeeks(player, code, club, state.season)!;
  if (done < weeks) {
    player.trainingProgress[code] = done;
    return;
  }
  delete player.trainingProgress[code];
  complete(ctx, player, code);
  events.push({ type: 'training-completed', playerId: player.id, clubId: club.id, code });
}

/** The week of a purchase is the week he joined in the season he joined (a transfer sets both). */
function boughtThisWeek(player: Player, season: number, week: number): boolean {
  return player.boughtInWeek === week && player.joinedSeason === season;
}

function complete(ctx: PhaseContext, player: Player, code: TrainingCode): void {
  if (code === 'FRM') matchDay(ctx).formTrained.add(player.id);
  else if (code === 'ABL') player.ability = Math.min(10, player.ability + 0.5);
  else if (isPositionCode(code)) {
    player.positions.push(code);
    player.training = null;
  }
}
