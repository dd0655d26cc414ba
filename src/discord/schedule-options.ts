import { z } from 'zod';
import type { DeadlineSchedule } from '../league/index.js';
import { InvalidOptions } from './options.js';

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The schedule options /league create and /league settings share; all optional, all bounded. */
export const scheduleOptions = z.object({
  every_hours: z
    .number()
    .int()
    .min(1, 'must be at least 1 hour')
    .max(24 * 14, 'must be at most 336 hours (two weeks)')
    .optional(),
  days: z
    .string()
    .trim()
    .max(40, 'must be at most 40 characters')
    .transform((text) =>
      text
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    )
    .refine((days) => days.length > 0 && days.every((day) => DAY_NAMES.includes(day.slice(0, 3))), 'must be day names such as "mon, thu"')
    .transform((days) => [...new Set(days.map((day) => DAY_NAMES.indexOf(day.slice(0, 3))))].sort((a, b) => a - b))
    .optional(),
  time: z
    .string()
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 20:00')
    .optional(),
  timezone: z.string().trim().max(64, 'must be at most 64 characters').refine(isTimeZone, 'must be a time zone such as Europe/London').optional(),
  reminders: z
    .string()
    .trim()
    .max(40, 'must be at most 40 characters')
    .transform((text) =>
      text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    )
    .refine(
      (hours) => hours.length <= 5 && hours.every((h) => Number.isInteger(h) && h >= 1 && h <= 168),
      'must be up to five whole hours between 1 and 168, such as "24, 1"',
    )
    .optional(),
});

export type ScheduleOptions = z.infer<typeof scheduleOptions>;

/** The schedule the options describe, or null when they describe none; days and every_hours exclude each other. */
export function scheduleFrom(options: ScheduleOptions): DeadlineSchedule | null {
  if (options.every_hours !== undefined && (options.days || options.time || options.timezone)) {
    throw new InvalidOptions('Give either `every_hours`, or `days` with `time` and `timezone`, not both.');
  }
  if (options.every_hours !== undefined) return { kind: 'interval', hours: options.every_hours };
  if (!options.days && !options.time && !options.timezone) return null;
  if (!options.days) throw new InvalidOptions('Say which `days` the deadline falls on, such as "mon, thu".');
  const [hours = '20', minutes = '00'] = (options.time ?? '20:00').split(':');
  return { kind: 'weekly', days: options.days, time: `${hours.padStart(2, '0')}:${minutes}`, timeZone: options.timezone ?? 'UTC' };
}

/** Until a league says otherwise, a week is played every day. */
export const DEFAULT_SCHEDULE: DeadlineSchedule = { kind: 'interval', hours: 24 };
