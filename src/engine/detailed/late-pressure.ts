import { elapsesMinute } from './dice-turn.js';
import type { PeriodKind } from './extra-time-chart.js';

/**
 * House rule (docs/rules.md, "When goals come"): late in the second half more
 * happens in a minute, as sides tire and chase the result. The document slashes
 * a minute on a d20 of 1-4 or 18-20 all game; from the 61st minute a 4 no longer
 * slashes one, and from the 76th neither does an 18, so the last half hour has
 * more turns a minute (7/6 and then 7/5 as many) and its share of the goals
 * rises as real football's does (about 55% of goals after half-time).
 */
export const LATE_PRESSURE = [
  { fromMinute: 76, slashes: (d20: number) => d20 <= 3 || d20 >= 19 },
  { fromMinute: 61, slashes: (d20: number) => d20 <= 3 || d20 >= 18 },
] as const;

/** Whether the turn's d20 slashes a minute, at this game minute (added time counted on) of this period. */
export function slashesMinute(d20: number, period: PeriodKind, minute: number): boolean {
  if (period === 'second-half') {
    for (const stage of LATE_PRESSURE) if (minute >= stage.fromMinute) return stage.slashes(d20);
  }
  return elapsesMinute(d20);
}
