import { randomBytes } from 'node:crypto';
import type { Interaction } from 'discord.js';
import type { Logger } from '../logger.js';
import type { Locale } from '../i18n/locales.js';
import { t, type CatalogueText } from '../i18n/translate.js';
import { LeagueError, RuleViolation } from '../league/errors.js';
import { InvalidOptions } from './options.js';

/**
 * Something the user asked for that is not allowed; its sentence (a catalogue message, or text of its own) is shown
 * in the reader's language, its code is what the log keeps.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    private readonly text: string | CatalogueText,
    readonly code = 'refused',
  ) {
    super(typeof text === 'string' ? text : t('en', text.key, text.params));
  }

  sentence(locale: Locale): string {
    return typeof this.text === 'string' ? this.text : t(locale, this.text.key, this.text.params);
  }
}

/** A button or menu the bot no longer answers (an old post, a custom id it never made): refused, not a fault. */
export class StaleComponent extends Refusal {
  constructor() {
    super({ key: 'reply.staleComponent' }, 'stale-component');
  }
}

/**
 * The sentence to show, in the reader's language, for an error the user can fix, or null for a fault of ours. A wrong
 * option is named as the reader's Discord names it, given the command's path (`command`, "league create").
 * The league's errors (a rule violation reads as its reasons' sentences;
 * NotYourClub, NotAdmin, NotFound, Conflict...) are expected; anything else is not.
 */
export function userSentence(error: unknown, locale: Locale, command: string | null = null): string | null {
  if (error instanceof InvalidOptions) return error.sentence(locale, command);
  if (error instanceof Refusal || error instanceof LeagueError) return error.sentence(locale);
  return null;
}

/**
 * What the log keeps of a refusal: its code (and a broken rule's own codes), never its sentence, which may hold a
 * sealed bid's amount or a club's balance.
 */
export function refusalCodes(error: unknown): { code: string; violations?: string[] } {
  if (error instanceof RuleViolation) return { code: error.code, violations: error.violations.map((v) => v.code) };
  if (error instanceof LeagueError || error instanceof Refusal) return { code: error.code };
  if (error instanceof InvalidOptions) return { code: 'invalid-options' };
  return { code: 'unknown' };
}

export function newIncidentId(): string {
  return randomBytes(4).toString('hex');
}

/** The answer while the database is out of reach: the command changed nothing and can simply be given again. */
export function databaseUnreachable(locale: Locale): string {
  return t(locale, 'reply.databaseUnreachable');
}

/**
 * The answer to a command could not be sent after the command had done its
 * work (respond runs last): what was asked for may have been saved.
 */
export class ReplyFailed extends Error {
  override name = 'ReplyFailed';
  constructor(cause: unknown) {
    super('the answer to the interaction could not be sent', { cause });
  }
}

/** Says only what is known: a failed answer comes after the work, any other fault before it was saved. */
export function apology(locale: Locale, incidentId: string, error?: unknown): string {
  return t(locale, error instanceof ReplyFailed ? 'reply.apology.answerLost' : 'reply.apology.nothingChanged', { incident: incidentId });
}

/** Where an interaction came from, for the log line of a fault. */
export function interactionContext(interaction: Interaction): Record<string, unknown> {
  return {
    interactionId: interaction.id,
    kind: interaction.type,
    command: interaction.isCommand() || interaction.isAutocomplete() ? interaction.commandName : undefined,
    subcommand:
      interaction.isChatInputCommand() || interaction.isAutocomplete() ? (interaction.options.getSubcommand(false) ?? undefined) : undefined,
    customId: interaction.isMessageComponent() ? interaction.customId : undefined,
    userId: interaction.user.id,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
  };
}

/** Logs a fault with its incident id and returns the id to show the user. */
export function logIncident(logger: Logger, interaction: Interaction, error: unknown, message = 'interaction failed'): string {
  const incidentId = newIncidentId();
  logger.error({ err: error, incidentId, ...interactionContext(interaction) }, message);
  return incidentId;
}
