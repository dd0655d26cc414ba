import { afterAll, expect, it } from 'vitest';
import type { LeagueDeps } from '../../src/league/deps.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { clubNews } from '../../src/league/views/club-news.js';
import { financesView } from '../../src/league/views/finances.js';
import { leagueFixtures, leagueResults } from '../../src/league/views/fixtures.js';
import { historyView } from '../../src/league/views/history.js';
import { marketView } from '../../src/league/views/market.js';
import {
  cancelBuild,
  chooseSponsor,
  fireStaff,
  hireStaff,
  myScoutRequest,
  orderBuild,
  placeBid,
  setExecutiveBoxes,
  setSale,
  setScoutRequest,
  setTraining,
  withdrawBid,
  type ManagerInput,
} from '../../src/league/orders/orders.js';
import { markReady } from '../../src/league/schedule/ready.js';
import { clearSubstitutions, lineupEditor, pickFormation, setStandingTactics, setSubstitution } from '../../src/league/selection/editor-orders.js';
import { stadiumView, staffView } from '../../src/league/views/stadium.js';
import { viewPlayer, squadView } from '../../src/league/views/squad.js';
import { leagueStatus } from '../../src/league/views/status.js';
import { leagueTable } from '../../src/league/views/table.js';
import { describeOnEachDatabase } from '../support/db.js';
import { counted } from '../support/query-log.js';
import { depsOf, listOnMarket, makeCardsLeagueIn, makeLeagueIn, startedLeague, stateOf, weekOf } from './helpers.js';
import cupCommand from '../../commands/cup.js';
import readyCommand from '../../commands/ready.js';
import adminCommand from '../../commands/admin.js';
import leagueCommand from '../../commands/league.js';
import playerCommand from '../../commands/player.js';
import squadCommand from '../../commands/squad.js';
import trainCommand from '../../commands/train.js';
import type { Command } from '../../src/discord/command.js';
import { PermissionFlagsBits } from 'discord.js';
import { fakeAutocomplete, fakeCommand, testContext } from '../discord/fake-interaction.js';

/**
 * The most queries one command's use case may make, with the league's state kept from an earlier command. A change of
 * manager also opens or closes his career's spell at the club (`/profile`); an admin's kick hands the club to the AI
 * (its orders, ready flag and offers go), bans its manager and closes his spell.
 */
const BUDGET = { order: 8, view: 6, membership: 10, admin: 10 } as const;

interface Measured {
  command: string;
  kind: keyof typeof BUDGET;
  queries: number;
  leagueReads: number;
}

const LEAGUE_READ = /\bfrom "leagues"/i;

/** The tables a league's state is read from when it is not kept (loadState), the cups' row among them. */
const STATE_TABLES = 9;

