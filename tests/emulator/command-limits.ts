import type { Breach } from './limits.js';

/**
 * Discord's checks on a command registration.
 * https://discord.com/developers/docs/interactions/application-commands#application-command-object
 */
const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

interface CommandLike {
  name?: unknown;
  description?: unknown;
  name_localizations?: unknown;
  description_localizations?: unknown;
  type?: unknown;
  options?: unknown;
  choices?: unknown;
  required?: unknown;
}

function nameAndDescription(item: CommandLike, path: Breach['path'], breaches: Breach[], needsDescription: boolean): void {
  const name = typeof item.name === 'string' ? item.name : '';
  if (!NAME.test(name) || name !== name.toLowerCase()) {
    breaches.push({ path: [...path, 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: `Command name "${name}" is invalid` });
  }
  const description = typeof item.description === 'string' ? item.description : '';
  if (needsDescription && (description.length < 1 || description.length > 100)) {
    breaches.push({ path: [...path, 'description'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
  }
  localizationBreaches(item, path, breaches);
}

/** A name or description in another language keeps the English one's rules. */
function localizationBreaches(item: CommandLike, path: Breach['path'], breaches: Breach[]): void {
  for (const [code, name] of Object.entries((item.name_localizations ?? {}) as Record<string, unknown>)) {
    if (name === null) continue;
    if (typeof name !== 'string' || !NAME.test(name) || name !== name.toLowerCase()) {
      breaches.push({
        path: [...path, 'name_localizations', code],
        code: 'APPLICATION_COMMAND_INVALID_NAME',
        message: `Command name "${String(name)}" is invalid`,
      });
    }
  }
  for (const [code, description] of Object.entries((item.description_localizations ?? {}) as Record<string, unknown>)) {
    if (description === null) continue;
    if (typeof description !== 'string' || description.length < 1 || description.length > 100) {
      breaches.push({
        path: [...path, 'description_localizations', code],
        code: 'BASE_TYPE_BAD_LENGTH',
        message: 'Must be between 1 and 100 in length.',
      });
    }
  }
}

/** A choice's name, in English and every other language, is 1 to 100 characters. */
function choiceBreaches(choice: { name?: unknown; name_localizations?: unknown }, path: Breach['path'], breaches: Breach[]): void {
  const names = [
    ['name', choice.name],
    ...Object.entries((choice.name_localizations ?? {}) as Record<string, unknown>).map(([code, name]) => [`name_localizations.${code}`, name]),
  ];
  for (const [field, name] of names) {
    if (name === null && field !== 'name') continue;
    if (typeof name !== 'string' || name.length < 1 || name.length > 100) {
      breaches.push({ path: [...path, String(field)], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
    }
  }
}

function optionsBreaches(options: unknown, path: Breach['path'], breaches: Breach[], depth: number): void {
  if (!Array.isArray(options)) return;
  if (options.length > 25) breaches.push({ path, code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 0 and 25 in length.' });
  const names = new Set<string>();
  let sawOptional = false;
  options.forEach((raw: CommandLike, i) => {
    const optionPath = [...path, i];
    nameAndDescription(raw, optionPath, breaches, true);
    if (names.has(String(raw.name)))
      breaches.push({
        path: [...optionPath, 'name'],
        code: 'APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS',
        message: 'Option names must be unique',
      });
    names.add(String(raw.name));
    const type = Number(raw.type);
    if (type === 1 || type === 2) {
      if (depth >= (type === 2 ? 1 : 2))
        breaches.push({
          path: [...optionPath, 'type'],
          code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
          message: 'Subcommands nest at most two levels',
        });
      optionsBreaches(raw.options, [...optionPath, 'options'], breaches, depth + 1);
      return;
    }
    if (raw.required === true && sawOptional) {
      breaches.push({
        path: [...optionPath, 'required'],
        code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
        message: 'Required options must be placed before non-required options',
      });
    }
    if (raw.required !== true) sawOptional = true;
    const choices = (Array.isArray(raw.choices) ? raw.choices : []) as { name?: unknown; name_localizations?: unknown }[];
    if (choices.length > 25)
      breaches.push({ path: [...optionPath, 'choices'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 0 and 25 in length.' });
    choices.forEach((choice, c) => choiceBreaches(choice, [...optionPath, 'choices', c], breaches));
  });
}

/** Every way a command body breaks Discord's rules; empty when Discord would accept it. */
export function commandBreaches(body: unknown, path: Breach['path'] = []): Breach[] {
  const command = (typeof body === 'object' && body !== null ? body : {}) as CommandLike;
  const breaches: Breach[] = [];
  const chatInput = command.type === undefined || command.type === 1;
  nameAndDescription(command, path, breaches, chatInput);
  optionsBreaches(command.options, [...path, 'options'], breaches, 0);
  return breaches;
}
