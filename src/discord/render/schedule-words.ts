import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { DeadlineSchedule } from '../../league/shared/views.js';

/** 1 January 2023 was a Sunday: day n of the schedule (0 Sunday … 6 Saturday) is n days after it. */
const A_SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A weekday's name in the language, as `Intl` spells it ("Donnerstag"). */
function weekdayIn(locale: Locale, day: number): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(A_SUNDAY + day * DAY_MS));
}

/** The deadlines' schedule in a language: "Monday, Thursday at 20:00 (Europe/London)", "every 24 hours". */
export function scheduleIn(locale: Locale, schedule: DeadlineSchedule): string {
  if (schedule.kind === 'interval') return t(locale, 'guide.schedule.interval', { hours: schedule.hours });
  const days = schedule.days.map((day) => weekdayIn(locale, day)).join(', ');
  return t(locale, 'guide.schedule.days', { days, time: schedule.time, zone: schedule.timeZone });
}
