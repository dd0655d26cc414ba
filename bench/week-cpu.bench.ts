import pg from 'pg';
import { ADVANCE_STAGES, advanceLeague, type AdvanceStage } from '../src/league/week/advance.js';
import { claimDueOutbox } from '../src/league/posts/outbox.js';
import { postNameBook, renderOutbox } from '../src/discord/render/outbox.render.js';
import { withPictures } from '../src/discord/outbox-poster.js';
import { freshDatabase, postgresReachable } from '../tests/support/fresh-database.js';
import type { Bench, BenchFigure } from './bench.js';
import { copyLeague } from './league-copies.js';
import { postgresCpuMs } from './process-rss.js';
import { benchLeague, playNext, systemDeps } from './league-fixture.js';

/** League-weeks measured (WEEK_CPU_LEAGUES), after WARM_UP more played first to warm the JIT. */
const LEAGUES = Number(process.env.WEEK_CPU_LEAGUES ?? 300);
const WARM_UP = 30;

/** CPU time (user and system) since `since`, in ms. */
function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** Counts the statements sent to PostgreSQL (each a round trip) while `counting` is set, through pg's own client; returns how to stop. */
function countStatements(statements: { counting: boolean; sent: number }): () => void {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (statements.counting) statements.sent++;
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return () => {
    pg.Client.prototype.query = query;
  };
}

/**
 * Where the CPU of one league-week goes, in this process: the deadline benchmark's league (eight managers, the AI
 * filling every order) copied in SQL, each copy's week played by `advanceLeague` with the CPU time read at each of its
 * stages, then each week's post rendered as the poster renders it (the story's embeds and its match card) but not sent.
 * CPU time, not wall time, so the machine's load moves it little. PostgreSQL's own CPU for the same weeks is read
 * apart, from its processes on this machine: it shares the cores with the bot at a deadline.
 * `npx tsx bench/run-one.ts week-cpu` (WEEK_CPU_LEAGUES for another count).
 */
const bench: Bench = {
  name: `CPU of one league-week by stage (${LEAGUES} leagues of eight managers, PostgreSQL)`,
  async run() {
    if (!postgresReachable) return [];
    const database = await freshDatabase('postgres');
    const { db } = database;
    const statements = { counting: false, sent: 0 };
    const stopCounting = countStatements(statements);
    try {
      const deps = systemDeps(db);
      const { league: started } = await benchLeague(deps, 0);
      const league = await playNext(deps, started);
      await db.deleteFrom('outbox').execute();
      const ids = Array.from({ length: WARM_UP + LEAGUES }, (_, n) => `copy-${n}`);
      await copyLeague(
        db,
        league.id,
        ids.map((id, n) => ({ id, guildId: 'bench', channelId: `channel-${n}`, name: `Bench ${n}` })),
      );
      const week = { season: league.season, week: league.week, phase: league.phase };

      const stages = new Map<AdvanceStage | 'commit', number>();
      let postgresSince = 0;
      for (const [n, id] of ids.entries()) {
        const measured = n >= WARM_UP;
        if (n === WARM_UP) {
          postgresSince = postgresCpuMs();
          statements.counting = true;
        }
        let since = process.cpuUsage();
        const reached = (stage: AdvanceStage | 'commit') => {
          if (measured) stages.set(stage, (stages.get(stage) ?? 0) + cpuMsSince(since));
          since = process.cpuUsage();
        };
        const outcome = await advanceLeague(deps, id, week, { afterStage: reached });
        if (!outcome.played) throw new Error(`${id} not played: ${outcome.reason}`);
        reached('commit');
      }
      const postgresMs = postgresCpuMs() - postgresSince;
      statements.counting = false;

      const posts = [];
      const claimingSince = postgresCpuMs();
      for (;;) {
        const claimed = await claimDueOutbox(deps, 200, 5);
        if (!claimed.length) break;
        posts.push(...claimed);
        await db
          .updateTable('outbox')
          .set({ delivered_at: new Date() })
          .where(
            'id',
            'in',
            claimed.map((row) => row.id),
          )
          .execute();
      }
      const claimingMs = postgresCpuMs() - claimingSince;
      const warmUp = new Set(ids.slice(0, WARM_UP));
      const measuredPosts = posts.filter((post) => !warmUp.has(post.leagueId));
      const rendering = process.cpuUsage();
      for (const post of measuredPosts) {
        const names = postNameBook(post);
        withPictures(renderOutbox(post, names), post, names);
      }
      const renderMs = cpuMsSince(rendering);

      const perLeague = (ms: number) => ms / LEAGUES;
      const played = [...stages.values()].reduce((sum, ms) => sum + ms, 0);
      const figures: BenchFigure[] = [
        ...[...ADVANCE_STAGES, 'commit' as const].map((stage) => ({
          label: `week: up to "${stage}"`,
          value: perLeague(stages.get(stage) ?? 0),
          unit: 'ms',
        })),
        { label: 'week played, in all', value: perLeague(played), unit: 'ms' },
        { label: "PostgreSQL's own CPU for it", value: perLeague(postgresMs), unit: 'ms' },
        { label: 'statements sent for it (round trips)', value: perLeague(statements.sent), unit: '' },
        { label: "PostgreSQL's CPU to claim and mark its posts", value: claimingMs / ids.length, unit: 'ms' },
        { label: 'its posts rendered (embeds, match card)', value: perLeague(renderMs), unit: 'ms' },
        { label: 'posts per league-week', value: measuredPosts.length / LEAGUES, unit: 'posts' },
      ];
      return figures;
    } finally {
      stopCounting();
      await database.drop();
    }
  },
};

export default bench;
