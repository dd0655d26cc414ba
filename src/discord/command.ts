import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  MessageComponentInteraction,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../context.js';

/**
 * One slash command: its definition for Discord, and its handlers.
 * A command's buttons and menus carry custom ids that start `<command name>:`,
 * and come back to its `component` handler with the rest of the id split on ':'.
 */
export interface Command {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void>;
  component?(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void>;
  /** A modal the command showed, submitted: its custom id is the command's like a component's. */
  modal?(interaction: ModalSubmitInteraction, ctx: AppContext, args: string[]): Promise<void>;
}

const handler = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'must be a function');

/** What the loader demands of every file in commands/ before the bot uses it. */
export const commandSchema = z.object({
  data: z.object({
    name: z.string().regex(/^[-_\p{Ll}\p{N}]{1,32}$/u, 'must be a lower-case command name of at most 32 characters'),
    toJSON: handler,
  }),
  execute: handler,
  autocomplete: handler.optional(),
  component: handler.optional(),
  modal: handler.optional(),
});

export function isCommand(value: unknown): value is Command {
  return commandSchema.safeParse(value).success;
}
