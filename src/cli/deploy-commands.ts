import { ConfigError, loadConfig, requireApplicationId, requireToken } from '../config.js';
import { deployCommands } from '../discord/deploy.js';
import { loadCommands } from '../discord/loader.js';

/** `npm run deploy-commands`: guild-scoped with DISCORD_GUILD_ID, global without. */
async function main(): Promise<void> {
  const config = loadConfig();
  const token = requireToken(config);
  const applicationId = requireApplicationId(config);
  const commands = await loadCommands();
  const result = await deployCommands(commands, { applicationId, token, guildId: config.DISCORD_GUILD_ID }, config);
  const where = result.scope === 'guild' ? `guild ${config.DISCORD_GUILD_ID}` : 'every server (global; may take up to an hour to show)';
  console.log(`Registered ${result.count} commands for ${where}: ${[...commands.keys()].map((name) => `/${name}`).join(' ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
