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

/** The schedule options /league create and /league settings share; all optional, all bounded; each message a catalogue key. */
export const scheduleOptions = z.object({
  every_hours: z
    .number()
    .int()
    .min(1, 'option.schedule.atLeastHour')
    .max(24 * 14, 'option.schedule.atMostHours')
    .optional(),
  days: z
    .string()
    .trim()
    .max(40, 'option.maxCharacters')
    .transform((text) =>
      text
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    )
    .refine((days) => days.length > 0 && days.every((day) => DAY_NAMES.includes(day.slice(0, 3))), 'option.schedule.days')
    .transform((days) => [...new Set(days.map((day) => DAY_NAMES.indexOf(day.slice(0, 3))))].sort((a, b) => a - b))
    .optional(),
  time: z
    .string()
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'option.schedule.time')
    .optional(),
  timezone: z.string().trim().max(64, 'option.maxCharacters').refine(isTimeZone, 'option.schedule.timeZone').optional(),
  reminders: z
    .string()
    .trim()
    .max(40, 'option.maxCharacters')
    .transform((text) =>
      text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    )
    .refine((hours) => hours.length <= 5 && hours.every((h) => Number.isInteger(h) && h >= 1 && h <= 168), 'option.schedule.reminders')
    .optional(),
});

export type ScheduleOptions = z.infer<typeof scheduleOptions>;

/** The schedule the options describe, or null when they describe none; days and every_hours exclude each other. */
export function scheduleFrom(options: ScheduleOptions): DeadlineSchedule | null {
  if (options.every_hours !== undefined && (options.days || options.time || options.timezone)) {
    throw new InvalidOptions({ key: 'option.schedule.both' });
  }
  if (options.every_hours !== undefined) return { kind: 'interval', hours: options.every_hours };
  if (!options.days && !options.time && !options.timezone) return null;
  if (!options.days) throw new InvalidOptions({ key: 'option.schedule.noDays' });
  const [hours = '20', minutes = '00'] = (options.time ?? '20:00').split(':');
  return { kind: 'weekly', days: options.days, time: `${hours.padStart(2, '0')}:${minutes}`, timeZone: options.timezone ?? 'UTC' };
}

/** Until a league says otherwise, a week is played every day. */
export const DEFAULT_SCHEDULE: DeadlineSchedule = { kind: 'interval', hours: 24 };
