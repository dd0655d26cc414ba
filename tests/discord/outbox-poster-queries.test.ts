import type { RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import { sql } from 'kysely';
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
import { startedLeague, weekOf } from '../league/helpers.js';

/** Every table but the outbox: the poster has no business reading any of them. */
const LEAGUE_TABLES = /\b(leagues|clubs|players|divisions|fixtures|match_results|played_steps|market_listings|staff|league_history)\b/;

describeOnEachDatabase('the outbox poster’s queries for a week', (database) => {
  it('GIVEN a played week of a two-manager league THEN delivering it costs one claim, one mark per post and one claim finding no more, and reads no league; rows in the old shape post the same', async () => {
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
    expect(posts).toBeGreaterThanOrEqual(4);
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

    // The same week queued by the previous version: no names, no live flag. It is completed from the league and posts the same.
    await sql`update outbox set delivered_at = null, payload = payload - 'names' - 'live'
              where league_id = ${league.id} and delivered_at = ${clock.now()}`.execute(deps.db);
    const legacy = await deliver();
    expect(legacy.result).toEqual({ delivered: posts, failed: 0 });
    expect(legacy.posted).toEqual(week.posted);
    expect(legacy.statements.filter((s) => LEAGUE_TABLES.test(s)).length).toBeGreaterThan(0);
  });
});
