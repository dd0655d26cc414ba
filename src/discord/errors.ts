import { randomBytes } from 'node:crypto';
import type { Interaction } from 'discord.js';
import type { Logger } from '../logger.js';
import { LeagueError, RuleViolation } from '../league/errors.js';
import { InvalidOptions } from './options.js';

/** Something the user asked for that is not allowed; its sentence is shown as it is, its code is what the log keeps. */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly sentence: string,
    readonly code = 'refused',
  ) {
    super(sentence);
  }
}

/** A button or menu the bot no longer answers (an old post, a custom id it never made): refused, not a fault. */
export class StaleComponent extends Refusal {
  constructor() {
    super('This button is no longer valid.', 'stale-component');
  }
}

/**
 * The sentence to show for an error the user can fix, or null for a fault of ours.
 * The league's errors (a rule violation reads as the engine's sentence;
 * NotYourClub, NotAdmin, NotFound, Conflict...) are expected; anything else is not.
 */
export function userSentence(error: unknown): string | null {
  if (error instanceof InvalidOptions || error instanceof Refusal) return error.sentence;
  if (error instanceof LeagueError) return error.message;
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
export const DATABASE_UNREACHABLE = "Dugout can't reach its database just now; try again in a minute.";

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
export function apology(incidentId: string, error?: unknown): string {
  const outcome =
    error instanceof ReplyFailed ? 'and your answer was lost; your order may have been saved: check `/ready`' : 'and nothing was changed';
  return `Sorry, something went wrong on our side ${outcome}. If it keeps happening, give a server admin incident id \`${incidentId}\`.`;
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
