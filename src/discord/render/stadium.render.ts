import { standName } from '../../league/state-views/rule-figures.js';
import type { APIEmbed } from 'discord.js';
import type { Stand, StandId } from '../../engine/model/types.js';
import type { StadiumView } from '../../league/shared/views.js';
import { COLOURS, thousands } from './format.js';
import { weeks } from './words.js';

export function renderStadium(view: StadiumView): APIEmbed {
  if (!view.stadium) return { title: `${view.club.name}: ground`, description: 'A non-player club: no ground to manage.', color: COLOURS.info };
  const stands = (Object.entries(view.stadium.stands) as [StandId, Stand][]).map(([id, stand]) => {
    const tiers = stand.tiers.length > 0 ? stand.tiers.map((kind, i) => `tier ${i + 1} ${kind}`).join(', ') : stand.bank ? 'grass bank' : 'empty';
    const work = stand.work ? ` · building tier ${stand.work.tier} ${stand.work.kind}, ${weeks(stand.work.weeksLeft)} left (closed)` : '';
    return `**${standName(id)}**: ${tiers} · ${thousands(view.places.stands[id] ?? 0)} places${work}`;
  });
  const ordered = view.orderedBuilds.map((b) => `${standName(b.stand)}, tier ${b.tier}, ${b.kind}`);
  return {
    title: `${view.club.name}: ground (${thousands(view.places.total)} places)`,
    description: stands.join('\n'),
    color: COLOURS.info,
    fields: [
      { name: 'Executive boxes', value: view.stadium.executiveBoxes ? 'Yes' : 'No', inline: true },
      ...(ordered.length > 0 ? [{ name: 'Ordered this week', value: ordered.join('\n'), inline: true }] : []),
    ],
  };
}
