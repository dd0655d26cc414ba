import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { TrainingCode } from '../../engine/model/types.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { PlayerView } from '../../league/shared/views.js';
import { COLOURS, positions } from './format.js';
import { abilityIn, formIn } from './form-words.js';
import { abilityFormLegendIn } from './market.render.js';
import { moneyIn } from './money-words.js';
import { trainingPlanIn } from './squad.render.js';

function fitness(locale: Locale, player: PlayerView): string {
  if (player.injuryWeeks > 0) return t(locale, 'player.injured', { weeks: player.injuryWeeks });
  return t(locale, player.own && player.niggle ? 'player.niggle' : 'player.fit');
}

/** His plan, and any other training begun and paused ("also begun: form training, 2 weeks done"). */
function training(locale: Locale, player: Extract<PlayerView, { own: true }>): string {
  const current = player.trainingPlan?.code;
  const begun = Object.entries(player.trainingProgress)
    .filter(([code, done]) => code !== current && done > 0)
    .map(([code, done]) => t(locale, 'player.training.begun', { plan: code as TrainingCode, weeks: done }))
    .join(', ');
  const plan = trainingPlanIn(locale, player.trainingPlan);
  return begun ? t(locale, 'player.training.alsoBegun', { plan, begun }) : plan;
}

/** One player's profile; his own manager also sees training and niggles. */
export function renderPlayer(player: PlayerView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const ability = abilityIn(locale, player.ability);
  const age = String(player.age);
  const fields: APIEmbedField[] = [
    { name: t(locale, 'player.club'), value: player.clubName ?? t(locale, 'player.noClub'), inline: true },
    { name: t(locale, 'player.positions'), value: positions(player.positions), inline: true },
    { name: t(locale, 'player.ability'), value: player.potentialReached ? t(locale, 'player.potentialReached', { ability }) : ability, inline: true },
    { name: t(locale, 'player.form'), value: formIn(locale, player.form), inline: true },
    { name: t(locale, 'player.age'), value: player.retiring ? t(locale, 'player.retiring', { age }) : age, inline: true },
    { name: t(locale, 'player.fitness'), value: fitness(locale, player), inline: true },
    {
      name: t(locale, 'player.season'),
      value: t(locale, 'player.stats', {
        games: player.stats.games,
        goals: player.stats.goals,
        assists: player.stats.assists,
        injured: player.stats.gamesInjured,
      }),
    },
  ];
  fields.push({ name: t(locale, 'player.value'), value: moneyIn(locale, player.value), inline: true });
  if (player.listing) {
    const mode = t(locale, 'market.mode', { mode: player.listing.mode });
    fields.push({ name: t(locale, 'player.listed'), value: `${moneyIn(locale, player.listing.askingPrice)} (${mode})`, inline: true });
  }
  if (player.own) fields.push({ name: t(locale, 'player.training'), value: training(locale, player) });
  return { title: player.name, color: COLOURS.info, fields, footer: { text: abilityFormLegendIn(locale) } };
}
