import { randomUUID } from 'node:crypto';
import { MessageFlags } from 'discord.js';
import { beforeAll, expect, it } from 'vitest';
import { loadCommands } from '../../src/discord/loader.js';
import { createRouter } from '../../src/discord/router.js';
import { createCardsLeague } from '../../src/league/modes/cards/create-cards-league.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import type { LeagueSummary } from '../../src/league/shared/views.js';
import { describeOnEachDatabase } from '../support/db.js';
import { fakeCommand, testContext, type Sent } from '../discord/fake-interaction.js';
import { depsOf, startedLeague } from './helpers.js';

const commands = await loadCommands();
const MANAGER = '100000000000000001';
const APOLOGY = /something went wrong on our side/;

/** What a hostile user types or a forged custom id carries. */
const HOSTILE_TEXT = ['', ' ', '%00', '\u0000', 'x'.repeat(100), '⚽🏟️', '-1', '1e400', '99999999999999999999999', 'nosuchcommand:1:accept'];
const HOSTILE_NUMBERS = [0, -1, 2 ** 53, -(2 ** 53), 1e15];

interface Option {
  type: number;
  name: string;
  required?: boolean;
  choices?: { value: string | number }[];
  min_value?: number;
  options?: Option[];
}

const valid = (o: Option) => o.choices?.[0]?.value ?? (o.type === 5 ? true : o.type === 4 || o.type === 10 ? (o.min_value ?? 1) : '9H');

/** Every option of every command and subcommand given each hostile value, the other required options a valid one. */
function hostileInvocations(name: string): { label: string; data: unknown[] }[] {
  const options = (commands.get(name)!.data.toJSON().options ?? []) as Option[];
  const subs = options.filter((o) => o.type === 1);
  const calls = subs.length === 0 ? [{ sub: null, options }] : subs.map((sub) => ({ sub: sub.name, options: sub.options ?? [] }));
  return calls.flatMap(({ sub, options: given }) =>
    given
      .filter((o) => [3, 4, 10].includes(o.type) && !o.choices)
      .flatMap((o) =>
        (o.type === 3 ? HOSTILE_TEXT : HOSTILE_NUMBERS).map((value) => {
          const values = [
            ...given
              .filter((other) => other.required && other.name !== o.name)
              .map((other) => ({ type: other.type, name: other.name, value: valid(other) })),
            { type: o.type, name: o.name, value },
          ];
          return {
            label: `/${name}${sub ? ` ${sub}` : ''} ${o.name}:${JSON.stringify(value).slice(0, 20)}`,
            data: sub ? [{ type: 1, name: sub, options: values }] : values,
          };
        }),
      ),
  );
}

/** Each family of custom id the bot makes, and ids it never made: unknown prefixes, wrong arity, junk ids. */
const PREFIXES = [
  ...[...commands.values()].filter((c) => c.component).map((c) => c.data.name),
  'loan',
  'nosuchcommand',
  'x'.repeat(100),
  '',
  '%00',
  '⚽',
];
const TAILS = [
  '',
  ':1:accept',
  ':2:view',
  ':abc:decline',
  ':99999999999999999999999:accept',
  ':1:%00',
  ':1:accept:extra:parts',
  ':page:abc',
  ':page:999999999999',
  ':page:-1',
  ':put:abc',
  ':put:99',
  ':place:9',
  ':place:⚽',
  ':head',
  ':slot',
  ':formation',
  ':cards',
  `:${'x'.repeat(90)}`,
];
const MENU_VALUES = [[], ['%00'], ['x'.repeat(100)], ['tactic:7H'], ['keeper:%00'], ['⚽'], ['99999999999999999999']];

