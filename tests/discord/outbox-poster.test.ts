import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RESTPatchAPIChannelMessageJSONBody, RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import type { ChannelPort, PostFile } from '../../src/discord/channel-port.js';
import type { OutboxMessage } from '../../src/league/index.js';
import { longMatch } from './view-fixtures.js';
import { testContext } from './fake-interaction.js';

const league = vi.hoisted(() => ({
  rows: [] as unknown[],
  delivered: [] as string[],
  failed: [] as { id: string; retryAt: Date }[],
  live: false,
}));

vi.mock('../../src/league/index.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // Like the database: undelivered rows, of up to `channels` channels.
  claimDueOutbox: vi.fn(async (_deps: unknown, channels = 20) => {
    const waiting = league.rows.filter((r) => !league.delivered.includes((r as { id: string }).id)) as OutboxMessage[];
    const first = [...new Set(waiting.map((r) => r.channelId))].slice(0, channels);
    return waiting.filter((r) => first.includes(r.channelId));
  }),
  markDelivered: vi.fn(async (_deps: unknown, id: string) => {
    league.delivered.push(id);
  }),
  markFailed: vi.fn(async (_deps: unknown, input: { id: string; retryAt: Date }) => {
    league.failed.push(input);
  }),
  // Like the database: a row given back is claimed again by the next pass, as any undelivered row here.
  releaseOutbox: vi.fn(async () => undefined),
}));

const { OutboxPoster, partNonce } = await import('../../src/discord/outbox-poster.js');

class FakeChannels implements ChannelPort {
  sent: { channelId: string; body: RESTPostAPIChannelMessageJSONBody }[] = [];
  edits: RESTPatchAPIChannelMessageJSONBody[] = [];
  /** Sends that fail, by their order: a 500 from Discord. */
  failOn = new Set<number>();
  private attempts = 0;
  /** The names of the files sent with each post and each edit. */
  sentFiles: string[][] = [];
  editFiles: string[][] = [];
  async send(channelId: string, body: RESTPostAPIChannelMessageJSONBody, files: readonly PostFile[] = []) {
    this.attempts += 1;
    if (this.failOn.has(this.attempts)) throw new Error('500 Internal Server Error');
    this.sent.push({ channelId, body });
    this.sentFiles.push(files.map((f) => f.name));
    return { id: `m${this.sent.length}` };
  }
  /** Edits that fail, by their order. */
  failEdits = new Set<number>();
  private editAttempts = 0;
  async edit(_channelId: string, _messageId: string, body: RESTPatchAPIChannelMessageJSONBody, files: readonly PostFile[] = []) {
    this.editAttempts += 1;
    if (this.failEdits.has(this.editAttempts)) throw new Error('503 Service Unavailable');
    this.edits.push(body);
    this.editFiles.push(files.map((f) => f.name));
  }
}

/** A match post, shown live as the league said when it was queued. */
function row(id: string, message = longMatch(120)): OutboxMessage {
  return { id, leagueId: 'l1', channelId: 'ch1', attempts: 0, createdAt: new Date(), kind: 'match', message: { ...message, live: league.live } };
}

