import type { CommandTexts } from '../../src/i18n/commands/index.js';

/** A command named in a message: where it stands, what it says, and the same command as a language's Discord shows it. */
export interface CommandMention {
  readonly index: number;
  readonly text: string;
  /** The English path it names: `league table`, `help topic`. */
  readonly path: string;
  readonly shown: string;
}

const WORD = /^[\p{Ll}\d_-]+/u;
/** A slash starts a command only at the start, after a space, a quote, a bracket or markdown. */
const BEFORE = /[\s`"'„“(*_>]/u;

function nameOf(texts: CommandTexts, path: string): string | undefined {
  const text = texts[path];
  return Array.isArray(text) ? (text[0] as string) : undefined;
}

/** Every English path, and every name a language gives it, leading to that path. */
function namesBelow(texts: CommandTexts, parent: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const path of Object.keys(texts)) {
    if (path.includes(':')) continue;
    const parts = path.split(' ');
    if (parts.slice(0, -1).join(' ') !== parent) continue;
    const english = parts[parts.length - 1]!;
    names.set(english, path);
    const local = nameOf(texts, path);
    if (local) names.set(local, path);
  }
  return names;
}

/**
 * The commands a message names (`/league table`, `/help topic:fortunes`), read in English or in the language of
 * `texts`, and each as that language's Discord shows it: every command, subcommand and option by its name there,
 * a choice by its name there.
 */
export function commandMentions(message: string, texts: CommandTexts): CommandMention[] {
  const mentions: CommandMention[] = [];
  for (let at = message.indexOf('/'); at >= 0; at = message.indexOf('/', at + 1)) {
    if (at > 0 && !BEFORE.test(message[at - 1]!)) continue;
    let rest = message.slice(at + 1);
    const first = WORD.exec(rest)?.[0];
    const top = first ? namesBelow(texts, '').get(first) : undefined;
    if (!first || !top) continue;
    let path = top;
    let length = 1 + first.length;
    const shown = [`/${nameOf(texts, top) ?? top}`];
    rest = rest.slice(first.length);
    for (;;) {
      const word = /^ ([\p{Ll}\d_-]+)(:?)/u.exec(rest);
      const next = word ? namesBelow(texts, path).get(word[1]!) : undefined;
      if (!word || !next) break;
      const isOption = word[2] === ':';
      path = next;
      length += word[0].length;
      rest = rest.slice(word[0].length);
      shown.push(` ${nameOf(texts, next) ?? next}${isOption ? ':' : ''}`);
      if (isOption) {
        const value = /^[\w-]+/u.exec(rest)?.[0];
        const choice = value ? texts[`${path}:${value}`] : undefined;
        if (value && typeof choice === 'string' && !/\s/u.test(choice)) {
          length += value.length;
          shown.push(choice);
        }
        break;
      }
    }
    mentions.push({ index: at, text: message.slice(at, at + length), path, shown: shown.join('') });
  }
  return mentions;
}

/** The message with every command it names shown as the language's Discord shows it. */
export function withCommandsShown(message: string, texts: CommandTexts): string {
  let result = message;
  for (const mention of commandMentions(message, texts).reverse()) {
    result = result.slice(0, mention.index) + mention.shown + result.slice(mention.index + mention.text.length);
  }
  return result;
}
