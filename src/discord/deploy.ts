import { Routes } from 'discord.js';
import type { Command } from './command.js';
import type { Config } from '../config.js';
import { createRest } from './client.js';
import { localizeCommand } from '../i18n/localize-commands.js';

export interface DeployTarget {
  applicationId: string;
  token: string;
  /** Guild-scoped while developing (instant); global without (Discord may take up to an hour). */
  guildId?: string | undefined;
}

/** Registers every command, with its names and descriptions in every language Dugout speaks, in one bulk overwrite, so a removed command disappears too. */
export async function deployCommands(
  commands: ReadonlyMap<string, Command>,
  target: DeployTarget,
  config: Pick<Config, 'DISCORD_API_BASE'>,
): Promise<{ scope: 'guild' | 'global'; count: number }> {
  const rest = createRest(config, target.token);
  const body = [...commands.values()].map((command) => localizeCommand(command.data.toJSON()));
  const route = target.guildId
    ? Routes.applicationGuildCommands(target.applicationId, target.guildId)
    : Routes.applicationCommands(target.applicationId);
  const registered = (await rest.put(route, { body })) as unknown[];
  return { scope: target.guildId ? 'guild' : 'global', count: registered.length };
}
