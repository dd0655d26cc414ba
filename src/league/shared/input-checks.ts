import { InvalidInput } from '../errors.js';
import { isValidTimeZone } from './deadline.js';
import type { DeadlineSchedule } from './views.js';

/** Deadlines no closer than an hour and no further than four weeks apart. */
export const INTERVAL_HOURS = { min: 1, max: 24 * 28 } as const;
export const MAX_REMINDER_HOURS = 24 * 7;
export const DEFAULT_REMINDER_OFFSETS = [24, 1];

export function checkSchedule(schedule: DeadlineSchedule): DeadlineSchedule {
  if (schedule.kind === 'interval') {
    if (!Number.isFinite(schedule.hours) || schedule.hours < INTERVAL_HOURS.min || schedule.hours > INTERVAL_HOURS.max) {
      throw new InvalidInput({ key: 'admin.settings.interval', params: { min: INTERVAL_HOURS.min, max: INTERVAL_HOURS.max } });
    }
    return { kind: 'interval', hours: schedule.hours };
  }
  const days = [...new Set(schedule.days)].sort();
  if (!days.length || days.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) {
    throw new InvalidInput({ key: 'admin.settings.weekday' });
  }
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(schedule.time)) throw new InvalidInput({ key: 'admin.settings.time' });
  if (!isValidTimeZone(schedule.timeZone)) {
    throw new InvalidInput({ key: 'admin.settings.timeZone', params: { zone: schedule.timeZone } });
  }
  return { kind: 'weekly', days, time: schedule.time, timeZone: schedule.timeZone };
}

export function checkReminderOffsets(offsets: number[] | undefined): number[] {
  const list = [...new Set(offsets ?? DEFAULT_REMINDER_OFFSETS)].sort((a, b) => b - a);
  if (list.some((h) => !Number.isFinite(h) || h <= 0 || h > MAX_REMINDER_HOURS)) {
    throw new InvalidInput({ key: 'admin.settings.reminders', params: { max: MAX_REMINDER_HOURS } });
  }
  return list;
}

/** Money is whole pounds in an integer column. */
export const MAX_AMOUNT = 2_000_000_000;

export function checkAmount(amount: number): number {
  if (!Number.isInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) {
    throw new InvalidInput({ key: 'reply.amountWholePounds' });
  }
  return amount;
}

/** What a fixed list holds, for the refusal of a value outside it. */
export type ListKind = 'training-plan' | 'formation' | 'stand' | 'tier' | 'staff-role' | 'sponsor-years' | 'section' | 'sale-mode' | 'stand-kind';

/** A value that must be one of a fixed list (a role, a stand, a training code...). */
export function checkOneOf<T extends string | number | null>(value: T, allowed: readonly T[], what: ListKind): T {
  if (!allowed.includes(value)) throw new InvalidInput({ key: `refusal.notOneOf.${what}`, params: { value: String(value) } });
  return value;
}
