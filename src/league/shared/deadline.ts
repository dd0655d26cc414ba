import type { DeadlineSchedule } from './views.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The first deadline of the schedule strictly after `from`. */
export function nextDeadline(schedule: DeadlineSchedule, from: Date): Date {
  if (schedule.kind === 'interval') return new Date(from.getTime() + schedule.hours * HOUR);
  const [hours, minutes] = schedule.time.split(':').map(Number) as [number, number];
  // Walk the local calendar days from today; eight days always reach the next chosen weekday.
  for (let day = 0; day <= 8; day++) {
    const local = localDate(new Date(from.getTime() + day * DAY), schedule.timeZone);
    const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
    if (!schedule.days.includes(weekday)) continue;
    const at = zonedTime(local.year, local.month, local.day, hours, minutes, schedule.timeZone);
    if (at.getTime() > from.getTime()) return at;
  }
  throw new Error('a weekly schedule needs at least one day');
}

function localDate(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant a wall-clock time in the zone names (twice corrected, for the change of clocks). */
function zonedTime(year: number, month: number, day: number, hours: number, minutes: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hours, minutes);
  let at = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  at = guess - offsetMinutes(new Date(at), timeZone) * 60_000;
  return new Date(at);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
