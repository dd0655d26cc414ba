import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ledgerSums } from '../src/db/repositories/ledger.repository.js';
import { ACK_DEADLINE_MS } from '../src/discord/ack-times.js';
import { deployCommands } from '../src/discord/deploy.js';
import { loadCommands } from '../src/discord/loader.js';
import { createLeague, joinLeague, startSeason } from '../src/league/index.js';
import { createCardsLeague } from '../src/league/modes/cards/create-cards-league.js';
import { gameModeOf } from '../src/league/modes/game-modes.js';
import { replayLeague } from '../src/league/week/replay.js';
import { posts } from '../tests/e2e/support/channel.js';
import type { StoredMessage } from '../tests/emulator/messages.js';
import { partNonce } from '../src/discord/outbox-poster.js';
import { startEmulator, type DiscordEmulator, type EmulatedUser } from '../tests/emulator/emulator.js';
import { onAdmin, TEST_DATABASE_URL, withDatabase } from '../tests/support/fresh-database.js';
import { TcpProxy } from '../tests/support/tcp-proxy.js';
import { treeRssMb } from './process-rss.js';
import { DEAL_MOVES, dealMove, type DealMove } from './soak-deals.js';
import { SoakProcess } from './soak-process.js';

export interface SoakOptions {
  leagues: number;
  days: number;
  /** Printed at the start: the same seed replays the same choices of orders and faults. */
  seed: number;
  /** How long, in real ms, the database refuses connections when that fault is drawn: [least, most]. */
  outageMs: [number, number];
  /** Writes a line of progress. */
  say?: (line: string) => void;
}

export const FAULT_KINDS = [
  'bot killed and restarted',
  'database connections terminated',
  'database refusing connections',
  '429 storm',
  '500s',
  'gateway closed',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface SoakCheck {
  name: string;
  ok: boolean;
  figure: string;
}

export interface SoakReport {
  seed: number;
  leagues: number;
  days: number;
  faults: Record<FaultKind, number>;
  stepsPlayed: number;
  postsDelivered: number;
  interactions: number;
  /** The managers' deals by kind, legal or not, and their presses on the offer notices' buttons. */
  deals: Record<DealMove, number>;
  /** The offers the rules let through (the others were refused), by how they ended: `done` is a deal carried out. */
  offersByStatus: Record<string, number>;
  rssMb: number[];
  /** Both processes' live heap after a full collection, at the end of each day. */
  heapMb: number[];
  checks: SoakCheck[];
  seconds: number;
}

const HOUR = 3_600_000;
const SERVERS = 3;
const SHARDS = 2;
const GAMES = ['football', 'detailed', 'live', 'fortunes', 'cards'] as const;
type Game = (typeof GAMES)[number];
const PLANS = ['FRM', 'ABL', 'FIT', 'RST', 'NONE'] as const;

/** Mulberry32: a small seeded generator, so a run's choices can be replayed from its seed. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (least: number, most: number) => least + Math.floor(next() * (most - least + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

interface SoakLeague {
  id: string;
  game: Game;
  channelId: string;
  guildId: string;
  managers: EmulatedUser[];
}

interface Worker {
  shard: number;
  /** Its bot process; null while it is down. */
  proc: SoakProcess | null;
  /** Real-time windows when this worker was down: interactions to its servers then are not its failures. */
  down: { from: number; to: number }[];
}

