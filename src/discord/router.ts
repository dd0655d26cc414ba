import type { Interaction } from 'discord.js';
import type { Command } from './command.js';
import type { AppContext } from '../context.js';
import { isDatabaseUnreachable, noteMemberName } from '../league/index.js';
import { localeOf } from '../i18n/locales.js';
import { memberDisplayName } from './member-name.js';
import { apology, databaseUnreachable, interactionContext, logIncident, refusalCodes, StaleComponent, userSentence } from './errors.js';
import { rawOptions, refuseUnreadableText } from './options.js';
import { respondError } from './reply.js';

/**
 * The one place interactions enter: slash commands, autocomplete and the
 * buttons, menus and modals commands send. Errors end here: a rule broken reads as its
 * sentence, a database out of reach reads as one sentence saying so, and anything
 * else is logged with an incident id the user is shown.
 */
export function createRouter(commands: ReadonlyMap<string, Command>, ctx: AppContext) {
  const names = new NamesSeen();
  return async function route(interaction: Interaction): Promise<void> {
    const started = Date.now();
    try {
      if (interaction.isChatInputCommand()) {
        const command = commands.get(interaction.commandName);
        if (!command) throw new Error(`no handler for /${interaction.commandName}`);
        refuseUnreadableText(interaction);
        await command.execute(interaction, ctx);
        await keepNameFresh(interaction, ctx, names);
      } else if (interaction.isAutocomplete()) {
        const command = commands.get(interaction.commandName);
        refuseUnreadableText(interaction);
        if (command?.autocomplete) await command.autocomplete(interaction, ctx);
        else await interaction.respond([]);
      } else if (interaction.isMessageComponent()) {
        const [name = '', ...args] = interaction.customId.split(':');
        const command = commands.get(name);
        // A custom id the bot never made, or of a post older than the command's buttons: the user's press, not our fault.
        if (!command?.component) throw new StaleComponent();
        await command.component(interaction, ctx, args);
      } else if (interaction.isModalSubmit()) {
        const [name = '', ...args] = interaction.customId.split(':');
        const command = commands.get(name);
        if (!command?.modal) throw new StaleComponent();
        await command.modal(interaction, ctx, args);
      }
      ctx.logger.debug({ interactionId: interaction.id, ms: Date.now() - started }, 'interaction handled');
    } catch (error) {
      await answerError(interaction, error, ctx);
    }
  };
}

/** The server names last written per member, so that a command by a member whose name has not changed writes nothing. */
class NamesSeen {
  private readonly seen = new Map<string, string>();
  /** True when the member's name is new to this process (and notes it). */
  changed(guildId: string, userId: string, name: string): boolean {
    const key = `${guildId}:${userId}`;
    if (this.seen.get(key) === name) return false;
    // A bound on memory: past it, forgetting every name costs one write per member at his next command.
    if (this.seen.size >= 50_000) this.seen.clear();
    this.seen.set(key, name);
    return true;
  }
  forget(guildId: string, userId: string): void {
    this.seen.delete(`${guildId}:${userId}`);
  }
}

/**
 * After a command has been answered: a manager's name on the web page follows the one his server shows. A failure
 * here is no failure of the command, whose answer is given: it is logged, and tried again at his next command.
 */
async function keepNameFresh(interaction: Interaction, ctx: AppContext, names: NamesSeen): Promise<void> {
  const { guildId, user } = interaction;
  if (!guildId) return;
  try {
    const name = memberDisplayName(interaction);
    if (!names.changed(guildId, user.id, name)) return;
    try {
      await noteMemberName(ctx, { guildId, userId: user.id, displayName: name });
    } catch (error) {
      names.forget(guildId, user.id);
      throw error;
    }
  } catch (error) {
    ctx.logger.warn({ err: error, interactionId: interaction.id }, 'manager name not kept');
  }
}

/** A slash command's path as the command texts key it ("league create"), which names its options in each language. */
function commandPath(interaction: Interaction): string | null {
  if (!interaction.isChatInputCommand()) return null;
  const { group, subcommand } = rawOptions(interaction);
  return [interaction.commandName, group, subcommand].filter(Boolean).join(' ');
}

async function answerError(interaction: Interaction, error: unknown, ctx: AppContext): Promise<void> {
  // A private answer is in the reader's own Discord language, where the catalogue has it.
  const locale = localeOf(interaction.locale);
  try {
    if (interaction.isAutocomplete()) {
      // Autocomplete cannot show a message; an empty list is the honest answer.
      // A refusal here is the user's own typing (a non-manager in /train), not a fault of ours.
      if (userSentence(error, locale) !== null)
        ctx.logger.debug({ ...refusalCodes(error), ...interactionContext(interaction) }, 'autocomplete refused');
      else logIncident(ctx.logger, interaction, error);
      if (!interaction.responded) await interaction.respond([]);
      return;
    }
    if (!interaction.isRepliable()) return;
    const sentence = userSentence(error, locale, commandPath(interaction));
    if (sentence !== null) {
      ctx.logger.info({ ...refusalCodes(error), ...interactionContext(interaction) }, 'interaction refused');
      await respondError(interaction, sentence);
    } else if (isDatabaseUnreachable(error)) {
      logIncident(ctx.logger, interaction, error, 'interaction failed: database unreachable or not writable');
      await respondError(interaction, databaseUnreachable(locale));
    } else {
      await respondError(interaction, apology(locale, logIncident(ctx.logger, interaction, error), error));
    }
  } catch (replyError) {
    ctx.logger.error({ err: replyError, interactionId: interaction.id }, 'could not send the error reply');
  }
}
