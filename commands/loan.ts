import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, channelLeagueOfAnyGame, maybeChannelLeague, requireGame } from '../src/discord/command-kit.js';
import { autocompleteFortunesDealCard, autocompleteTradingClub, offerTarget, tradeSide } from '../src/discord/offer-options.js';
import { replyOfferMade } from '../src/discord/offer-replies.js';
import { opt, parseValues, rawOptions } from '../src/discord/options.js';
import { offerFortunesLoan, offerLoan } from '../src/league/index.js';
import type { Command } from './index.js';

const MAX_FEE = 100_000_000;

const data = new SlashCommandBuilder()
  .setName('loan')
  .setDescription('Loans with other managers: lend a player, or borrow one, for a fee')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('offer')
      .setDescription('Lend one of your players, or borrow one of theirs; the borrower pays the fee')
      .addStringOption((o) =>
        o.setName('player').setDescription('Your player to lend, or theirs to borrow').setRequired(true).setAutocomplete(true).setMaxLength(100),
      )
      .addIntegerOption((o) =>
        o.setName('fee').setDescription('Pounds the borrowing club pays').setRequired(true).setMinValue(-MAX_FEE).setMaxValue(MAX_FEE),
      )
      .addUserOption((o) => o.setName('manager').setDescription('The manager you make the offer to'))
      .addStringOption((o) => o.setName('club').setDescription('Or a club, for one the AI manages').setAutocomplete(true).setMaxLength(100))
      .addIntegerOption((o) =>
        o
          .setName('matches')
          .setDescription('League matches (Football Fortunes: turns); leave it out for the rest of the season')
          .setMinValue(1)
          .setMaxValue(100),
      ),
  );

const schema = z.object({
  player: opt.player,
  fee: z.number().int('option.wholePounds').max(MAX_FEE),
  manager: z.string().optional(),
  club: z.string().trim().max(100).optional(),
  matches: z.number().int('option.wholeNumber').optional(),
});

/** The offer goes through the same machinery as /trade: told in the channel, answered with its buttons. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { values } = rawOptions(interaction);
  const options = parseValues(schema, values);
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const { leagueId, userId } = { leagueId: league.id, userId: interaction.user.id };
  if (league.game === 'fortunes') {
    const to = offerTarget(options);
    const fee = options.fee;
    const outcome = await offerFortunesLoan(ctx, { leagueId, userId, to, player: options.player, fee, turns: options.matches ?? null });
    return replyOfferMade(interaction, outcome);
  }
  requireGame(league, 'loan', 'football');
  const outcome = await offerLoan(ctx, {
    leagueId,
    userId,
    to: offerTarget(options),
    player: options.player,
    fee: options.fee,
    matches: options.matches ?? null,
  });
  await replyOfferMade(interaction, outcome);
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  if (interaction.options.getFocused(true).name === 'club') return autocompleteTradingClub(interaction, ctx);
  const league = await maybeChannelLeague(interaction, ctx);
  if (league?.game === 'fortunes') return autocompleteFortunesDealCard(interaction, ctx);
  await autocompletePlayer(interaction, ctx, 'loan', tradeSide(interaction));
}

export default { data, execute, autocomplete } satisfies Command;
