import { describe, expect, it } from 'vitest';
import { commandBreaches } from './command-limits.js';
import { choicesBreaches, formErrors, isEmptyMessage, messageBreaches } from './limits.js';
import { pingsOf } from './mentions.js';

const text = (length: number) => 'x'.repeat(length);
const embed = (fields: Record<string, unknown>) => ({ embeds: [fields] });
const row = (...components: Record<string, unknown>[]) => ({ type: 1, components });
const button = (customId: string, extra: Record<string, unknown> = {}) => ({ type: 2, style: 1, label: 'b', custom_id: customId, ...extra });
const select = (options: number, extra: Record<string, unknown> = {}) => ({
  type: 3,
  custom_id: 'menu',
  options: Array.from({ length: options }, (_, n) => ({ label: `o${n}`, value: `v${n}` })),
  ...extra,
});
const paths = (body: unknown) => messageBreaches(body).map((b) => b.path.join('.'));

describe('message limits', () => {
  // Each row: a body at Discord's limit (accepted) and one past it (refused at the given path).
  const cases: [string, unknown, unknown, string][] = [
    ['content 2,000', { content: text(2000) }, { content: text(2001) }, 'content'],
    [
      '10 embeds',
      { embeds: Array.from({ length: 10 }, () => ({ title: 't' })) },
      { embeds: Array.from({ length: 11 }, () => ({ title: 't' })) },
      'embeds',
    ],
    ['title 256', embed({ title: text(256) }), embed({ title: text(257) }), 'embeds.0.title'],
    ['description 4,096', embed({ description: text(4096) }), embed({ description: text(4097) }), 'embeds.0.description'],
    [
      '25 fields',
      embed({ fields: Array.from({ length: 25 }, () => ({ name: 'n', value: 'v' })) }),
      embed({ fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }),
      'embeds.0.fields',
    ],
    [
      'field name 256',
      embed({ fields: [{ name: text(256), value: 'v' }] }),
      embed({ fields: [{ name: text(257), value: 'v' }] }),
      'embeds.0.fields.0.name',
    ],
    [
      'field value 1,024',
      embed({ fields: [{ name: 'n', value: text(1024) }] }),
      embed({ fields: [{ name: 'n', value: text(1025) }] }),
      'embeds.0.fields.0.value',
    ],
    ['footer 2,048', embed({ footer: { text: text(2048) } }), embed({ footer: { text: text(2049) } }), 'embeds.0.footer.text'],
    ['author 256', embed({ author: { name: text(256) } }), embed({ author: { name: text(257) } }), 'embeds.0.author.name'],
    [
      '6,000 characters over all embeds',
      { embeds: [{ description: text(4000) }, { description: text(2000) }] },
      { embeds: [{ description: text(4000) }, { description: text(2001) }] },
      'embeds',
    ],
    [
      '5 action rows',
      { components: Array.from({ length: 5 }, (_, n) => row(button(`b${n}`))) },
      { components: Array.from({ length: 6 }, (_, n) => row(button(`b${n}`))) },
      'components',
    ],
    [
      '5 buttons a row',
      { components: [row(...Array.from({ length: 5 }, (_, n) => button(`b${n}`)))] },
      { components: [row(...Array.from({ length: 6 }, (_, n) => button(`b${n}`)))] },
      'components.0.components',
    ],
    ['custom_id 100', { components: [row(button(text(100)))] }, { components: [row(button(text(101)))] }, 'components.0.components.0.custom_id'],
    ['25 select options', { components: [row(select(25))] }, { components: [row(select(26))] }, 'components.0.components.0.options'],
  ];

  it.each(cases)('GIVEN %s THEN the limit is accepted and one past it refused', (_name, atLimit, pastLimit, path) => {
    expect(messageBreaches(atLimit)).toEqual([]);
    expect(paths(pastLimit)).toEqual([path]);
  });

  it('GIVEN an empty field name or value THEN it is required', () => {
    expect(paths(embed({ fields: [{ name: '', value: '' }] }))).toEqual(['embeds.0.fields.0.name', 'embeds.0.fields.0.value']);
  });

  it('GIVEN two components with one custom_id THEN the duplicate is refused', () => {
    expect(messageBreaches({ components: [row(button('a'), button('a'))] }).map((b) => b.code)).toEqual(['COMPONENT_CUSTOM_ID_DUPLICATED']);
  });

  it('GIVEN a select menu sharing its row THEN the layout is refused', () => {
    expect(messageBreaches({ components: [row(select(2), button('b'))] }).map((b) => b.code)).toEqual(['COMPONENT_LAYOUT_WIDTH_EXCEEDED']);
  });

  it('GIVEN a link button THEN it needs a url, not a custom_id', () => {
    expect(messageBreaches({ components: [row({ type: 2, style: 5, label: 'docs', url: 'https://example.com' })] })).toEqual([]);
  });

  it('GIVEN a message with nothing to show THEN it is empty', () => {
    expect(isEmptyMessage({ content: '' })).toBe(true);
    expect(isEmptyMessage({ embeds: [{ title: 't' }] })).toBe(false);
  });

  it('GIVEN breaches THEN formErrors nests them as Discord does', () => {
    expect(formErrors(messageBreaches({ content: text(2001) }))).toEqual({
      content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
    });
  });
});

