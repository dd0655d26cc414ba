import type { RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import { enqueue, type OutboxInsert } from '../../src/db/repositories/outbox.repository.js';
import type { ChannelPort } from '../../src/discord/channel-port.js';
import { OutboxPoster, partNonce } from '../../src/discord/outbox-poster.js';
import { leagueById } from '../../src/league/find-league.js';
import type { OfferNoticeMessage } from '../../src/league/index.js';
import { startJobs } from '../../src/scheduler/jobs.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { until } from '../support/until.js';
import { makeLeagueIn, startedLeague } from '../league/helpers.js';

const NOTICES = 500;
/** Posts a channel is given per pass. */
const BUDGET = 10;
const NEVER = { weekCron: '0 0 1 1 *', outboxCron: '0 0 1 1 *' };

/** Issue 26: one manager's flood of offer notices must not hold up another channel's results, nor anyone's weeks. */
describeOnEachDatabase('the outbox poster with one channel flooded', (database) => {
  it('GIVEN 500 notices queued in one channel THEN another channel’s week is posted within the next pass, its next week is played on time, and every post goes out once, in order', async () => {
    const clock = testClock();
    const deps = { db: database().db, clock };
    const ctx: AppContext = { db: deps.db, clock, logger: pino({ level: 'silent' }), config: loadConfig({}) };
    const flooded = await makeLeagueIn(deps);
    const notices: OutboxInsert[] = Array.from({ length: NOTICES }, (_, n) => {
      const notice: OfferNoticeMessage = {
        offerId: `offer-${n}`,
        kind: 'transfer',
        fromClubName: 'Flood Town',
        fromUserId: '222222222222222222',
        toClubName: 'Quiet Rovers',
        toUserId: '111111111111111111',
      };
      return { leagueId: flooded.id, channelId: flooded.channelId, kind: 'deal-offer', payload: notice, dedupeKey: `flood:${flooded.id}:${n}` };
    });
    await enqueue(deps.db, notices, clock.now());
    const { league: quiet } = await startedLeague(deps, ['u1', 'u2']);
    clock.set(new Date(quiet.nextDeadline!.getTime() + 60_000));

    const sent: { channelId: string; nonce: string }[] = [];
    const postedTo = (channelId: string) => sent.filter((s) => s.channelId === channelId);
    let weekJobsDone = 0;
    /**
     * Discord takes the flooded channel's posts no faster than the test lets it: its second post waits for the week job
     * to return, its second pass's second post for the next week's. A hold the week job never lets go of (a week job
     * waiting for the delivery) ends at its deadline, and the assertions below say what went wrong.
     */
    const holds = new Map<number, Promise<void>>();
    const heldUntil = (weekJobs: number) => {
      const hold = holds.get(weekJobs) ?? until(() => weekJobsDone >= weekJobs, `week job ${weekJobs} returned`).catch(() => undefined);
      holds.set(weekJobs, hold);
      return hold;
    };
    const port: ChannelPort = {
      async send(channelId, body: RESTPostAPIChannelMessageJSONBody) {
        if (channelId === flooded.channelId) {
          const n = postedTo(channelId).length + 1;
          if (n >= 2) await heldUntil(1);
          if (n >= BUDGET + 2) await heldUntil(2);
        }
        sent.push({ channelId, nonce: String(body.nonce) });
        return { id: `m${sent.length}` };
      },
      async edit() {},
    };
    const poster = new OutboxPoster(ctx, port, { postsPerChannel: BUDGET });
    const jobs = startJobs(ctx, { deliverOutbox: () => poster.deliverDue() }, NEVER);
    const undelivered = async (leagueId: string) =>
      Number(
        (
          await deps.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('league_id', '=', leagueId)
            .where('delivered_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    /** How many of the flood went out before the quiet channel's last post so far. */
    const floodBeforeQuietPosts = () => {
      const last = sent.findLastIndex((s) => s.channelId === quiet.channelId);
      return sent.slice(0, last).filter((s) => s.channelId === flooded.channelId).length;
    };

    try {
      // The outbox job is delivering the flood when the quiet league's deadline comes.
      const delivery = poster.deliverDue();
      await until(() => postedTo(flooded.channelId).length >= 1, 'the first notice posted');

      const first = await jobs.runWeekJob();
      const floodPostedWhenPlayed = postedTo(flooded.channelId).length;
      weekJobsDone = 1;
      expect(first.played).toEqual([quiet.id]);
      expect(floodPostedWhenPlayed, 'the week job returned without waiting for the flood').toBeLessThan(NOTICES);

      await until(async () => (await undelivered(quiet.id)) === 0, 'the quiet week posted');
      expect(floodBeforeQuietPosts(), 'the quiet week went out in the pass after it was played').toBeLessThanOrEqual(2 * BUDGET);

      clock.set(new Date((await leagueById(deps, quiet.id)).nextDeadline!.getTime() + 60_000));
      const second = await jobs.runWeekJob();
      expect(second.played, 'the next week played on time').toEqual([quiet.id]);
      expect(await undelivered(flooded.id), 'while the flood is still being delivered').toBeGreaterThan(0);
      weekJobsDone = 2;

      await until(async () => (await undelivered(quiet.id)) === 0, 'the second quiet week posted');
      expect(floodBeforeQuietPosts(), 'the second quiet week went out within three passes').toBeLessThanOrEqual(3 * BUDGET);

      await until(async () => (await undelivered(flooded.id)) === 0, 'the flood posted', 60_000);
      await delivery;
      await poster.idle();

      // Exactly once and in order: each post's parts in queue order, none twice.
      for (const league of [flooded, quiet]) {
        const rows = await deps.db.selectFrom('outbox').select('id').where('league_id', '=', league.id).orderBy('id').execute();
        const nonces = postedTo(league.channelId).map((s) => s.nonce);
        const expected = rows.flatMap((row) =>
          nonces.filter((nonce) => Array.from({ length: 20 }, (_, part) => partNonce(String(row.id), part)).includes(nonce)),
        );
        expect(nonces).toEqual(expected);
        expect(new Set(nonces).size).toBe(nonces.length);
        expect(rows.every((row) => nonces.includes(partNonce(String(row.id), 0)))).toBe(true);
      }
      expect(postedTo(flooded.channelId)).toHaveLength(NOTICES);
    } finally {
      weekJobsDone = 2;
      await jobs.stop();
      await poster.stop();
    }
  }, 180_000);

  it('GIVEN Discord failing on a channel’s first post THEN the posts claimed behind it are given back, and all go out in order once its retry is due', async () => {
    const clock = testClock();
    const deps = { db: database().db, clock };
    const ctx: AppContext = { db: deps.db, clock, logger: pino({ level: 'silent' }), config: loadConfig({}) };
    const league = await makeLeagueIn(deps);
    const reminders: OutboxInsert[] = Array.from({ length: 3 }, (_, n) => ({
      leagueId: league.id,
      channelId: league.channelId,
      kind: 'reminder',
      payload: { userIds: ['111111111111111111'], deadline: clock.now().toISOString() },
      dedupeKey: `retry:${league.id}:${n}`,
    }));
    await enqueue(deps.db, reminders, clock.now());
    const sent: string[] = [];
    let failures = 1;
    const port: ChannelPort = {
      async send(_channelId, body) {
        if (failures-- > 0) throw new Error('500 Internal Server Error');
        sent.push(String(body.nonce));
        return { id: `m${sent.length}` };
      },
      async edit() {},
    };
    const rows = () =>
      deps.db.selectFrom('outbox').select(['id', 'leased_until', 'delivered_at']).where('league_id', '=', league.id).orderBy('id').execute();
    const poster = new OutboxPoster(ctx, port);
    try {
      expect(await poster.deliverDue()).toEqual({ delivered: 0, failed: 1 });
      expect(
        (await rows()).map((r) => r.leased_until),
        'none is held for the lease’s 15 minutes',
      ).toEqual([null, null, null]);
      clock.advance(5_000);
      expect(await poster.deliverDue()).toEqual({ delivered: 3, failed: 0 });
      expect(sent).toEqual((await rows()).map((r) => partNonce(String(r.id), 0)));
    } finally {
      await poster.stop();
    }
  });
});