/**
 * A month of play in minutes: leagues of every game across three servers on PostgreSQL, two bot processes (one shard
 * each, on the soak's clock, handed to them with every request: bench/soak-worker.ts), managers giving random legal
 * and illegal orders, and seeded faults between the steps; then the books. Run it with `npx tsx bench/run-one.ts soak`.
 */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const say = options.say ?? (() => undefined);
  const started = performance.now();
  const random = randomFrom(options.seed);
  const faults = Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<FaultKind, number>;
  const name = `dugout_soak_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(TEST_DATABASE_URL, name);
  const server = new URL(TEST_DATABASE_URL);
  const proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 5432) });
  const db = createDatabase({ databaseUrl, poolSize: 4 });
  await migrateToLatest(db);

  let now = new Date('2026-08-03T09:00:00Z');
  const clock = { now: () => new Date(now) };
  // The bot processes' log lines, warnings and up.
  const errors: Record<string, unknown>[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (error: unknown) => unhandled.push(error);
  process.on('unhandledRejection', onUnhandled);

  const guilds = Array.from({ length: SERVERS }, (_, s) => ({
    name: `Soak Server ${s + 1}`,
    channels: Array.from({ length: Math.ceil(options.leagues / SERVERS) }, (_, c) => `league-${s}-${c}`),
    shard: [s % SHARDS, SHARDS] as [number, number],
  }));
  // The bot processes are not in this one: the emulator cannot see their receipts, so its own deadline is only a safety
  // net, and the 3 seconds are judged by the processes' own figures, collected after every tick and before a kill.
  const emu: DiscordEmulator = await startEmulator({ guilds, shards: SHARDS, ackDeadlineMs: 10_000 });
  const workers: Worker[] = Array.from({ length: SHARDS }, (_, shard) => ({ shard, proc: null, down: [] }));
  const ackFigures = new Map<string, number>();
  const collectAcks = async () => {
    for (const worker of workers) {
      const figures = await worker.proc?.request<{ interactionId: string; ms: number }[]>('acks', now.getTime()).catch(() => []);
      for (const { interactionId, ms } of figures ?? []) ackFigures.set(interactionId, ms);
    }
  };
  const onWorkers = (op: 'week' | 'deliver') => Promise.all(workers.map((w) => w.proc?.request(op, now.getTime()).catch(() => undefined)));
  try {
    const env = emu.botEnv();
    const commands = await loadCommands();
    for (const guild of emu.guilds) {
      await deployCommands(commands, { applicationId: env.DISCORD_APPLICATION_ID, token: env.DISCORD_TOKEN, guildId: guild.id }, env);
    }
    const startWorker = async (worker: Worker) => {
      const workerEnv = {
        ...env,
        DATABASE_URL: proxy.urlThrough(databaseUrl),
        LOG_LEVEL: 'warn',
        SHARDS: String(SHARDS),
        SHARD_IDS: String(worker.shard),
      };
      worker.proc = await SoakProcess.start(workerEnv, now.getTime(), (line) => errors.push(line));
    };
    await Promise.all(workers.map(startWorker));
    await emu.waitForSessions(SHARDS, { timeoutMs: 60_000 });

    // The leagues, made through the use cases (the commands' own tests cover /league create): each game in turn.
    const deps = { db, clock };
    const channels = emu.guilds.flatMap((guild) =>
      Object.keys(guild.channels).map((channel) => ({ guildId: guild.id, channelId: emu.channelId(channel, guild.id) })),
    );
    const leagues: SoakLeague[] = [];
    for (let n = 0; n < options.leagues; n += 1) {
      const game = GAMES[n % GAMES.length]!;
      const { guildId, channelId } = channels[n]!;
      const managers = [0, 1].map((m) => emu.addUser({ username: `manager-${n}-${m}` }));
      const input = {
        guildId,
        channelId,
        name: `Soak ${n}`,
        actorUserId: 'soak-admin',
        isAdmin: true,
      };
      const schedule = { kind: 'interval' as const, hours: 24 };
      const created =
        game === 'cards'
          ? await createCardsLeague(deps, { ...input, seasons: 3, options: { humanClubs: 2, seed: options.seed + n, schedule } })
          : await createLeague(deps, {
              ...input,
              options: {
                humanClubs: 2,
                seed: options.seed + n,
                schedule,
                cups: 'cup+europe',
                ...(game === 'detailed' ? { engine: 'detailed' as const } : {}),
                ...(game === 'live' ? { live: true } : {}),
                ...(game === 'fortunes' ? { fortunes: true, seasons: 3 } : {}),
              },
            });
      for (const manager of managers) await joinLeague(deps, { leagueId: created.id, userId: manager.id });
      await startSeason(deps, { leagueId: created.id, actorUserId: 'soak-admin', isAdmin: true });
      leagues.push({ id: created.id, game, channelId, guildId, managers });
    }
    say(`${leagues.length} leagues made in ${SERVERS} servers; ${options.days} days to play`);

    const workerOf = (guildId: string) => workers[Number((BigInt(guildId) >> 22n) % BigInt(SHARDS))]!;
    const interactionsDown: string[] = [];
    let interactions = 0;

    const deals = Object.fromEntries(DEAL_MOVES.map((move) => [move, 0])) as Record<DealMove, number>;

    /** A manager's command in his league's channel; refusals are answers too. */
    const send = async (league: SoakLeague, manager: EmulatedUser, invocation: string, values: Record<string, string | number | boolean> = {}) => {
      interactions += 1;
      try {
        await emu.interact(manager, invocation, values, { channelId: league.channelId });
      } catch (error) {
        // Its process down, or its gateway connection not back yet after a close: Discord could not deliver it either.
        const unconnected = error instanceof Error && /no bot is connected/.test(error.message);
        if (workerOf(league.guildId).proc === null || unconnected) interactionsDown.push(invocation);
        else throw error;
      }
    };

    /** A manager's deal (bench/soak-deals.ts): offers of every kind the league's game has, and presses on their notices. */
    const deal = (league: SoakLeague) =>
      dealMove({
        emu,
        random,
        game: league.game,
        channelId: league.channelId,
        managers: league.managers,
        moves: deals,
        ask: (manager, invocation, values) => send(league, manager, invocation, values),
        choices: async (manager, invocation, option, values = {}) => {
          interactions += 1;
          const offered = await emu.autocomplete(manager, invocation, option, '', values, { channelId: league.channelId }).catch(() => []);
          return offered.map((choice) => ({ name: choice.name, value: String(choice.value) }));
        },
        press: async (run) => {
          interactions += 1;
          try {
            return await run();
          } catch (error) {
            // A press on a button disabled meanwhile is refused by Discord; one its process was down for is not delivered.
            const unconnected = error instanceof Error && /no bot is connected/.test(error.message);
            if (workerOf(league.guildId).proc === null || unconnected) interactionsDown.push('button');
            return undefined;
          }
        },
      });

    /** One manager's random order, legal or not; refusals are answers too. */
    const act = async (league: SoakLeague) => {
      const manager = random.pick(league.managers);
      const place = { channelId: league.channelId };
      const ask = (invocation: string, values: Record<string, string | number | boolean> = {}) => send(league, manager, invocation, values);
      const roll = random.next();
      if (league.game === 'cards') {
        if (roll < 0.4) return ask('/ready');
        if (roll < 0.75) return deal(league);
        return ask(random.pick(['/hand', '/league status']));
      }
      if (roll < 0.3) return ask('/ready', random.chance(0.1) ? { ready: false } : {});
      if (roll < 0.45) {
        interactions += 1;
        const players = await emu.autocomplete(manager, '/train', 'player', '', {}, place).catch(() => []);
        const player = random.chance(0.2) || players.length === 0 ? 'nobody of that name' : String(random.pick(players).value);
        return ask('/train', { player, plan: random.pick(PLANS) });
      }
      if (roll < 0.52 && league.game === 'fortunes') return random.chance(0.5) ? ask('/fortune show') : ask('/fortune crisis', { section: 'D' });
      if (roll < 0.82) return deal(league);
      if (roll < 0.87) {
        // Any other post's buttons (a match's, a prediction's): the latest that are not disabled.
        const withButtons = posts(emu, league.channelId).filter((m) => m.components.length > 0);
        const message = withButtons.at(-1);
        const buttons = (message?.components ?? []).flatMap(
          (row) => (row as { components?: { type: number; custom_id?: string; disabled?: boolean }[] }).components ?? [],
        );
        // A disabled button (an offer's, once it ended) is one Discord lets nobody press.
        const button = buttons.find((c) => c.type === 2 && c.custom_id && !c.disabled);
        if (message && button?.custom_id) {
          interactions += 1;
          // emu.click throws at once, before any promise, when the button cannot be pressed or no bot is connected.
          await Promise.resolve()
            .then(() => emu.click(message, button.custom_id!, { user: manager }))
            .catch(() => undefined);
          return;
        }
      }
      return ask(random.pick(['/squad', '/league status', '/finances', '/market', '/league table']));
    };

    /** SIGKILL, `afterMs` into the week job, and a new process in its place. */
    const killAndRestart = async ({ worker, afterMs }: { worker: Worker; afterMs: number }) => {
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      const from = Date.now();
      const killed = worker.proc!;
      worker.proc = null;
      await killed.kill();
      await startWorker(worker);
      worker.down.push({ from, to: Date.now() });
      await emu.waitForSessions(SHARDS, { timeoutMs: 60_000 });
    };
    // Set by the fault, taken by the next tick's week job.
    const killMidWeek: { next: { worker: Worker; afterMs: number } | null } = { next: null };

    // Every kind once first, in a seeded order, then any: a short run still meets each.
    const firstRound = [...FAULT_KINDS].sort(() => random.next() - 0.5);
    const injectFault = async () => {
      const kind = firstRound.shift() ?? random.pick(FAULT_KINDS);
      faults[kind] += 1;
      say(`fault: ${kind}`);
      const channel = random.pick(leagues).channelId;
      const path = `/channels/${channel}/messages`;
      switch (kind) {
        case 'bot killed and restarted':
          // During the next week job, mid-week.
          killMidWeek.next = { worker: random.pick(workers), afterMs: random.int(0, 400) };
          return;
        case 'database connections terminated':
          await onAdmin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
          return;
        case 'database refusing connections': {
          await proxy.close();
          // The week jobs run into it while it lasts.
          await onWorkers('week');
          await new Promise((resolve) => setTimeout(resolve, random.int(...options.outageMs)));
          await proxy.open();
          return;
        }
        case '429 storm':
          emu.injectFault({ status: 429, method: 'POST', path, count: random.int(2, 8), retryAfter: random.int(1, 5) / 20 });
          return;
        case '500s':
          emu.injectFault({ status: 500, method: 'POST', path, count: random.int(1, 6) });
          return;
        case 'gateway closed':
          if (random.chance(0.5)) emu.dropConnections();
          else emu.requestReconnect({ resumable: random.chance(0.5) });
          await emu.waitForSessions(SHARDS, { timeoutMs: 60_000 });
          return;
      }
    };

    const rssMb: number[] = [];
    const heapMb: number[] = [];
    // Every league's deadline is 24 hours apart; ticks every 6 hours let a league ready early play more than once a day.
    const TICKS_PER_DAY = 4;
    // A fault at one tick in four, or often enough that a short run meets every kind.
    const faultChance = Math.min(1, Math.max(0.25, (FAULT_KINDS.length + 1) / (options.days * TICKS_PER_DAY)));
    for (let day = 0; day < options.days; day += 1) {
      for (let tick = 0; tick < TICKS_PER_DAY; tick += 1) {
        for (const league of leagues) if (random.chance(0.5)) await act(league).catch((error: unknown) => unhandled.push(error));
        const ticksLeft = (options.days - day) * TICKS_PER_DAY - tick;
        if (firstRound.length >= ticksLeft || random.chance(faultChance)) await injectFault();
        now = new Date(now.getTime() + (24 / TICKS_PER_DAY) * HOUR);
        // Both processes run the scheduler over every league at once; one may be killed while they do.
        await collectAcks();
        const kill = killMidWeek.next;
        killMidWeek.next = null;
        await Promise.all([onWorkers('week'), kill && killAndRestart(kill)]);
        await collectAcks();
      }
      rssMb.push(Math.round(workers.reduce((sum, w) => sum + (w.proc ? treeRssMb(w.proc.pid) : 0), 0)));
      const heaps = await Promise.all(workers.map((w) => w.proc?.request<number>('memory', now.getTime()).catch(() => 0) ?? 0));
      heapMb.push(Math.round(heaps.reduce((sum, bytes) => sum + bytes, 0) / 2 ** 20));
      say(`day ${day + 1}: rss ${rssMb.at(-1)} MB, heap after a full collection ${heapMb.at(-1)} MB`);
    }

    // The faults end. The week job's next run, as a minute later: a league whose last run met a fault is played.
    emu.clearFaults();
    await onWorkers('week');
    // Every queued post goes out (the clock moved past any retry's backoff).
    for (let pass = 0; pass < 50; pass += 1) {
      const left = await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute();
      if (left.length === 0) break;
      now = new Date(now.getTime() + 15 * 60_000);
      // A live match is shown in the background and marked delivered when its last frame is: each process waits for it.
      await onWorkers('deliver');
    }

    const checks: SoakCheck[] = [];
    const check = (name: string, ok: boolean, figure: string) => checks.push({ name, ok, figure });

    // Every league played every step once, in order.
    let stepsPlayed = 0;
    const gaps: string[] = [];
    for (const league of leagues) {
      const steps = await db.selectFrom('played_steps').select('turn').where('league_id', '=', league.id).orderBy('turn').execute();
      const row = await db.selectFrom('leagues').select('turn').where('id', '=', league.id).executeTakeFirstOrThrow();
      stepsPlayed += steps.length;
      const turns = steps.map((s) => s.turn);
      const expected = Array.from({ length: row.turn }, (_, t) => t);
      if (!isDeepStrictEqual(turns, expected)) gaps.push(`${league.id} (${league.game}): ${turns.join(',')} for turn ${row.turn}`);
    }
    const fewest = Math.min(
      ...(await Promise.all(
        leagues.map(async (l) => (await db.selectFrom('played_steps').select('turn').where('league_id', '=', l.id).execute()).length),
      )),
    );
    check('every league played every step exactly once, in order', gaps.length === 0, gaps.length === 0 ? `${stepsPlayed} steps` : gaps.join('; '));
    // A step delayed by a fault moves an interval league's later deadlines with it (the next is 24 hours after the
    // play), so a league may play fewer steps than days; none may be left with a step due and unplayed.
    const overdue = await db.selectFrom('leagues').select('id').where('next_deadline', '<=', now).execute();
    check(
      'no league left with a step due',
      overdue.length === 0,
      `${overdue.length} past their deadline; fewest steps played ${fewest} in ${options.days} days`,
    );

    // Every post delivered, none twice.
    const undelivered = await db.selectFrom('outbox').select(['id', 'kind', 'attempts', 'last_error']).where('delivered_at', 'is', null).execute();
    const delivered = await db.selectFrom('outbox').select('id').where('delivered_at', 'is not', null).execute();
    check(
      'every post delivered',
      undelivered.length === 0,
      `${delivered.length} delivered, ${undelivered.length} left${undelivered.map((r) => ` (${r.kind}, ${r.attempts} attempts${r.last_error ? `: ${r.last_error}` : ''})`).join('')}`,
    );
    // Counted by nonce (each part of a row has its own), and by what a post showed over all its versions.
    const byNonce = new Map<string, number>();
    for (const league of leagues) for (const m of posts(emu, league.channelId)) if (m.nonce) byNonce.set(m.nonce, (byNonce.get(m.nonce) ?? 0) + 1);
    const rows = await db.selectFrom('outbox').select(['id', 'kind']).where('delivered_at', 'is not', null).execute();
    const posted = rows.filter((row) => row.kind !== 'deal-offer-ended');
    const notOnce = posted.filter((row) => byNonce.get(partNonce(String(row.id), 0)) !== 1);
    const sentTwice = [...byNonce.values()].filter((count) => count > 1).length;
    // A post sent again after a lost answer or a restart comes back as the message already made (enforce_nonce).
    const accepted = emu.requests.filter((r) => r.method === 'POST' && /^\/channels\/\d+\/messages$/.test(r.path) && r.status === 200).length;
    const channelPosts = leagues.reduce((sum, l) => sum + posts(emu, l.channelId).length, 0);
    check(
      'every post delivered exactly once (by nonce)',
      notOnce.length === 0 && sentTwice === 0,
      `${posted.length} posts; ${notOnce.length} not found exactly once; ${sentTwice} nonces posted twice; ${accepted - channelPosts} sent again and answered by the nonce`,
    );
    const twice = leagues.flatMap((l) => sameHistory(posts(emu, l.channelId)).map((title) => `${l.id}: ${title}`));
    check('no post shown twice', twice.length === 0, twice.length === 0 ? 'none' : twice.slice(0, 5).join('; '));

    // Every club's ledger equal to its balance, and each league's replay equal to its stored state.
    const ledgerMismatches: string[] = [];
    const replayMismatches: string[] = [];
    for (const league of leagues) {
      const row = await db.selectFrom('leagues').selectAll().where('id', '=', league.id).executeTakeFirstOrThrow();
      const stored = await db.transaction().execute((trx) => gameModeOf(row).read(trx, row));
      const replayed = (await replayLeague(deps, league.id)).state;
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(replayed)), JSON.parse(JSON.stringify(stored))))
        replayMismatches.push(`${league.id} (${league.game})`);
      if (league.game === 'cards') continue;
      const sums = await ledgerSums(db, league.id);
      const clubs = await db
        .selectFrom('clubs')
        .select(['id', 'balance'])
        .where('league_id', '=', league.id)
        .where('player_controlled', '=', true)
        .execute();
      for (const club of clubs)
        if ((sums.get(club.id) ?? 0) !== club.balance)
          ledgerMismatches.push(`${league.id}/${club.id}: ledger ${sums.get(club.id) ?? 0}, balance ${club.balance}`);
    }
    check(
      "every club's ledger equal to its balance",
      ledgerMismatches.length === 0,
      ledgerMismatches.length === 0 ? 'all equal' : ledgerMismatches.slice(0, 5).join('; '),
    );
    check(
      "each league's replay equal to its stored state",
      replayMismatches.length === 0,
      replayMismatches.length === 0 ? `${leagues.length} equal` : replayMismatches.join('; '),
    );

    // No unhandled error; what the faults cause is logged as warnings or as incidents the user was shown.
    const unexpected = errors.filter((line) => Number(line.level) >= 50 && !expectedError(line));
    check(
      'no unhandled error in any log',
      unexpected.length === 0 && unhandled.length === 0,
      `${errors.length} log lines at warning or above, ${unexpected.length} unexpected error lines, ${unhandled.length} unhandled rejections${unexpected.length ? `: ${[...new Set(unexpected.map((l) => String(l.msg)))].join('; ')}` : ''}${unhandled.length ? `: ${unhandled.map((e) => (e instanceof Error ? e.message : String(e))).join('; ')}` : ''}`,
    );

    // Every interaction acknowledged within 3 s by its process's own figure, except those sent while it was down.
    const missed = emu.violations.filter(
      (v) => (v.kind === 'no-ack' || v.kind === 'late-ack') && !workers.some((w) => w.down.some((d) => v.at >= d.from && v.at <= d.to + 3_000)),
    );
    await collectAcks();
    const figures = [...ackFigures.values()];
    const late = figures.filter((ms) => ms > ACK_DEADLINE_MS);
    check(
      'every interaction acknowledged within 3 s (its worker up)',
      missed.length === 0 && late.length === 0,
      `${missed.length} missed of ${interactions}; ${interactionsDown.length} sent while down; ${late.length} late of ${figures.length} by the processes' own figures, the slowest ${Math.max(0, ...figures)} ms`,
    );

    // Memory from the second week on: the mean of its last days within 10% or 30 MB of the mean of its first (up to a
    // week each). Both processes' RSS, and their live heap after a full collection, which is what they still hold:
    // RSS also keeps pages V8 has freed, and wanders by a hundred MB from one day to the next.
    const growth = (daily: number[]) => {
      const fromWeek2 = daily.slice(7);
      const span = Math.min(7, Math.floor(fromWeek2.length / 2));
      if (span === 0) return null;
      const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
      const [first, last] = [mean(fromWeek2.slice(0, span)), mean(fromWeek2.slice(-span))];
      return { first, last, ok: last - first <= Math.max(30, first * 0.1), span };
    };
    const [rss, heap] = [growth(rssMb), growth(heapMb)];
    check(
      'memory not growing from the second week on (RSS and live heap)',
      (rss?.ok ?? true) && (heap?.ok ?? true),
      rss && heap
        ? `means of ${rss.span} days: RSS ${rss.first} → ${rss.last} MB, live heap ${heap.first} → ${heap.last} MB`
        : 'under ten days: not measured',
    );

    const offersByStatus: Record<string, number> = {};
    for (const row of await db.selectFrom('offers').select(['status']).execute()) offersByStatus[row.status] = (offersByStatus[row.status] ?? 0) + 1;

    return {
      seed: options.seed,
      leagues: leagues.length,
      days: options.days,
      faults,
      stepsPlayed,
      postsDelivered: delivered.length,
      interactions,
      deals,
      offersByStatus,
      rssMb,
      heapMb,
      checks,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    process.off('unhandledRejection', onUnhandled);
    await Promise.all(workers.map((w) => w.proc?.stop(now.getTime())));
    await emu.stop();
    await proxy.close();
    await db.destroy();
    await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Error lines a fault is meant to cause: the database out of reach, told to the user as one sentence. */
function expectedError(line: Record<string, unknown>): boolean {
  return line.msg === 'interaction failed: database unreachable or not writable';
}

/** Posts whose whole history (every version's content and embeds) matches an earlier one's: a post sent twice. */
function sameHistory(messages: readonly StoredMessage[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const m of messages) {
    const key = JSON.stringify(m.versions.map((v) => [v.content, v.embeds]));
    if (seen.has(key)) twice.push(m.embeds[0]?.title ?? m.content.slice(0, 80));
    seen.add(key);
  }
  return twice;
}
