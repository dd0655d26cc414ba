import { ActionRowBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction, type MessageComponentInteraction } from 'discord.js';
import { SlashCommandBuilder } from '@discordjs/builders';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { managerInput } from '../src/discord/command-kit.js';
import { Refusal } from '../src/discord/errors.js';
import { NO_MENTIONS } from '../src/discord/mentions.js';
import { parseValues } from '../src/discord/options.js';
import { cardLabel, pence, renderHand } from '../src/discord/render/cards.render.js';
import { respond } from '../src/discord/reply.js';
import { localeOf, type Locale } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { cardsHand, keepCards, type HandView } from '../src/league/index.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('keep')
  .setDescription('Cards, at the set-up: choose the cards you keep from the deal (at least one picture card)')
  .setContexts(InteractionContextType.Guild);

const cardsSchema = z
  .array(z.string().regex(/^[A2-9TJQK][HCDS]$/, 'option.card'))
  .min(1, 'option.keepOne')
  .max(8);

/** One menu over the dealt hand: what is picked is kept, the rest goes back under the pack. */
function keepMessage(hand: HandView, content: string, locale: Locale) {
  const kept = new Set(hand.keep ?? []);
  const menu = new StringSelectMenuBuilder()
    .setCustomId('keep:cards')
    .setPlaceholder(t(locale, 'cards.keep.placeholder'))
    .setMinValues(1)
    .setMaxValues(hand.hand.length)
    .addOptions(
      hand.hand.map((c) =>
        new StringSelectMenuOptionBuilder()
          .setLabel(
            c.picture
              ? t(locale, 'cards.keep.formationOption', { card: cardLabel(c.card) })
              : t(locale, 'cards.keep.playerOption', { card: cardLabel(c.card), level: c.level, cost: pence(c.level * 100, locale) }),
          )
          .setValue(c.card)
          .setDefault(kept.has(c.card)),
      ),
    );
  return { content, embeds: [renderHand(hand, locale)], components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)] };
}

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const locale = localeOf(interaction.locale);
  const hand = await cardsHand(ctx, managerInput(interaction, 'cards'));
  if (hand.phase !== 'keep') throw new Refusal({ key: 'cards.keep.notNow' });
  await respond(interaction, { ...keepMessage(hand, t(locale, 'cards.keep.intro'), locale), ephemeral: true });
}

async function component(interaction: MessageComponentInteraction, ctx: AppContext): Promise<void> {
  const input = managerInput(interaction, 'cards');
  const locale = localeOf(interaction.locale);
  const cards = parseValues(cardsSchema, interaction.isStringSelectMenu() ? interaction.values : []);
  const saved = await keepCards(ctx, { ...input, cards });
  const hand = await cardsHand(ctx, input);
  await interaction.update({
    ...keepMessage(hand, t(locale, 'cards.keep.saved', { cards: saved.orders.keep!.map(cardLabel).join(' ') }), locale),
    allowedMentions: NO_MENTIONS,
  });
}

export default { data, execute, component } satisfies Command;