describe('the outbox poster', () => {
  beforeEach(() => {
    league.rows = [];
    league.delivered = [];
    league.failed = [];
    league.live = false;
  });

  it('GIVEN a long match THEN it is posted in several messages, each with allowed_mentions and a nonce, and marked delivered once', async () => {
    const { ctx } = testContext();
    const channels = new FakeChannels();
    league.rows = [row('r1')];
    const poster = new OutboxPoster(ctx, channels);
    expect(await poster.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(channels.sent.length).toBeGreaterThan(1);
    for (const [index, { body }] of channels.sent.entries()) {
      expect(body.allowed_mentions).toEqual({ parse: [] });
      expect(body).toMatchObject({ nonce: partNonce('r1', index), enforce_nonce: true });
    }
    expect(league.delivered).toEqual(['r1']);
    expect(await poster.deliverDue()).toEqual({ delivered: 0, failed: 0 });
  });

  it('GIVEN more channels waiting than one pass claims THEN one delivery passes again until all are posted', async () => {
    const { ctx } = testContext();
    const channels = new FakeChannels();
    league.rows = ['ch1', 'ch2', 'ch3'].map((channelId, n) => ({ ...row(`r${n}`, longMatch(1)), channelId }));
    const poster = new OutboxPoster(ctx, channels, { channelsPerPass: 1 });
    expect(await poster.deliverDue()).toEqual({ delivered: 3, failed: 0 });
    expect(league.delivered).toEqual(['r0', 'r1', 'r2']);
    expect(channels.sent.map((s) => s.channelId)).toEqual(['ch1', 'ch2', 'ch3']);
  });

  it('GIVEN Discord fails on the second part THEN the row is retried later and the first part is not posted twice', async () => {
    const { ctx } = testContext();
    const channels = new FakeChannels();
    channels.failOn.add(2);
    league.rows = [row('r1'), { ...row('r2'), kind: 'table', message: { season: 1, week: 1, tables: [] } } as OutboxMessage];
    const poster = new OutboxPoster(ctx, channels);
    expect(await poster.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(league.failed.map((f) => f.id)).toEqual(['r1']);
    expect(league.failed[0]!.retryAt.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    expect(channels.sent).toHaveLength(1); // the table waits behind the match, so posts keep their order
    await poster.deliverDue();
    const nonces = channels.sent.map((s) => s.body.nonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(league.delivered).toEqual(['r1', 'r2']);
  });

  it('GIVEN a live league THEN one message is posted and edited minute by minute, ending with the full report', async () => {
    const { ctx } = testContext();
    const channels = new FakeChannels();
    league.live = true;
    league.rows = [row('r1', longMatch(10))];
    const poster = new OutboxPoster(ctx, channels, { liveMinutes: [0, 45, 90], liveFrameMs: 1 });
    await poster.deliverDue();
    await poster.stop();
    expect(channels.sent).toHaveLength(1);
    expect(channels.sent[0]!.body.embeds![0]!.title).toMatch(/0–0 Paris \(0'\)$/);
    expect(channels.edits.map((e) => e.embeds![0]!.title)).toEqual([expect.stringMatching(/\(45'\)$/), expect.stringMatching(/5–0 Paris$/)]);
    expect(channels.edits.every((e) => (e.allowed_mentions as { parse: string[] }).parse.length === 0)).toBe(true);
    expect(league.delivered).toEqual(['r1']);
  });

  it('GIVEN a live match with its card THEN only the full report, the last frame, carries the picture, and a posted match carries it with its first part', async () => {
    const { ctx } = testContext();
    const channels = new FakeChannels();
    league.live = true;
    league.rows = [row('r1', { ...longMatch(10), picture: { kind: 'match-card' } })];
    const poster = new OutboxPoster(ctx, channels, { liveMinutes: [0, 45, 90], liveFrameMs: 1 });
    await poster.deliverDue();
    await poster.stop();
    expect(channels.sentFiles).toEqual([[]]);
    expect(channels.editFiles).toEqual([[], ['match.jpg']]);
    expect(channels.edits.at(-1)!.embeds!.at(-1)!.image?.url).toBe('attachment://match.jpg');

    const posted = new FakeChannels();
    league.live = false;
    league.delivered = [];
    league.rows = [row('r2', { ...longMatch(10), picture: { kind: 'match-card' } })];
    await new OutboxPoster(ctx, posted).deliverDue();
    expect(posted.sentFiles).toEqual([['match.jpg']]);
    expect(posted.sent[0]!.body.embeds!.at(-1)!.image?.url).toBe('attachment://match.jpg');
  });

  it('GIVEN a live match then the table THEN the kick-off frame is posted before the table', async () => {
    const { ctx } = testContext();
    const channels = new FakeChannels();
    league.live = true;
    league.rows = [row('r1', longMatch(10)), { ...row('r2'), kind: 'table', message: { season: 1, week: 1, tables: [] } } as OutboxMessage];
    const poster = new OutboxPoster(ctx, channels, { liveMinutes: [0, 45, 90], liveFrameMs: 1 });
    await poster.deliverDue();
    await poster.idle();
    expect(channels.sent.map((s) => s.body.embeds?.[0]?.title ?? '(table)')).toEqual([expect.stringMatching(/\(0'\)$/), '(table)']);
    expect(league.delivered.sort()).toEqual(['r1', 'r2']);
  });

  it('GIVEN a live edit that fails THEN the full report is tried at once, nothing is posted again, and the row is done', async () => {
    const { ctx, lines } = testContext();
    const channels = new FakeChannels();
    channels.failEdits.add(1);
    league.live = true;
    league.rows = [row('r1', longMatch(10))];
    const poster = new OutboxPoster(ctx, channels, { liveMinutes: [0, 45, 90], liveFrameMs: 1 });
    await poster.deliverDue();
    await poster.idle();
    expect(channels.sent).toHaveLength(1);
    expect(channels.edits.map((e) => e.embeds![0]!.title)).toEqual([expect.stringMatching(/5–0 Paris$/)]);
    expect(league.delivered).toEqual(['r1']);
    expect(lines.some((l) => l.msg === 'live match edit failed; showing the full report')).toBe(true);
  });
});
