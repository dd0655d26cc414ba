import { describe, expect, it } from 'vitest';
import { loadCommands } from '../../src/discord/loader.js';
import { COMMAND_CATALOGUES } from '../../src/i18n/commands/index.js';
import { commandTextPaths, localizeCommand, type CommandNode } from '../../src/i18n/localize-commands.js';
import { mayMatchEnglish } from '../../src/i18n/loanwords.js';
import { DISCORD_LOCALES, LOCALES } from '../../src/i18n/locales.js';

const commands = [...(await loadCommands()).values()].map((command) => command.data.toJSON() as CommandNode);
const others = LOCALES.filter((locale) => locale !== 'en');

/** Discord's rule for a command or option name in any language: https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming */
const NAME = /^[-_\p{L}\p{N}]{1,32}$/u;

interface Localized {
  path: string;
  english: string;
  text: string;
}

/** Every localized name, description and choice name of a registered command, in one Discord locale. */
function localized(node: CommandNode, code: string, path = node.name): { names: Localized[]; descriptions: Localized[]; choices: Localized[] } {
  const children = (node.options ?? []).map((option) => localized(option, code, `${path} ${option.name}`));
  const of = (english: string, text: string | null | undefined): Localized[] => (text ? [{ path, english, text }] : []);
  return {
    names: [...of(node.name, node.name_localizations?.[code]), ...children.flatMap((c) => c.names)],
    descriptions: [...of(node.description, node.description_localizations?.[code]), ...children.flatMap((c) => c.descriptions)],
    choices: [
      ...(node.choices ?? []).map((choice) => ({
        path: `${path}:${choice.value}`,
        english: choice.name,
        text: choice.name_localizations?.[code] ?? '',
      })),
      ...children.flatMap((c) => c.choices),
    ],
  };
}

/** The localized names of each list of siblings (the commands, each command's options, each subcommand's), which Discord keeps unique. */
function siblingNames(nodes: readonly CommandNode[], code: string, where = '/'): { where: string; names: string[] }[] {
  return [
    { where, names: nodes.map((node) => node.name_localizations?.[code] ?? node.name) },
    ...nodes.flatMap((node) => (node.options?.length ? siblingNames(node.options, code, `${where}${node.name} `) : [])),
  ];
}

describe.each(others)('the commands in %s', (locale) => {
  const texts = COMMAND_CATALOGUES[locale];
  const codes = DISCORD_LOCALES[locale];
  const registered = commands.map((command) => localizeCommand(command));

  it('GIVEN every English command, subcommand, option and choice THEN the language has its entry, of its kind', () => {
    const paths = commands.flatMap((command) => commandTextPaths(command));
    const missing = paths.filter(({ path, kind }) => (kind === 'named' ? !Array.isArray(texts[path]) : typeof texts[path] !== 'string'));
    expect(missing.map(({ path }) => path)).toEqual([]);
    expect(paths.length).toBeGreaterThan(300);
  });

  it('GIVEN the language THEN it has no entry for a command, option or choice that does not exist', () => {
    const paths = new Set(commands.flatMap((command) => commandTextPaths(command)).map(({ path }) => path));
    expect(Object.keys(texts).filter((path) => !paths.has(path))).toEqual([]);
  });

  it.each(codes)('GIVEN Discord locale %s THEN every name is lower case, 1 to 32 letters, digits, - or _', (code) => {
    const names = registered.flatMap((command) => localized(command, code).names);
    expect(names.length).toBe(commands.flatMap((command) => commandTextPaths(command)).filter(({ kind }) => kind === 'named').length);
    const bad = names.filter(({ text }) => !NAME.test(text) || text !== text.toLowerCase());
    expect(bad).toEqual([]);
  });

  it.each(codes)('GIVEN Discord locale %s THEN every description is 1 to 100 characters and every choice name 1 to 100', (code) => {
    const { descriptions, choices } = registered
      .map((command) => localized(command, code))
      .reduce((a, b) => ({
        names: [],
        descriptions: [...a.descriptions, ...b.descriptions],
        choices: [...a.choices, ...b.choices],
      }));
    expect(descriptions.filter(({ text }) => text.length < 1 || text.length > 100)).toEqual([]);
    expect(choices.filter(({ text }) => text.length < 1 || text.length > 100)).toEqual([]);
  });

  it.each(codes)('GIVEN Discord locale %s THEN sibling commands and options keep distinct names', (code) => {
    const clashes = siblingNames(registered, code).filter(({ names }) => new Set(names).size !== names.length);
    expect(clashes).toEqual([]);
  });

  it.each(codes)('GIVEN Discord locale %s THEN no name, description or choice is left as the English, loanwords aside', (code) => {
    const all = registered.flatMap((command) => Object.values(localized(command, code)).flat());
    expect(all.filter(({ english, text }) => text === english && !mayMatchEnglish(locale, text)).map(({ path, text }) => `${path}: ${text}`)).toEqual(
      [],
    );
  });

  it('GIVEN a localized command THEN its English names and values stay, so the bot receives what it always did', () => {
    const league = registered.find((command) => command.name === 'league')!;
    const create = league.options!.find((option) => option.name === 'create')!;
    expect(league.name_localizations).toMatchObject({ de: 'liga' });
    expect(create.name_localizations).toMatchObject({ de: 'gründen' });
    expect(create.options!.find((option) => option.name === 'game')!.choices).toContainEqual({
      name: 'Cards (five-a-side with a pack)',
      value: 'cards',
      name_localizations: { de: 'Karten (Fünf gegen fünf mit einem Kartenspiel)' },
    });
  });
});
