import type { APIEmbedField } from 'discord.js';
import type { LineupPlanView } from '../../league/shared/lineup-plan.js';
import { formMark, name } from './format.js';

/** The XI that will play, line by line, with tactics and what the AI fills for him: fields of the /ready summary. */
export function lineupPlanFields(plan: LineupPlanView | null, preseason: boolean): APIEmbedField[] {
  if (!plan) {
    return [
      {
        name: 'Your XI',
        value: preseason
          ? 'No XI picked yet. Pick one with /select and it stands for week 1; if you don’t, the AI picks the best XI then.'
          : 'Your squad cannot field an XI.',
      },
    ];
  }
  const lines = plan.lines.map(
    (line) => `${line.label}: ${line.players.map((p) => `${name(p.name)}${p.form ? ` (${formMark(p.form)})` : ''}`).join(', ')}`,
  );
  const fields: APIEmbedField[] = [
    { name: `Your XI: ${plan.formation}`, value: [...lines, ...(plan.tactics.length ? [`Tactics: ${plan.tactics.join('; ')}`] : [])].join('\n') },
  ];
  if (plan.changes.length) fields.push({ name: 'What the AI changes for you', value: plan.changes.map((c) => `🔁 ${c}`).join('\n') });
  return fields;
}
