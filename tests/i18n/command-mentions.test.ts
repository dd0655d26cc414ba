import { describe, expect, it } from 'vitest';
import { CATALOGUES, type MessageKey } from '../../src/i18n/catalogue/index.js';
import { COMMAND_CATALOGUES } from '../../src/i18n/commands/index.js';
import { commandMentions, withCommandsShown } from '../support/command-mentions.js';

const de = COMMAND_CATALOGUES.de;

describe('a command named in a message', () => {
  it.each([
    ['Then `/ready`.', 'Then `/bereit`.'],
    ['See `/league table` and `/league fixtures`.', 'See `/liga tabelle` and `/liga spielplan`.'],
    ['Read `/help topic:selection`.', 'Read `/hilfe thema:Aufstellung`.'],
    ['Use /fortune bid to bid.', 'Use /brett bieten to bid.'],
    ['Already German: `/liga tabelle`.', 'Already German: `/liga tabelle`.'],
    ['Half German: `/liga table`.', 'Half German: `/liga tabelle`.'],
    ['Stell deine Elf mit /select auf.', 'Stell deine Elf mit /aufstellung auf.'],
    ['No command: 1/2, https://example.org/league, /nothing.', 'No command: 1/2, https://example.org/league, /nothing.'],
  ])('GIVEN %j THEN a German Discord shows %j', (message, shown) => {
    expect(withCommandsShown(message, de)).toBe(shown);
  });

  it('GIVEN a mention THEN it names the English path it stands for', () => {
    expect(commandMentions('Try `/liga table` or /help topic:training.', de).map((mention) => mention.path)).toEqual(['league table', 'help topic']);
  });
});

describe('the German messages', () => {
  it('GIVEN every German message THEN each command it names is named as a German Discord shows it', () => {
    const german = CATALOGUES.de;
    const misnamed = (Object.keys(german) as MessageKey[]).flatMap((key) =>
      commandMentions(german[key], de)
        .filter((mention) => mention.text !== mention.shown)
        .map((mention) => `${key}: ${mention.text} → ${mention.shown}`),
    );
    expect(misnamed).toEqual([]);
  });
});
