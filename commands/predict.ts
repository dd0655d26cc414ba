import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { closedDmNote } from '../src/discord/closed-dm-note.js';
import { answerWithin, maybeChannelLeague, postsPublicly, serverChannelId } from '../src/discord/command-kit.js';
import { opt, parseValues, rawOptions } from '../src/discord/options.js';
import { renderMyPredictions, renderPredicted, renderPredictionTable } from '../src/discord/render/predictions.render.js';
import { fitsOneMessage, respond } from '../src/discord/reply.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { fixturesToPredict, myPredictions, PREDICTED_GOALS, predictionTable, predictScore } from '../src/league/index.js';
import type { Command } from './index.js';

const { min, max } = PREDICTED_GOALS;

const data = new SlashCommandBuilder()
  .setName('predict')
  .setDescription('Predict this week’s scores, managers or not: 3 points for the exact score, 1 for the result')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('score')
      .setDescription('Predict a score of this week’s managed matches, before the deadline (only you see it)')
      .addStringOption((o) =>
        o.setName('match').setDescription('One of this week’s matches').setRequired(true).setAutocomplete(true).setMaxLength(100),
      )
      .addIntegerOption((o) => o.setName('home').setDescription('Home goals').setRequired(true).setMinValue(min).setMaxValue(max))
      .addIntegerOption((o) => o.setName('away').setDescription('Away goals').setRequired(true).setMinValue(min).setMaxValue(max)),
  )
  .addSubcommand((sub) => sub.setName('mine').setDescription('Your predictions this season and their points (only you see them)'))
  .addSubcommand((sub) => sub.setName('table').setDescription('The season’s predictions leaderboard'));

const scoreSchema = z.object({
  match: z.string().trim().min(1, 'option.match.missing').max(100, 'option.tooLong'),
  home: opt.int(min, max),
  away: opt.int(min, max),
});

const member = (interaction: ChatInputCommandInteraction) => ({
  channelId: serverChannelId(interaction),
  game: 'football' as const,
  command: 'predict',
  userId: interaction.user.id,
});

/** A prediction and a member's own list are his alone; the leaderboard, which counts played matches only, is public. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  const note = await closedDmNote(interaction, ctx);
  const withNote = note ? { content: note } : {};
  const locale = localeOf(interaction.locale);
  if (subcommand === 'score') {
    const { match, home, away } = parseValues(scoreSchema, values);
    const saved = await predictScore(ctx, { ...member(interaction), fixture: match, homeGoals: home, awayGoals: away });
    await respond(interaction, { ...withNote, embeds: [renderPredicted(saved, locale)], ephemeral: true });
    return;
  }
  if (subcommand === 'mine') {
    const mine = await myPredictions(ctx, member(interaction));
    await respond(interaction, { ...withNote, embeds: [renderMyPredictions(mine, locale)], ephemeral: true });
    return;
  }
  const table = await predictionTable(ctx, member(interaction));
  // The note is his alone: with it, the table is answered to him privately too, in his language; the channel reads the
  // league's.
  const publicly = note === undefined && postsPublicly(interaction, ctx, 'predict table');
  const shown = [renderPredictionTable(table, publicly ? table.language : locale)];
  const embeds = publicly && !fitsOneMessage({ embeds: shown }) ? [renderPredictionTable(table, locale)] : shown;
  await respond(interaction, { ...withNote, embeds, ephemeral: !publicly || !fitsOneMessage({ embeds: shown }) });
}

/** The week's managed matches still open, matched on the text typed. */
async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, async () => {
    const league = await maybeChannelLeague(interaction, ctx);
    if (league?.game !== 'football') return [];
    const typed = String(interaction.options.getFocused()).toLowerCase();
    const fixtures = await fixturesToPredict(ctx, { leagueId: league.id });
    const locale = localeOf(interaction.locale);
    return fixtures
      .map((f) => ({ name: t(locale, 'predict.fixture', { home: f.homeName, away: f.awayName }), value: f.value }))
      .filter((choice) => choice.name.toLowerCase().includes(typed));
  });
}

export default { data, execute, autocomplete } satisfies Command;
