import type { APIEmbed } from 'discord.js';
import type { StaffRole } from '../../engine/model/types.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { StaffView } from '../../league/shared/views.js';
import { COLOURS } from './format.js';

export const STAFF_LABELS: Readonly<Record<StaffRole, string>> = {
  headCoach: 'Head Coach',
  assistantManager: 'Assistant Manager',
  chiefScout: 'Chief Scout',
  youthTeamCoach: 'Youth Team Coach',
  clubDoctor: 'Club Doctor',
};

/** "Head Coach", "Cheftrainer": a role by the catalogue's name for it. */
export function roleIn(locale: Locale, role: StaffRole): string {
  return t(locale, `staff.${role}`);
}

export function renderStaff(view: StaffView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const employed = view.employed.map((s) =>
    t(locale, 'backroom.employed', { role: roleIn(locale, s.role), season: s.hiredSeason, week: s.hiredWeek, weeks: s.weeksEmployed }),
  );
  const orders = [
    ...view.orderedHire.map((role) => t(locale, 'ready.staff.hire', { role: roleIn(locale, role) })),
    ...view.orderedFire.map((role) => t(locale, 'ready.staff.fire', { role: roleIn(locale, role) })),
  ];
  return {
    title: t(locale, 'backroom.title', { club: view.club.name }),
    description: employed.join('\n') || t(locale, 'backroom.none'),
    color: COLOURS.info,
    ...(orders.length > 0 ? { fields: [{ name: t(locale, 'orders.orderedThisWeek'), value: orders.join('\n') }] } : {}),
  };
}
