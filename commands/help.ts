import { SlashCommandBuilder } from '@discordjs/builders';
import type { ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { parseOptions } from '../src/discord/options.js';
import { HELP_TOPICS, renderHelp } from '../src/discord/render/help.render.js';
import { respond } from '../src/discord/reply.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('help')
  .setDescription('The rules behind a command, with the figures this league plays by')
  .setDMPermission(false)
  .addStringOption((o) =>
    o
      .setName('topic')
      .setDescription('What you want to know about')
      .setRequired(true)
      .addChoices(...HELP_TOPICS.map((topic) => ({ name: topic, value: topic }))),
  );

const schema = z.object({ topic: z.enum(HELP_TOPICS) });

async function execute(interaction: ChatInputCommandInteraction, _ctx: AppContext): Promise<void> {
  const { topic } = parseOptions(interaction, schema);
  await respond(interaction, { embeds: [renderHelp(topic)], ephemeral: true });
}

export default { data, execute } satisfies Command;
