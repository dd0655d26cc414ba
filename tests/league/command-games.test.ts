import { randomUUID } from 'node:crypto';
import { MessageFlags } from 'discord.js';
import { expect, it } from 'vitest';
import { loadCommands } from '../../src/discord/loader.js';
import { createRouter } from '../../src/discord/router.js';
import { createCardsLeague } from '../../src/league/modes/cards/create-cards-league.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import type { LeagueSummary } from '../../src/league/shared/views.js';
import { describeOnEachDatabase } from '../support/db.js';
import { fakeCommand, testContext } from '../discord/fake-interaction.js';
import { depsOf, startedLeague } from './helpers.js';

const commands = await loadCommands();
const MANAGER = '100000000000000001';

/** The commands of each game; the rest (/league, /ready, /remind, /profile, /cup, /help, /admin, /trade) serve every league. */
const CARDS_COMMANDS = ['auction', 'hand', 'keep', 'play'];
const SHARED_COMMANDS = ['admin', 'cup', 'help', 'league', 'news', 'profile', 'ready', 'remind', 'trade'];
const FOOTBALL_COMMANDS = [...commands.keys()].filter((name) => !CARDS_COMMANDS.includes(name) && !SHARED_COMMANDS.includes(name));

interface Option {
  type: number;
  name: string;
  required?: boolean;
  choices?: { value: string | number }[];
  min_value?: number;
  options?: Option[];
}

/** A valid value for each required option, so a refusal can only be about the league's game. */
function requiredValues(options: Option[] = []): { type: number; name: string; value: string | number | boolean }[] {
  return options
    .filter((o) => o.required)
    .map((o) => ({
      type: o.type,
      name: o.name,
      value: o.choices?.[0]?.value ?? (o.type === 5 ? true : o.type === 4 || o.type === 10 ? (o.min_value ?? 1) : '9H'),
    }));
}

/** Every way to call a command: each of its subcommands (with its required options), or the command itself. */
function invocations(name: string): { label: string; data: unknown[] }[] {
  const options = (commands.get(name)!.data.toJSON().options ?? []) as Option[];
  const subs = options.filter((o) => o.type === 1);
  if (subs.length === 0) return [{ label: `/${name}`, data: requiredValues(options) }];
  return subs.map((sub) => ({ label: `/${name} ${sub.name}`, data: [{ type: 1, name: sub.name, options: requiredValues(sub.options) }] }));
}

describeOnEachDatabase('the commands of each game', (database) => {
  async function ask(league: LeagueSummary, name: string, data: unknown[]) {
    const { ctx } = testContext();
    const { interaction, sent } = fakeCommand(name, {
      guildId: league.guildId,
      channelId: league.channelId,
      options: { data, getSubcommand: () => null, getFocused: () => '' },
    });
    await createRouter(commands, { ...ctx, db: database().db })(interaction as never);
    return sent;
  }

  it('GIVEN a cards league THEN every football command refuses in one private sentence', async () => {
    const deps = depsOf(database());
    const league = await createCardsLeague(deps, {
      guildId: '200000000000000001',
      channelId: `ch-${randomUUID()}`,
      name: 'Card School',
      actorUserId: 'admin',
      isAdmin: true,
      seasons: 1,
      options: { humanClubs: 2, seed: 3, schedule: { kind: 'interval', hours: 24 } },
    });
    await joinLeague(deps, { leagueId: league.id, userId: MANAGER });
    expect(FOOTBALL_COMMANDS.length).toBeGreaterThan(10);
    for (const name of FOOTBALL_COMMANDS) {
      for (const { label, data } of invocations(name)) {
        const sent = await ask(league, name, data);
        expect(sent, label).toEqual([
          {
            method: 'reply',
            options: {
              content: `This is a cards league: /${name} belongs to football leagues.`,
              allowedMentions: { parse: [] },
              flags: MessageFlags.Ephemeral,
            },
          },
        ]);
      }
    }
  });

  it('GIVEN a cards league THEN every shared command answers, and none with the apology of an unexpected error', async () => {
    const deps = depsOf(database());
    const league = await createCardsLeague(deps, {
      guildId: '200000000000000001',
      channelId: `ch-${randomUUID()}`,
      name: 'Card Shared',
      actorUserId: 'admin',
      isAdmin: true,
      seasons: 3,
      options: { humanClubs: 2, seed: 4, schedule: { kind: 'interval', hours: 24 } },
    });
    await joinLeague(deps, { leagueId: league.id, userId: MANAGER });
    let asked = 0;
    const apologies: string[] = [];
    const answers = new Map<string, string>();
    for (const name of SHARED_COMMANDS) {
      // /league create opens a new league rather than answering about this one; it is checked in its own tests.
      for (const { label, data } of invocations(name).filter((i) => i.label !== '/league create')) {
        const sent = await ask(league, name, data);
        asked++;
        expect(sent.length, label).toBeGreaterThan(0);
        answers.set(label, JSON.stringify(sent.map((answer) => answer.options)));
        if (answers.get(label)!.includes('something went wrong')) apologies.push(label);
      }
    }
    expect(apologies).toEqual([]);
    expect(asked).toBeGreaterThan(20);
    // The settings a cards league shows (behind /league settings; /league status shows only the week) are the card
    // game's own, never football's.
    expect(answers.get('/league status')).toContain('/league settings');
    for (const label of ['/league status', '/league settings']) {
      for (const football of ['Match engine', 'Football Fortunes', 'no end', 'Difficulty', 'Live match posts'])
        expect(answers.get(label), label).not.toContain(football);
    }
    {
      const label = '/league settings';
      const answer = answers.get(label)!;
      expect(answer, label).toContain('Game: the five-a-side card game');
      expect(answer, label).toContain('Clubs: 2 managers’ clubs and 4 dummies; the cup for 4');
      expect(answer, label).toContain('A season: 10 league rounds and 2 cup rounds');
      expect(answer, label).toContain('Game length: 3 seasons, then the most trophy points win');
    }
    expect(answers.get('/league points')).toContain('Card Shared: trophy points');
    expect(answers.get('/league points')).toContain('0 trophy points (0 league titles, 0 cups)');
  });

  it('GIVEN a football league THEN every card command refuses in one private sentence', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, [MANAGER], { seed: 5 });
    for (const name of CARDS_COMMANDS) {
      for (const { label, data } of invocations(name)) {
        const sent = await ask(league, name, data);
        expect(sent, label).toEqual([
          {
            method: 'reply',
            options: {
              content: `This is a football league: /${name} belongs to cards leagues.`,
              allowedMentions: { parse: [] },
              flags: MessageFlags.Ephemeral,
            },
          },
        ]);
      }
    }
  });
});