describeOnEachDatabase('hostile input through the router', (database) => {
  let football: LeagueSummary;
  let cards: LeagueSummary;

  beforeAll(async () => {
    const deps = depsOf(database());
    ({ league: football } = await startedLeague(deps, [MANAGER], { seed: 5 }));
    cards = await createCardsLeague(deps, {
      guildId: '200000000000000001',
      channelId: `ch-${randomUUID()}`,
      name: 'Card School',
      actorUserId: 'admin',
      isAdmin: true,
      seasons: 1,
      options: { humanClubs: 2, seed: 3, schedule: { kind: 'interval', hours: 24 } },
    });
    await joinLeague(deps, { leagueId: cards.id, userId: MANAGER });
  });

  /** Routes one interaction as the manager; returns what was answered and the log's error lines. */
  async function route(league: LeagueSummary, name: string, overrides: Record<string, unknown>) {
    const { ctx, lines } = testContext();
    const { interaction, sent } = fakeCommand(name, { guildId: league.guildId, channelId: league.channelId, ...overrides });
    Object.assign(interaction, {
      update: async (options: Record<string, unknown>) => {
        sent.push({ method: 'editReply', options });
        interaction.replied = true;
      },
    });
    await createRouter(commands, { ...ctx, db: database().db })(interaction as never);
    return { sent, faults: lines.filter((l) => (l.level as number) >= 50) };
  }

  /** The rows answered with the apology or logged as a fault, by label: every row is checked, all are named at once. */
  const faulty: string[] = [];
  function check(label: string, sent: Sent[], faults: unknown[]) {
    const apologised = sent.some((answer) => APOLOGY.test((answer.options as { content?: string }).content ?? ''));
    // Each answer is either the command doing its work or a refusal; a refusal is private (reply.ts answers errors so).
    if (sent.length === 0 || apologised || faults.length > 0) faulty.push(label);
  }

  it('GIVEN every option of every command given a hostile value THEN none is answered as a fault of ours', async () => {
    faulty.length = 0;
    let calls = 0;
    for (const league of [football, cards]) {
      for (const name of commands.keys()) {
        for (const { label, data } of hostileInvocations(name)) {
          const { sent, faults } = await route(league, name, { options: { data, getSubcommand: () => null, getFocused: () => '' } });
          check(`${league.game} ${label}`, sent, faults);
          calls += 1;
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(faulty).toEqual([]);
  });

  it('GIVEN a button or menu with a custom id of every family, forged THEN each gets a private refusal or its own answer, never the apology', async () => {
    faulty.length = 0;
    let calls = 0;
    for (const league of [football, cards]) {
      for (const prefix of PREFIXES) {
        for (const tail of TAILS) {
          const customId = `${prefix}${tail}`;
          for (const values of [null, ...MENU_VALUES]) {
            const { sent, faults } = await route(league, '', {
              type: 3,
              commandName: undefined,
              customId,
              values: values ?? [],
              componentType: values ? 3 : 2,
              isChatInputCommand: () => false,
              isCommand: () => false,
              isMessageComponent: () => true,
              isButton: () => values === null,
              isStringSelectMenu: () => values !== null,
            });
            check(`${league.game} ${customId} ${JSON.stringify(values)}`, sent, faults);
            calls += 1;
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    expect(faulty).toEqual([]);
  });

  it.each([
    ['nosuchcommand:1:accept', 'This button is no longer valid.'],
    ['loan:2:accept', 'This button is no longer valid.'],
    ['x'.repeat(100), 'This button is no longer valid.'],
    ['market:nothing:1', 'This button is no longer valid.'],
    ['select:nothing', 'This button is no longer valid.'],
  ])('GIVEN a press on %s THEN the answer is the private sentence %j, logged at info with its code', async (customId, sentence) => {
    const { ctx, lines } = testContext();
    const { interaction, sent } = fakeCommand('', {
      guildId: football.guildId,
      channelId: football.channelId,
      type: 3,
      customId,
      isChatInputCommand: () => false,
      isCommand: () => false,
      isMessageComponent: () => true,
      isButton: () => true,
      isStringSelectMenu: () => false,
    });
    await createRouter(commands, { ...ctx, db: database().db })(interaction as never);
    expect(sent).toEqual([{ method: 'reply', options: { content: sentence, allowedMentions: { parse: [] }, flags: MessageFlags.Ephemeral } }]);
    expect(lines.find((l) => l.msg === 'interaction refused')).toMatchObject({ level: 30, code: 'stale-component', customId });
    expect(lines.filter((l) => (l.level as number) >= 40)).toEqual([]);
  });

  it('GIVEN /play tactic:7H, a number card given as a formation THEN he is told a formation is a picture card, privately', async () => {
    const { sent, faults } = await route(cards, 'play', {
      options: { data: [{ type: 3, name: 'tactic', value: '7H' }], getSubcommand: () => null, getFocused: () => '' },
    });
    expect(sent).toEqual([
      {
        method: 'reply',
        options: { content: '7H is not a picture card: a formation is a J, Q or K.', allowedMentions: { parse: [] }, flags: MessageFlags.Ephemeral },
      },
    ]);
    expect(faults).toEqual([]);
  });
});
