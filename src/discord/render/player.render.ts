import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { PlayerView } from '../../league/shared/views.js';
import { COLOURS, ability, formMark, money, plural, positions } from './format.js';
import { ABILITY_FORM_LEGEND, SALE_WORDS, TRAINING_WORDS, trainingPlanText, weeks } from './words.js';
import type { TrainingCode } from '../../engine/model/types.js';

/** One player's profile; his own manager also sees training and niggles. */
export function renderPlayer(player: PlayerView): APIEmbed {
  const fields: APIEmbedField[] = [
    { name: 'Club', value: player.clubName ?? 'Transfer list', inline: true },
    { name: 'Positions', value: positions(player.positions), inline: true },
    { name: 'Ability', value: `${ability(player.ability)}${player.potentialReached ? ' (potential reached)' : ''}`, inline: true },
    { name: 'Form', value: formMark(player.form), inline: true },
    { name: 'Age', value: `${player.age}${player.retiring ? ' (retiring at season end)' : ''}`, inline: true },
    {
      name: 'Fitness',
      value:
        player.injuryWeeks > 0
          ? `Injured for ${plural(player.injuryWeeks, 'more week', 'more weeks')}`
          : player.own && player.niggle
            ? 'Niggle: may only do fitness training'
            : 'Fit',
      inline: true,
    },
    {
      name: 'This season',
      value: `${player.stats.games} games · ${player.stats.goals} goals · ${player.stats.assists} assists · ${player.stats.gamesInjured} missed injured`,
    },
  ];
  fields.push({ name: 'Value', value: money(player.value), inline: true });
  if (player.listing)
    fields.push({ name: 'Transfer list', value: `${money(player.listing.askingPrice)} (${SALE_WORDS[player.listing.mode]})`, inline: true });
  if (player.own) {
    const current = player.trainingPlan?.code;
    const paused = Object.entries(player.trainingProgress)
      .filter(([code, done]) => code !== current && done > 0)
      .map(([code, done]) => `${TRAINING_WORDS[code as TrainingCode]}, ${weeks(done)} done`)
      .join(', ');
    fields.push({ name: 'Training', value: `${trainingPlanText(player.trainingPlan)}${paused ? ` · also begun: ${paused}` : ''}` });
  }
  return { title: player.name, color: COLOURS.info, fields, footer: { text: ABILITY_FORM_LEGEND } };
}
