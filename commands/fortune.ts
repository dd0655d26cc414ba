import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, channelLeagueOfAnyGame, managerOfChannel, maybeChannelLeague, resolvePlayer } from '../src/discord/command-kit.js';
import {
  autocompleteFortunesGameCard,
  fortunesGameCommand,
  fortunesGameComponent,
  type FortunesGameOptions,
} from '../src/discord/fortunes-game-command.js';
import { Refusal } from '../src/discord/errors.js';
import { opt, parseValues, rawOptions } from '../src/discord/options.js';
import { name } from '../src/discord/render/format.js';
import { fortunesMoney } from '../src/discord/render/fortunes-game-words.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { renderFortune } from '../src/discord/render/fortunes.render.js';
import { respond } from '../src/discord/reply.js';
import { fortuneView, setBankSale, setCrisisSection, setDebtOrder, setFortuneBid, setImmunityUse } from '../src/league/index.js';
import type { Command } from './index.js';

const SECTIONS = ['G', 'D', 'M', 'A'] as const;

const data = new SlashCommandBuilder()
  .setName('fortune')
  .setDescription('Football Fortunes: your square this turn and your choices on it')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) => sub.setName('show').setDescription('Your square for the coming week, the lots, the bank and your orders'))
  .addSubcommand((sub) =>
    sub
      .setName('crisis')
      .setDescription('On Crisis: the section whose best specialist is sold to the bank')
      .addStringOption((o) =>
        o
          .setName('section')
          .setDescription('The section')
          .setRequired(true)
          .addChoices(...SECTIONS.map((s) => ({ name: t('en', `fortunes.cardType.${s}`), value: s }))),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('bank_sell')
      .setDescription('On Bank Finance: sell a player to the bank at 75% of his value')
      .addStringOption((o) => o.setName('player').setDescription('One of your players').setRequired(true).setAutocomplete(true).setMaxLength(100))
      .addBooleanOption((o) => o.setName('cancel').setDescription('Take back the sale')),
  )
  .addSubcommand((sub) =>
    sub
      .setName('bid')
      .setDescription('A sealed bid for a bank player or an auction lot')
      .addStringOption((o) =>
        o.setName('player').setDescription('A player in the bank or up for auction').setRequired(true).setAutocomplete(true).setMaxLength(100),
      )
      .addIntegerOption((o) =>
        o.setName('amount').setDescription('Your bid in pounds (leave out with cancel)').setMinValue(1).setMaxValue(100_000_000),
      )
      .addBooleanOption((o) => o.setName('cancel').setDescription('Take back your bid')),
  )
  .addSubcommand((sub) =>
    sub
      .setName('immunity')
      .setDescription('Spend an Immunity card on this step’s Selection Problem, or keep it')
      .addBooleanOption((o) => o.setName('use').setDescription('True to spend it if the card harms you').setRequired(true)),
  )
  .addSubcommand((sub) =>
    sub
      .setName('debt_order')
      .setDescription('If your debt is enforced: the next player the bank takes first (cheapest first after them)')
      .addStringOption((o) => o.setName('player').setDescription('One of your players, added to the order').setAutocomplete(true).setMaxLength(100))
      .addBooleanOption((o) => o.setName('clear').setDescription('Clear the order: cheapest first')),
  );

const schemas = {
  show: z.object({}),
  crisis: z.object({ section: z.enum(SECTIONS) }),
  bank_sell: z.object({ player: opt.player, cancel: z.boolean().optional() }),
  bid: z.object({ player: opt.player, amount: opt.int(1, 100_000_000).optional(), cancel: z.boolean().optional() }),
  immunity: z.object({ use: z.boolean() }),
  debt_order: z.object({ player: opt.player.optional(), clear: z.boolean().optional() }),
};

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  const sub = subcommand as keyof typeof schemas;
  // The board over a football league and the rulebook's game share /fortune: the channel's league says which answers.
  if ((await channelLeagueOfAnyGame(interaction, ctx)).game === 'fortunes') {
    return fortunesGameCommand(interaction, ctx, sub, parseValues(schemas[sub], values) as FortunesGameOptions);
  }
  const { leagueId, userId } = await managerOfChannel(interaction, ctx);
  // Every answer is private, in the reader's language.
  const locale = localeOf(interaction.locale);
  const player = (text: string) => resolvePlayer(ctx, leagueId, userId, text);
  switch (sub) {
    case 'show': {
      parseValues(schemas.show, values);
      await respond(interaction, { embeds: [renderFortune(await fortuneView(ctx, { leagueId, userId }), locale)], ephemeral: true });
      return;
    }
    case 'crisis': {
      const { section } = parseValues(schemas.crisis, values);
      await setCrisisSection(ctx, { leagueId, userId, section });
      await respond(interaction, {
        content: t(locale, 'fortunes.board.crisis', { section }),
        ephemeral: true,
      });
      return;
    }
    case 'bank_sell': {
      const options = parseValues(schemas.bank_sell, values);
      const target = await player(options.player);
      await setBankSale(ctx, { leagueId, userId, playerId: target.id, sell: options.cancel !== true });
      await respond(interaction, {
        content: t(locale, options.cancel ? 'fortunes.board.stays' : 'fortunes.board.sale', { player: name(target.name) }),
        ephemeral: true,
      });
      return;
    }
    case 'bid': {
      const options = parseValues(schemas.bid, values);
      if (!options.cancel && options.amount === undefined) throw new Refusal({ key: 'fortunes.refusal.bidAmount' });
      const target = await player(options.player);
      await setFortuneBid(ctx, { leagueId, userId, playerId: target.id, amount: options.cancel ? null : options.amount! });
      await respond(interaction, {
        content: options.cancel
          ? t(locale, 'fortunes.board.bidCancelled', { player: name(target.name) })
          : t(locale, 'fortunes.board.bid', { player: name(target.name), amount: fortunesMoney(locale, options.amount!) }),
        ephemeral: true,
      });
      return;
    }
    case 'immunity': {
      const { use } = parseValues(schemas.immunity, values);
      await setImmunityUse(ctx, { leagueId, userId, use });
      await respond(interaction, {
        content: t(locale, use ? 'fortunes.board.immunityUse' : 'fortunes.board.immunityKeep'),
        ephemeral: true,
      });
      return;
    }
    case 'debt_order': {
      const options = parseValues(schemas.debt_order, values);
      if (options.clear) {
        await setDebtOrder(ctx, { leagueId, userId, playerId: null });
        await respond(interaction, { content: t(locale, 'fortunes.board.debtCleared'), ephemeral: true });
        return;
      }
      if (!options.player) throw new Refusal({ key: 'fortunes.board.debtPlayer' });
      const target = await player(options.player);
      const view = await setDebtOrder(ctx, { leagueId, userId, playerId: target.id });
      const place = view.orders.fortune?.debtSales?.length ?? 1;
      await respond(interaction, {
        content: t(locale, 'fortunes.board.debtOrder', { player: name(target.name), place }),
        ephemeral: true,
      });
      return;
    }
  }
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  if ((await maybeChannelLeague(interaction, ctx))?.game === 'fortunes') return autocompleteFortunesGameCard(interaction, ctx);
  await autocompletePlayer(interaction, ctx, interaction.options.getSubcommand() === 'bid' ? 'league' : 'own');
}

export default { data, execute, autocomplete, component: fortunesGameComponent } satisfies Command;
