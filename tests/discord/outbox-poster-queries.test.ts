import type { RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import type { ChannelPort } from '../../src/discord/channel-port.js';
import { OutboxPoster } from '../../src/discord/outbox-poster.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { leagueById } from '../../src/league/find-league.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { counted } from '../support/query-log.js';
import { enqueue } from '../../src/db/repositories/outbox.repository.js';
import type { WeekStoryMessage } from '../../src/league/index.js';
import { startedLeague, weekOf } from '../league/helpers.js';

/** Every table but the outbox: the poster has no business reading any of them. */
const LEAGUE_TABLES = /\b(leagues|clubs|players|divisions|fixtures|match_results|played_steps|market_listings|staff|league_history)\b/;

describeOnEachDatabase('the outbox poster’s queries for a week', (database) => {
  it('GIVEN a played week of a two-manager league THEN delivering it costs one claim, one mark per post and one claim finding no more, and reads no league; rows in the old shape post with their names', async () => {
    const clock = testClock();
    const deps = { db: database().db, clock };
    const sent: RESTPostAPIChannelMessageJSONBody[] = [];
    const port: ChannelPort = {
      async send(_channelId, body) {
        sent.push(body);
        return { id: `m${sent.length}` };
      },
      async edit() {},
    };
    const deliver = async () => {
      const { db, log } = counted(deps.db);
      const ctx: AppContext = { db, clock, logger: pino({ level: 'silent' }), config: loadConfig({}) };
      const poster = new OutboxPoster(ctx, port);
      const result = await poster.deliverDue();
      await poster.stop();
      const posted = sent.splice(0);
      return { result, statements: log.statements, posted };
    };
    const { league } = await startedLeague(deps, ['u1', 'u2']);
    await advanceLeague(deps, league.id, weekOf(league));
    await deliver();
    clock.advance(60_000);

    const outcome = await advanceLeague(deps, league.id, weekOf(await leagueById(deps, league.id)));
    const week = await deliver();
    const posts = outcome.played ? outcome.outboxRows : 0;
    // The week's story is one post; a deal or the game's end would add their own.
    expect(posts).toBeGreaterThanOrEqual(1);
    expect(week.result).toEqual({ delivered: posts, failed: 0 });
    // The second claim is the pass again that finds the queue empty and ends the delivery.
    expect(week.statements).toHaveLength(2 + posts);
    expect(week.statements.filter((s) => /\bUPDATE outbox SET leased_until/i.test(s))).toHaveLength(2);
    expect(week.statements.filter((s) => /^update "outbox" set "delivered_at"/i.test(s))).toHaveLength(posts);
    expect(week.statements.filter((s) => LEAGUE_TABLES.test(s))).toEqual([]);
    expect(
      week.statements.filter((s) => /\bleagues\b/.test(s)),
      'the poster reads no league row',
    ).toEqual([]);
    // The posts name the players and clubs they show, not the stand-ins for names unknown.
    const text = JSON.stringify(week.posted);
    expect(text).toMatch(/GOAL/);
    expect(text).not.toMatch(/\ba player\b|\ba club\b(?! with a human manager)/);

    // The week's summary and match reports queued by an earlier version, each its own row: no names, no live flag.
    // They are completed from the league and post with the names they show.
    const story = await deps.db
      .selectFrom('outbox')
      .select('payload')
      .where('league_id', '=', league.id)
      .where('kind', '=', 'week-story')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const old = (story.payload as WeekStoryMessage).parts.filter((p) => p.kind === 'week-summary' || p.kind === 'match');
    expect(old.map((p) => p.kind)).toContain('match');
    await enqueue(
      deps.db,
      old.map((part, i) => {
        const { names: _names, live: _live, ...payload } = part.message as unknown as Record<string, unknown>;
        return { leagueId: league.id, channelId: league.channelId, kind: part.kind, payload, dedupeKey: `legacy:${i}` };
      }),
      clock.now(),
    );
    const legacy = await deliver();
    expect(legacy.result).toEqual({ delivered: old.length, failed: 0 });
    expect(JSON.stringify(legacy.posted)).toMatch(/GOAL/);
    expect(JSON.stringify(legacy.posted)).not.toMatch(/\ba player\b|\ba club\b(?! with a human manager)/);
    expect(legacy.statements.filter((s) => LEAGUE_TABLES.test(s)).length).toBeGreaterThan(0);
  });
});
