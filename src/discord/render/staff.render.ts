import type { APIEmbed } from 'discord.js';
import type { StaffRole } from '../../engine/model/types.js';
import type { StaffView } from '../../league/shared/views.js';
import { COLOURS } from './format.js';
import { weekName, weeks } from './words.js';

export const STAFF_LABELS: Readonly<Record<StaffRole, string>> = {
  headCoach: 'Head Coach',
  assistantManager: 'Assistant Manager',
  chiefScout: 'Chief Scout',
  youthTeamCoach: 'Youth Team Coach',
  clubDoctor: 'Club Doctor',
};

export function renderStaff(view: StaffView): APIEmbed {
  const employed = view.employed.map(
    (s) => `**${STAFF_LABELS[s.role]}** since season ${s.hiredSeason}, ${weekName(s.hiredWeek)} (employed ${weeks(s.weeksEmployed)})`,
  );
  const orders = [...view.orderedHire.map((r) => `hire ${STAFF_LABELS[r]}`), ...view.orderedFire.map((r) => `fire ${STAFF_LABELS[r]}`)];
  return {
    title: `${view.club.name}: staff`,
    description: employed.join('\n') || 'No staff employed.',
    color: COLOURS.info,
    ...(orders.length > 0 ? { fields: [{ name: 'Ordered this week', value: orders.join('\n') }] } : {}),
  };
}