describeOnEachDatabase('the queries of each command’s use case', (database) => {
  const table: Measured[] = [];

  /** Runs one command's use case as the command does (the channel, the user, the typed text) on a counting database. */
  async function measure<T>(deps: LeagueDeps, command: string, kind: keyof typeof BUDGET, run: (deps: LeagueDeps) => Promise<T>): Promise<T> {
    const { db, log } = counted(deps.db);
    const result = await run({ ...deps, db });
    table.push({ command, kind, queries: log.statements.length, leagueReads: log.statements.filter((s) => LEAGUE_READ.test(s)).length });
    return result;
  }

  /** Runs a command (a subcommand of it, if named) as Discord gives it in the league's channel, by a member or (with Manage Server) an admin, and measures it. */
  async function runCommand(
    deps: LeagueDeps,
    channelId: string,
    call: {
      command: Command;
      subcommand?: string;
      userId: string;
      admin?: boolean;
      kind?: keyof typeof BUDGET;
      options?: Record<string, unknown>[];
      note?: string;
    },
  ): Promise<Measured> {
    const { command, subcommand, userId, admin = false, options = [], note = '' } = call;
    const { ctx } = testContext();
    const { interaction, sent } = fakeCommand(command.data.name, {
      channelId,
      user: { id: userId },
      ...(admin ? { memberPermissions: { bitfield: PermissionFlagsBits.ManageGuild } } : {}),
      options: {
        data: subcommand ? [{ type: 1, name: subcommand, options }] : options,
        getSubcommand: () => subcommand ?? null,
        getFocused: () => '',
      },
    });
    const label = `/${[command.data.name, subcommand].filter(Boolean).join(' ')} (command${note})`;
    const kind = call.kind ?? (admin ? 'admin' : 'order');
    await measure(deps, label, kind, (d) => command.execute(interaction as never, { ...ctx, ...d }));
    expect(sent.at(-1)?.options, `${label} answers`).toBeDefined();
    return table.at(-1)!;
  }

  afterAll(() => {
    const rows = table.map(
      (m) =>
        `${m.command.padEnd(26)} ${m.kind.padEnd(10)} ${String(m.queries).padStart(2)} queries (budget ${BUDGET[m.kind]}), league read ${m.leagueReads}x`,
    );
    console.log(`Queries per command, ${database().kind}:\n${rows.join('\n')}`);
  });

  it('GIVEN every order and view command of a detailed league THEN each use case reads the league once and stays within its budget', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2'], { engine: 'detailed' });
    const input: ManagerInput = { channelId: league.channelId, game: 'football', command: 'test', userId: 'u1' };

    // The first command after a week is played reads the league's state once (its eight tables) and keeps it.
    const { db: coldDb, log: cold } = counted(deps.db);
    await squadView({ ...deps, db: coldDb }, input);
    // Pre-season: the sponsor deal, and a Chief Scout hired for the season's scout orders.
    await measure(deps, '/sponsor', 'order', (d) => chooseSponsor(d, { ...input, years: 2 }));
    await hireStaff(deps, { ...input, role: 'chiefScout' });
    await advanceLeague(deps, league.id, weekOf(league));

    const state = await stateOf(deps, league.id);
    const squad = await squadView(deps, input);
    const [first, second] = squad.players.filter((p) => p.positions[0] !== 'GK');
    const players = Object.values(state.players);
    // A name typed finds the player when no other in scope has it.
    const rival = players.find((p) => p.clubId !== null && p.clubId !== squad.club.id && players.filter((q) => q.name === p.name).length === 1)!;
    await listOnMarket(deps, league.id, [rival.id], 40_000);
    // The state is kept from here on, as it is after a week's first command.
    await lineupEditor(deps, input);

    await measure(deps, '/train (name typed)', 'order', (d) => setTraining(d, { ...input, playerId: first!.name, plan: 'FRM' }));
    await measure(deps, '/select auto', 'order', (d) => pickFormation(d, { ...input, formation: '4-3-3' }));
    await measure(deps, '/select edit', 'view', (d) => lineupEditor(d, input));
    await measure(deps, '/select tactics', 'order', (d) => setStandingTactics(d, { ...input, rebound: { when: 'behind', fromMinute: 60 } }));
    const editor = await lineupEditor(deps, input);
    const bench = editor.players.find((p) => !editor.slots.some((s) => s.player?.id === p.id))!;
    const inXi = editor.slots.find((s) => s.player && s.slot !== 'GK')!.player!;
    await measure(deps, '/select substitute', 'order', (d) =>
      setSubstitution(d, { ...input, on: bench.name, off: inXi.id, fromMinute: 60, when: 'always' }),
    );
    await measure(deps, '/select substitute clear', 'order', (d) => clearSubstitutions(d, input));
    await measure(deps, '/bid', 'order', (d) => placeBid(d, { ...input, playerId: rival.name, amount: 50_000 }));
    await measure(deps, '/bid withdraw', 'order', (d) => withdrawBid(d, { ...input, playerId: rival.id }));
    await measure(deps, '/sell', 'order', (d) => setSale(d, { ...input, playerId: second!.id, mode: 'full' }));
    await measure(deps, '/unlist', 'order', (d) => setSale(d, { ...input, playerId: second!.id, mode: 'unlist' }));
    await measure(deps, '/stadium build', 'order', (d) => orderBuild(d, { ...input, stand: 'west', tier: 1, kind: 'seating' }));
    await measure(deps, '/stadium cancel', 'order', (d) => cancelBuild(d, { ...input, stand: 'west' }));
    await measure(deps, '/stadium boxes', 'order', (d) => setExecutiveBoxes(d, { ...input, build: false }));
    await measure(deps, '/stadium view', 'view', (d) => stadiumView(d, input));
    await measure(deps, '/staff hire', 'order', (d) => hireStaff(d, { ...input, role: 'headCoach' }));
    await measure(deps, '/staff fire', 'order', (d) => fireStaff(d, { ...input, role: 'headCoach' }));
    await measure(deps, '/staff list', 'view', (d) => staffView(d, input));
    await measure(deps, '/scout age', 'order', (d) => setScoutRequest(d, { ...input, request: { facet: 'age', shift: -1 } }));
    await measure(deps, '/scout view', 'view', (d) => myScoutRequest(d, input));
    await measure(deps, '/scout clear', 'order', (d) => setScoutRequest(d, { ...input, request: null }));
    await measure(deps, '/ready', 'order', (d) => markReady(d, { ...input, ready: true }));
    // The command as a whole: the channel's league is looked up once, whatever its game.
    const { ctx } = testContext();
    const { interaction: ready } = fakeCommand('ready', { channelId: league.channelId, user: { id: 'u1' } });
    await measure(deps, '/ready (command)', 'order', (d) => readyCommand.execute(ready as never, { ...ctx, ...d }));
    await measure(deps, '/squad', 'view', (d) => squadView(d, input));
    await measure(deps, '/squad (another club)', 'view', (d) => squadView(d, { ...input, clubId: rival.clubId! }));
    await measure(deps, '/market', 'view', (d) => marketView(d, { ...input, page: 0 }));
    await measure(deps, '/finances', 'view', (d) => financesView(d, { ...input, limit: 15 }));
    await measure(deps, '/player (name typed)', 'view', (d) => viewPlayer(d, { ...input, playerId: rival.name }));
    await measure(deps, '/news', 'view', (d) => clubNews(d, input));
    await measure(deps, '/league table', 'view', (d) => leagueTable(d, input));
    await measure(deps, '/league fixtures', 'view', (d) => leagueFixtures(d, { ...input, round: 'current' }));
    await measure(deps, '/league results', 'view', (d) => leagueResults(d, input));
    await measure(deps, '/league status', 'view', (d) => leagueStatus(d, input));
    await measure(deps, '/league history', 'view', (d) => historyView(d, input));
    const { interaction: cup } = fakeCommand('cup', { channelId: league.channelId, user: { id: 'u1' } });
    await measure(deps, '/cup (command)', 'view', (d) => cupCommand.execute(cup as never, { ...ctx, ...d }));
    // The commands every game shares read the channel's league once and hand the row read to their views.
    for (const subcommand of ['status', 'table', 'fixtures', 'results', 'history', 'points', 'settings', 'web']) {
      const { interaction, sent } = fakeCommand('league', {
        channelId: league.channelId,
        user: { id: 'u1' },
        options: { data: [{ type: 1, name: subcommand, options: [] }], getSubcommand: () => subcommand, getFocused: () => '' },
      });
      await measure(deps, `/league ${subcommand} (command)`, 'view', (d) => leagueCommand.execute(interaction as never, { ...ctx, ...d }));
      expect(sent, `/league ${subcommand} answers`).toHaveLength(1);
    }
    // Autocomplete, as Discord asks it while a member types: the channel's league is looked up once.
    const autocomplete = async (label: string, command: Command, typed = '') => {
      const { interaction, sent } = fakeAutocomplete(command.data.name, {
        channelId: league.channelId,
        user: { id: 'u1' },
        options: { data: [], getSubcommand: () => null, getFocused: () => typed, get: () => null },
      });
      await measure(deps, label, 'view', (d) => command.autocomplete!(interaction as never, { ...ctx, ...d }));
      expect(sent.at(-1)?.options, `${label} offers choices`).not.toEqual([]);
    };
    await autocomplete('/league join (autocomplete)', leagueCommand);
    await autocomplete('/admin (autocomplete)', adminCommand);
    await autocomplete('/squad (autocomplete)', squadCommand);
    await autocomplete('/player (autocomplete)', playerCommand, rival.name.slice(0, 2));
    await autocomplete('/train (autocomplete)', trainCommand, first!.name.slice(0, 2));

    const commands = new Set(table.map((m) => m.command.split(' ')[0]));
    for (const command of [
      '/train',
      '/select',
      '/bid',
      '/sell',
      '/unlist',
      '/stadium',
      '/staff',
      '/sponsor',
      '/scout',
      '/ready',
      '/squad',
      '/market',
      '/finances',
      '/player',
      '/news',
      '/league',
      '/cup',
      '/admin',
    ]) {
      expect(commands, command).toContain(command);
    }
    const warmSquad = table.find((m) => m.command === '/squad')!.queries;
    console.log(`/squad with the state not yet kept: ${cold.statements.length} queries (${warmSquad} once kept)`);
    expect(cold.statements.length).toBeLessThanOrEqual(warmSquad + STATE_TABLES);
    for (const m of table) {
      expect(m.queries, `${m.command}: ${m.queries} queries`).toBeLessThanOrEqual(BUDGET[m.kind]);
      expect(m.leagueReads, `${m.command} reads the league`).toBe(1);
    }
  });

  it('GIVEN the membership, settings and admin commands as Discord gives them THEN each reads the channel’s league once', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps);
    const [u1, u2, admin] = ['100000000000000011', '100000000000000012', '100000000000000013'];
    const measured: Measured[] = [];
    const run = async (command: Command, subcommand: string, userId: string, options: Record<string, unknown>[] = [], note = '') =>
      measured.push(
        await runCommand(deps, league.channelId, {
          command,
          subcommand,
          userId,
          admin: userId === admin,
          kind: userId === admin ? 'admin' : 'membership',
          options,
          note,
        }),
      );
    await run(leagueCommand, 'join', u1);
    await run(leagueCommand, 'join', u2);
    await run(leagueCommand, 'settings', admin, [{ name: 'name', type: 3, value: 'Renamed League' }]);
    await run(leagueCommand, 'start', admin);
    await run(leagueCommand, 'leave', u2);
    await run(adminCommand, 'pause', admin);
    await run(adminCommand, 'resume', admin);
    await run(adminCommand, 'kick', admin, [
      { name: 'manager', type: 6, value: u1 },
      { name: 'ban', type: 5, value: true },
    ]);
    await run(
      adminCommand,
      'kick',
      admin,
      [
        { name: 'manager', type: 6, value: u2 },
        { name: 'ban', type: 5, value: true },
      ],
      ', ban only',
    );
    await run(adminCommand, 'unban', admin, [{ name: 'member', type: 6, value: u1 }]);
    const { clubs } = await leagueStatus(deps, { leagueId: league.id });
    await run(adminCommand, 'autopilot', admin, [{ name: 'club', type: 3, value: clubs[0]!.clubId }]);
    for (const m of measured) {
      expect(m.queries, `${m.command}: ${m.queries} queries`).toBeLessThanOrEqual(BUDGET[m.kind]);
      expect(m.leagueReads, `${m.command} reads the league`).toBe(1);
    }
    // Advance reads it twice, as the command says why: for the step asked for, then under the lock that plays it.
    const { interaction: advance } = fakeCommand('admin', {
      channelId: league.channelId,
      user: { id: admin },
      memberPermissions: { bitfield: PermissionFlagsBits.ManageGuild },
      options: { data: [{ type: 1, name: 'advance', options: [] }], getSubcommand: () => 'advance', getFocused: () => '' },
    });
    const { db, log } = counted(deps.db);
    await adminCommand.execute(advance as never, { ...testContext().ctx, ...deps, db });
    const reads = log.statements.filter((s) => LEAGUE_READ.test(s)).length;
    console.log(`/admin advance (command): ${log.statements.length} queries, league read ${reads}x`);
    expect(reads, '/admin advance reads the league').toBe(2);
  });

  it('GIVEN a cards league THEN the commands every game shares read the channel’s league once', async () => {
    const deps = depsOf(database());
    const created = await makeCardsLeagueIn(deps, 4);
    const [u1, u2, admin] = ['100000000000000021', '100000000000000022', '100000000000000023'];
    const measured: Measured[] = [];
    const run = async (command: Command, subcommand: string | undefined, userId: string, kind?: keyof typeof BUDGET) =>
      measured.push(
        await runCommand(deps, created.channelId, {
          command,
          userId,
          admin: userId === admin,
          note: ', cards',
          ...(subcommand ? { subcommand } : {}),
          ...(kind ? { kind } : {}),
        }),
      );
    await run(leagueCommand, 'join', u1, 'membership');
    await run(leagueCommand, 'join', u2, 'membership');
    await run(leagueCommand, 'start', admin);
    await run(readyCommand, undefined, u1);
    await run(cupCommand, undefined, u1, 'view');
    for (const subcommand of ['status', 'table', 'fixtures', 'results', 'history', 'points', 'settings', 'web'])
      await run(leagueCommand, subcommand, u1, 'view');
    await run(leagueCommand, 'leave', u2, 'membership');
    const { ctx } = testContext();
    const { interaction, sent } = fakeAutocomplete('league', {
      channelId: created.channelId,
      user: { id: u1 },
      options: { data: [], getSubcommand: () => null, getFocused: () => '', get: () => null },
    });
    await measure(deps, '/league join (autocomplete, cards)', 'view', (d) => leagueCommand.autocomplete!(interaction as never, { ...ctx, ...d }));
    expect(sent.at(-1)?.options, 'free clubs are offered').not.toEqual([]);
    measured.push(table.at(-1)!);
    for (const m of measured) {
      expect(m.queries, `${m.command}: ${m.queries} queries`).toBeLessThanOrEqual(BUDGET[m.kind]);
      expect(m.leagueReads, `${m.command} reads the league`).toBe(1);
    }
  });
});
