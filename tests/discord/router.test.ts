import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/discord/command.js';
import { InvalidOptions } from '../../src/discord/options.js';
import { respond } from '../../src/discord/reply.js';
import { createRouter } from '../../src/discord/router.js';
import { Refusal } from '../../src/discord/errors.js';
import { violation } from '../../src/engine/model/violations.js';
import { Conflict, NotAdmin, NotFound, NotYourClub, RuleViolation } from '../../src/league/index.js';
import { fakeAutocomplete, fakeCommand, testContext } from './fake-interaction.js';

function commandThat(execute: Command['execute'], autocomplete?: Command['autocomplete'], name = 'train'): Map<string, Command> {
  const command = {
    data: { name, toJSON: () => ({ name, description: 'x' }) },
    execute,
    ...(autocomplete ? { autocomplete } : {}),
  };
  return new Map([[name, command as Command]]);
}

describe('the interaction router', () => {
  it('GIVEN a rule broken THEN the manager sees the engine sentence, ephemerally, and nothing is logged as a fault', async () => {
    const { ctx, lines } = testContext();
    const route = createRouter(
      commandThat(async () => {
        throw new RuleViolation([violation('player-injured', 'player-injured', { player: 'Tom Hart', weeks: 2 })]);
      }),
      ctx,
    );
    const { interaction, sent } = fakeCommand('train');
    await route(interaction as never);
    expect(sent).toEqual([
      {
        method: 'reply',
        options: {
          content: 'Tom Hart is injured for 2 more weeks; pick someone else.',
          allowedMentions: { parse: [] },
          flags: MessageFlags.Ephemeral,
        },
      },
    ]);
    expect(lines.some((l) => l.level === 50)).toBe(false);
  });

  it.each([
    [
      'a broken rule',
      new RuleViolation([violation('bid-above-balance', 'bid-above-balance', { amount: 734_250, player: 'Tom Hart', balance: 512_900 })]),
    ],
    ['a league refusal', new Conflict('bid-too-low', 'Your sealed bid of £734,250 is below the asking price.')],
    ['a command refusal', new Refusal('Your club has £512,900; the build costs £734,250.', 'cannot-afford')],
    ['bad options', new InvalidOptions('`amount`: must be at most £512,900.')],
  ])('GIVEN %s whose sentence holds money THEN the log keeps its code and the ids, never the sentence', async (_what, error) => {
    const { ctx, lines } = testContext();
    const { interaction, sent } = fakeCommand('bid');
    await createRouter(
      commandThat(
        async () => {
          throw error;
        },
        undefined,
        'bid',
      ),
      ctx,
    )(interaction as never);
    expect((sent[0]!.options as { content: string }).content).toMatch(/£734,250|£512,900/);
    const refused = lines.find((l) => l.msg === 'interaction refused');
    expect(refused).toMatchObject({
      level: 30,
      command: 'bid',
      userId: '100000000000000001',
      guildId: '200000000000000001',
      channelId: '300000000000000001',
    });
    expect(refused!.code).toEqual(error instanceof InvalidOptions ? 'invalid-options' : (error as { code: string }).code);
    if (error instanceof RuleViolation) expect(refused!.violations).toEqual(['bid-above-balance']);
    expect(JSON.stringify(lines)).not.toMatch(/734,?250|512,?900/);
  });

  it('GIVEN a league refusal or bad options THEN their sentence is the answer', async () => {
    for (const error of [new NotAdmin(), new InvalidOptions('`amount`: must be at least £1.')]) {
      const { ctx } = testContext();
      const { interaction, sent } = fakeCommand('train');
      await createRouter(
        commandThat(async () => {
          throw error;
        }),
        ctx,
      )(interaction as never);
      expect((sent[0]!.options as { content: string }).content).toBe(error.message);
    }
  });

  it.each([
    ['de', 'Tom Hart fällt noch 2 Wochen verletzt aus; stell jemand anderen auf.', 'In diesem Kanal läuft keine Liga.'],
    ['en-GB', 'Tom Hart is injured for 2 more weeks; pick someone else.', 'There is no league in this channel.'],
    ['pt-BR', 'Tom Hart is injured for 2 more weeks; pick someone else.', 'There is no league in this channel.'],
  ])('GIVEN a refusal to a member whose Discord speaks %s THEN he reads it in the catalogue’s language for it', async (locale, rule, noLeague) => {
    const { ctx } = testContext();
    for (const [error, sentence] of [
      [new RuleViolation([violation('player-injured', 'player-injured', { player: 'Tom Hart', weeks: 2 })]), rule],
      [new NotFound('league', { key: 'reply.noLeagueHere' }), noLeague],
    ] as const) {
      const route = createRouter(
        commandThat(async () => {
          throw error;
        }),
        ctx,
      );
      const { interaction, sent } = fakeCommand('train', { locale });
      await route(interaction as never);
      expect((sent[0]!.options as { content: string }).content).toContain(sentence);
    }
  });

  it('GIVEN an unexpected error asked from a German Discord THEN the apology is German, with its incident id', async () => {
    const { ctx } = testContext();
    const route = createRouter(
      commandThat(async () => {
        throw new Error('connection reset');
      }),
      ctx,
    );
    const { interaction, sent } = fakeCommand('train', { locale: 'de' });
    await route(interaction as never);
    expect((sent[0]!.options as { content: string }).content).toMatch(
      /^Sorry, bei uns ist etwas schiefgelaufen, geändert wurde nichts\. .*Vorfallsnummer `[0-9a-f]{8}`\.$/,
    );
  });

  it('GIVEN an unexpected error THEN it is logged with an incident id and the user sees that id, never the stack', async () => {
    const { ctx, lines } = testContext();
    const route = createRouter(
      commandThat(async () => {
        throw new Error('connection reset at secret/path.ts:12');
      }),
      ctx,
    );
    const { interaction, sent } = fakeCommand('train');
    await route(interaction as never);
    const content = (sent[0]!.options as { content: string; flags: number }).content;
    const incident = /`([0-9a-f]{8})`/.exec(content)?.[1];
    expect(incident).toBeDefined();
    expect(content).not.toContain('secret');
    expect((sent[0]!.options as { flags: number }).flags).toBe(MessageFlags.Ephemeral);
    const logged = lines.find((l) => l.incidentId === incident)!;
    expect(logged).toMatchObject({ level: 50, command: 'train', userId: '100000000000000001', guildId: '200000000000000001' });
    expect((logged.err as { message: string }).message).toContain('connection reset');
  });

  it('GIVEN the database out of reach THEN the user gets the one sentence saying so, privately, and the fault is logged with an incident id', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { ctx, lines } = testContext();
    const { interaction, sent } = fakeCommand('train');
    await createRouter(
      commandThat(async () => {
        throw refused;
      }),
      ctx,
    )(interaction as never);
    expect(sent).toEqual([
      {
        method: 'reply',
        options: {
          content: "Dugout can't reach its database just now; try again in a minute.",
          allowedMentions: { parse: [] },
          flags: MessageFlags.Ephemeral,
        },
      },
    ]);
    const logged = lines.filter((l) => typeof l.incidentId === 'string');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      msg: 'interaction failed: database unreachable or not writable',
      command: 'train',
      err: { code: 'ECONNREFUSED' },
    });
  });

  it('GIVEN an error after the command deferred in public THEN the deferred answer is deleted and the refusal follows, ephemeral', async () => {
    const { ctx } = testContext();
    const route = createRouter(
      commandThat(async (interaction) => {
        await interaction.deferReply();
        throw new NotAdmin();
      }),
      ctx,
    );
    const { interaction, sent } = fakeCommand('train');
    await route(interaction as never);
    expect(sent.map((s) => s.method)).toEqual(['deferReply', 'deleteReply', 'followUp']);
    expect((sent[2]!.options as { flags: number }).flags).toBe(MessageFlags.Ephemeral);
  });

  it('GIVEN an error after the command deferred privately THEN the refusal is the follow-up, ephemeral, with nothing deleted', async () => {
    const { ctx } = testContext();
    const route = createRouter(
      commandThat(async (interaction) => {
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        throw new NotAdmin();
      }),
      ctx,
    );
    const { interaction, sent } = fakeCommand('train');
    await route(interaction as never);
    expect(sent.map((s) => s.method)).toEqual(['deferReply', 'followUp']);
    expect((sent[1]!.options as { flags: number }).flags).toBe(MessageFlags.Ephemeral);
  });

  it('GIVEN autocomplete that fails THEN it answers an empty list instead of leaving Discord waiting', async () => {
    const { ctx, lines } = testContext();
    const route = createRouter(
      commandThat(
        async () => undefined,
        async () => {
          throw new Error('db down');
        },
      ),
      ctx,
    );
    const { interaction, sent } = fakeAutocomplete('train');
    await route(interaction as never);
    expect(sent).toEqual([{ method: 'respond', options: [] }]);
    expect(lines.some((l) => l.level === 50 && typeof l.incidentId === 'string')).toBe(true);
  });

  it('GIVEN a non-manager typing in an autocompleted option THEN his refusal is logged at debug, never as an error incident', async () => {
    const { ctx, lines } = testContext();
    const route = createRouter(
      commandThat(
        async () => undefined,
        async () => {
          throw new NotYourClub();
        },
      ),
      ctx,
    );
    const { interaction, sent } = fakeAutocomplete('train');
    await route(interaction as never);
    expect(sent).toEqual([{ method: 'respond', options: [] }]);
    expect(lines.filter((l) => (l.level as number) >= 40)).toEqual([]);
    expect(lines.find((l) => l.msg === 'autocomplete refused')).toMatchObject({ level: 20, code: 'not-your-club', command: 'train' });
    expect(JSON.stringify(lines)).not.toContain(new NotYourClub().message);
  });

  it('GIVEN the answer fails after the command did its work THEN the apology says the order may have been saved, not that nothing changed', async () => {
    const { ctx } = testContext();
    let calls = 0;
    const { interaction, sent } = fakeCommand('train', {
      reply: async (options: Record<string, unknown>) => {
        calls += 1;
        if (calls === 1) throw new Error('Internal Server Error');
        sent.push({ method: 'reply', options });
      },
    });
    await createRouter(
      commandThat(async (i) => respond(i, { content: 'Sealed bid saved', ephemeral: true })),
      ctx,
    )(interaction as never);
    const content = (sent[0]!.options as { content: string }).content;
    expect(content).toContain('your order may have been saved: check `/ready`');
    expect(content).not.toContain('nothing was changed');
  });

  it('GIVEN a fault before any answer THEN the apology still says nothing was changed', async () => {
    const { ctx } = testContext();
    const { interaction, sent } = fakeCommand('train');
    await createRouter(
      commandThat(async () => {
        throw new Error('db down');
      }),
      ctx,
    )(interaction as never);
    expect((sent[0]!.options as { content: string }).content).toContain('nothing was changed');
  });
});