describe('autocomplete choices', () => {
  it('GIVEN 25 choices THEN accepted; 26 THEN refused', () => {
    const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `n${i}`, value: `v${i}` }));
    expect(choicesBreaches(choices(25))).toEqual([]);
    expect(choicesBreaches(choices(26)).map((b) => b.path.join('.'))).toEqual(['choices']);
  });

  it('GIVEN a choice name over 100 characters THEN refused', () => {
    expect(choicesBreaches([{ name: text(101), value: 'v' }]).map((b) => b.path.join('.'))).toEqual(['choices.0.name']);
  });
});

describe('command registration limits', () => {
  it('GIVEN a valid command THEN accepted', () => {
    expect(
      commandBreaches({ name: 'train', description: 'Train', options: [{ name: 'player', description: 'p', type: 3, required: true }] }),
    ).toEqual([]);
  });

  it('GIVEN a required option after an optional one THEN refused', () => {
    const body = {
      name: 'bid',
      description: 'Bid',
      options: [
        { name: 'a', description: 'a', type: 3 },
        { name: 'b', description: 'b', type: 4, required: true },
      ],
    };
    expect(commandBreaches(body).map((b) => b.code)).toEqual(['APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID']);
  });

  it('GIVEN a name with capitals or a missing description THEN refused', () => {
    expect(commandBreaches({ name: 'Train', description: '' }).map((b) => b.path.join('.'))).toEqual(['name', 'description']);
  });

  it('GIVEN a localized name with a space or capitals, a localized description over 100, a localized choice over 100 THEN each refused', () => {
    const body = {
      name: 'train',
      description: 'Train',
      name_localizations: { de: 'Trainieren' },
      description_localizations: { de: text(101) },
      options: [
        {
          name: 'plan',
          description: 'p',
          type: 3,
          name_localizations: { de: 'trainings plan' },
          choices: [{ name: 'Rest', value: 'RST', name_localizations: { de: text(101) } }],
        },
      ],
    };
    expect(commandBreaches(body).map((b) => b.path.join('.'))).toEqual([
      'name_localizations.de',
      'description_localizations.de',
      'options.0.name_localizations.de',
      'options.0.choices.0.name_localizations.de',
    ]);
  });
});

describe('mentions', () => {
  const user = '123456789012345678';
  const role = '223456789012345678';
  const content = `<@${user}> <@&${role}> @everyone`;

  it('GIVEN no allowed_mentions THEN every mention in the content pings', () => {
    expect(pingsOf(content, undefined)).toEqual({ users: [user], roles: [role], everyone: true });
  });

  it('GIVEN allowed_mentions parse [] THEN nothing pings', () => {
    expect(pingsOf(content, { parse: [] })).toEqual({ users: [], roles: [], everyone: false });
  });

  it('GIVEN only listed users THEN only they ping', () => {
    expect(pingsOf(`${content} <@!323456789012345678>`, { users: ['323456789012345678'] })).toEqual({
      users: ['323456789012345678'],
      roles: [],
      everyone: false,
    });
  });
});
