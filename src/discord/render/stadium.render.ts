import type { APIEmbed } from 'discord.js';
import { standCapacity, totalCapacity } from '../../engine/stadium/capacity.js';
import type { Stand, StandId } from '../../engine/types.js';
import type { StadiumView } from '../../league/views.js';
import { COLOURS } from './format.js';

export const STAND_LABELS: Readonly<Record<StandId, string>> = {
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
  northEast: 'North-East corner',
  northWest: 'North-West corner',
  southEast: 'South-East corner',
  southWest: 'South-West corner',
};

export function renderStadium(view: StadiumView): APIEmbed {
  if (!view.stadium) return { title: `${view.club.name}: ground`, description: 'A non-player club: no ground to manage.', color: COLOURS.info };
  const stands = (Object.entries(view.stadium.stands) as [StandId, Stand][]).map(([id, stand]) => {
      const tiers = stand.tiers.length > 0 ? stand.tiers.map((kind, i) => `T${i + 1} ${kind}`).join(', ') : stand.bank ? 'grass bank' : 'empty';
      const work = stand.work ? ` · building T${stand.work.tier} ${stand.work.kind}, ${stand.work.weeksLeft}w left (closed)` : '';
      return `**${STAND_LABELS[id]}**: ${tiers} · ${standCapacity(id, stand).toLocaleString('en-GB')}${work}`;
  });
  const ordered = view.orderedBuilds.map((b) => `${STAND_LABELS[b.stand]} T${b.tier} ${b.kind}`);
  return {
    title: `${view.club.name}: ground (${totalCapacity(view.stadium).toLocaleString('en-GB')})`,
    description: stands.join('\n'),
    color: COLOURS.info,
    fields: [
      { name: 'Executive boxes', value: view.stadium.executiveBoxes ? 'Yes' : 'No', inline: true },
      ...(ordered.length > 0 ? [{ name: 'Ordered this week', value: ordered.join('\n'), inline: true }] : []),
    ],
  };
}
