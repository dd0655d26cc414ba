import { COMMAND_CATALOGUES } from './commands/index.js';
import { DISCORD_LOCALES, type Locale } from './locales.js';

type Localizations = Partial<Record<string, string | null>> | null;

interface CommandChoice {
  name: string;
  value: string | number;
  name_localizations?: Localizations;
}

/** A command, subcommand or option as Discord registers it (the shape of `SlashCommandBuilder.toJSON()`). */
export interface CommandNode {
  name: string;
  description: string;
  name_localizations?: Localizations;
  description_localizations?: Localizations;
  options?: readonly CommandNode[];
  choices?: readonly CommandChoice[];
}

/** A path the command texts key: a command, subcommand or option (`named`), or one of an option's choices. */
export interface CommandTextPath {
  path: string;
  kind: 'named' | 'choice';
}

/** Every path of a command that a language's command texts must have, in the command's order. */
export function commandTextPaths(node: CommandNode, path: string = node.name): CommandTextPath[] {
  return [
    { path, kind: 'named' },
    ...(node.choices ?? []).map((choice) => ({ path: `${path}:${choice.value}`, kind: 'choice' as const })),
    ...(node.options ?? []).flatMap((option) => commandTextPaths(option, `${path} ${option.name}`)),
  ];
}

const otherLocales = Object.keys(COMMAND_CATALOGUES) as Exclude<Locale, 'en'>[];

/** One text for each Discord locale the catalogue's languages serve, where the language has it. */
function localizations(text: (locale: Exclude<Locale, 'en'>) => string | undefined): Record<string, string> {
  const byCode: Record<string, string> = {};
  for (const locale of otherLocales) {
    const value = text(locale);
    if (value === undefined) continue;
    for (const code of DISCORD_LOCALES[locale]) byCode[code] = value;
  }
  return byCode;
}

function named(locale: Exclude<Locale, 'en'>, path: string): readonly [string, string] | undefined {
  const text = COMMAND_CATALOGUES[locale][path];
  return Array.isArray(text) ? (text as readonly [string, string]) : undefined;
}

function localizeNode(node: CommandNode, path: string): CommandNode {
  return {
    ...node,
    name_localizations: { ...node.name_localizations, ...localizations((locale) => named(locale, path)?.[0]) },
    description_localizations: { ...node.description_localizations, ...localizations((locale) => named(locale, path)?.[1]) },
    ...(node.choices && {
      choices: node.choices.map((choice) => {
        const key = `${path}:${choice.value}`;
        const text = (locale: Exclude<Locale, 'en'>) => {
          const value = COMMAND_CATALOGUES[locale][key];
          return typeof value === 'string' ? value : undefined;
        };
        return { ...choice, name_localizations: { ...choice.name_localizations, ...localizations(text) } };
      }),
    }),
    ...(node.options && { options: node.options.map((option) => localizeNode(option, `${path} ${option.name}`)) }),
  };
}

/**
 * The command with every other language's names and descriptions, for Discord to show each member in his own.
 * The bot still receives the English names, so only the registration changes.
 */
export function localizeCommand<T extends CommandNode>(command: T): T {
  return localizeNode(command, command.name) as T;
}
