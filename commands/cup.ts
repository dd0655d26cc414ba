import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { postsPublicly, serverChannelId } from '../src/discord/command-kit.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { renderCardsView } from '../src/discord/render/cards.render.js';
import { renderCupView } from '../src/discord/render/cup.render.js';
import { renderFortunesGameCups } from '../src/discord/render/fortunes-game-record.render.js';
import { fitsOneMessage, respond } from '../src/discord/reply.js';
import { localeOf } from '../src/i18n/locales.js';
import { COMPETITION_NAMES } from '../src/engine/cups/competition-names.js';
import { CUP_COMPETITIONS } from '../src/engine/model/cup-competitions.js';
import { channelCupView } from '../src/league/index.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('cup')
  .setDescription('The cups: draws, fixtures, results, the bracket and the trophy cabinet')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) =>
    o
      .setName('competition')
      .setDescription('One competition (all of this season’s unless chosen)')
      .addChoices(...CUP_COMPETITIONS.map((value) => ({ name: COMPETITION_NAMES[value], value }))),
  );

const schema = z.object({ competition: z.enum(CUP_COMPETITIONS).optional() });

/**
 * Each game's own /cup, the channel's league read once: the card game has one cup and Football Fortunes shows its cups
 * together, so the competition does not apply to them.
 */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const channelId = serverChannelId(interaction);
  const { competition } = parseValues(schema, rawOptions(interaction).values);
  const cup = await channelCupView(ctx, { channelId, ...(competition ? { competition } : {}) });
  if (cup.game === 'cards') {
    // Seen by the channel, the cup speaks the league's language; seen by him alone, his own.
    const publicly = postsPublicly(interaction, ctx, 'cup');
    const embeds = [renderCardsView('cup', cup.view, publicly ? cup.view.language : localeOf(interaction.locale))];
    await respond(interaction, { embeds, ephemeral: !fitsOneMessage({ embeds }) || !publicly });
    return;
  }
  if (cup.game === 'fortunes') {
    // Shown to the channel in the league's language, to the reader alone in his.
    const publicly = fitsOneMessage({ embeds: [renderFortunesGameCups(cup.view, cup.language)] }) && postsPublicly(interaction, ctx, 'cup');
    const embeds = [renderFortunesGameCups(cup.view, publicly ? cup.language : localeOf(interaction.locale))];
    return respond(interaction, { embeds, ephemeral: !publicly });
  }
  // The channel reads a football league's cups in its language; one answered privately is in the reader's.
  const inLeague = renderCupView(cup.view, cup.language);
  const publicly = fitsOneMessage({ embeds: inLeague }) && postsPublicly(interaction, ctx, 'cup');
  await respond(interaction, { embeds: publicly ? inLeague : renderCupView(cup.view, localeOf(interaction.locale)), ephemeral: !publicly });
}

export default { data, execute } satisfies Command;
