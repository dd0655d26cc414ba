import { readGame, type FormChange } from '../form/form-checklist.js';
import { shiftForm } from '../form/form-level.js';
import { matchDay } from '../match/match-day.js';
import type { Player } from '../model/types.js';
import type { WeekPhase, PhaseContext } from './context.js';

/** Rulebook, "Form": injured players lose a level every second week injured. */
export const INJURED_WEEKS_PER_LEVEL = 2;

/**
 * Rulebook, "Form": every squad player's form is updated by the checklist:
 * form training completed this week, injury, and his latest game.
 */
export const formPhase: WeekPhase = (ctx) => {
  const { state } = ctx;
  const trained = matchDay(ctx).formTrained;
  for (const player of Object.values(state.players)) {
    const club = player.clubId === null ? undefined : state.clubs[player.clubId];
    if (!club?.playerControlled) continue;
    const changes: FormChange[] = [];
    if (trained.has(player.id)) changes.push({ levels: 1, cause: 'form training completed' });
    if (player.injuryWeeks > 0) {
      player.weeksInjured++;
      if (player.weeksInjured % INJURED_WEEKS_PER_LEVEL === 0) {
        changes.push({ levels: -1, cause: `${player.weeksInjured} weeks injured` });
      }
    }
    if (player.lastGame) {
      changes.push(...readGame(player.formRuns, player.lastGame));
      player.lastGame = null;
    }
    for (const change of changes) apply(ctx, player, club.id, change);
  }
};

function apply(ctx: PhaseContext, player: Player, clubId: string, change: FormChange): void {
  const to = shiftForm(player.form, change.levels);
  if (to === player.form) return;
  ctx.events.push({ type: 'form-changed', playerId: player.id, clubId, from: player.form, to, cause: change.cause });
  player.form = to;
}
