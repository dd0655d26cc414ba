import { expect, it } from 'vitest';
import { enqueue } from '../../src/db/repositories/outbox.repository.js';
import { OUTBOX_LEASE_MS, claimDueOutbox, markDelivered, markFailed } from '../../src/league/posts/outbox.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';

describeOnEachDatabase('the outbox claim', (database) => {
  const clock = testClock();
  const deps = () => ({ db: database().db, clock });
  let batch = 0;

  async function queue(channels: string[], perChannel: number): Promise<void> {
    batch += 1;
    const rows = channels.flatMap((channelId) =>
      Array.from({ length: perChannel }, (_, i) => ({
        leagueId: 'league-claim',
        channelId,
        kind: 'summary',
        payload: { n: i },
        dedupeKey: `claim-${batch}-${channelId}-${i}`,
      })),
    );
    await enqueue(database().db, rows, clock.now());
  }

  it('GIVEN two posters claiming at once THEN every due message goes to exactly one of them, in order per channel', async () => {
    await queue(['c1', 'c2', 'c3'], 4);
    const [a, b] = await Promise.all([claimDueOutbox(deps()), claimDueOutbox(deps())]);
    const ids = [...a!, ...b!].map((m) => m.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    for (const claimed of [a!, b!]) {
      for (const channel of new Set(claimed.map((m) => m.channelId))) {
        const ofChannel = claimed.filter((m) => m.channelId === channel).map((m) => Number(m.id));
        expect(ofChannel).toEqual([...ofChannel].sort((x, y) => x - y));
        expect(ofChannel).toHaveLength(4);
      }
    }
    await Promise.all(ids.map((id) => markDelivered(deps(), id)));
    expect(await claimDueOutbox(deps())).toEqual([]);
  });

  it('GIVEN a message waiting for its retry THEN the later messages of its channel wait behind it', async () => {
    await queue(['c4'], 3);
    const [first, ...rest] = await claimDueOutbox(deps());
    await markFailed(deps(), { id: first!.id, error: '500', retryAt: new Date(clock.now().getTime() + 60_000) });
    for (const m of rest) await markFailed(deps(), { id: m.id, error: 'held back', retryAt: clock.now() });
    expect(await claimDueOutbox(deps())).toEqual([]);
    clock.advance(60_000);
    const retried = await claimDueOutbox(deps());
    expect(retried.map((m) => m.id)).toEqual([first!.id, ...rest.map((m) => m.id)]);
    await Promise.all(retried.map((m) => markDelivered(deps(), m.id)));
  });

  it('GIVEN a message waiting for its retry between due ones THEN a claim takes the ones before it and none after it', async () => {
    await queue(['c10'], 3);
    const [before, waiting, after] = await claimDueOutbox(deps());
    await markFailed(deps(), { id: before!.id, error: 'held back', retryAt: clock.now() });
    await markFailed(deps(), { id: waiting!.id, error: '500', retryAt: new Date(clock.now().getTime() + 60_000) });
    await markFailed(deps(), { id: after!.id, error: 'held back', retryAt: clock.now() });
    const first = await claimDueOutbox(deps());
    expect(first.map((m) => m.id)).toEqual([before!.id]);
    await markDelivered(deps(), before!.id);
    expect(await claimDueOutbox(deps())).toEqual([]);
    clock.advance(60_000);
    const retried = await claimDueOutbox(deps());
    expect(retried.map((m) => m.id)).toEqual([waiting!.id, after!.id]);
    await Promise.all(retried.map((m) => markDelivered(deps(), m.id)));
  });

  it('GIVEN a channel with more due messages than its share THEN a claim takes its oldest share alone, and the next claim serves first the channels it did not', async () => {
    await queue(['c6'], 5);
    await queue(['c7', 'c8'], 1);
    const first = await claimDueOutbox(deps(), 1, 2);
    expect(first.map((m) => m.channelId)).toEqual(['c6', 'c6']);
    // Its later messages are not another poster's while it holds the first ones.
    const others = await claimDueOutbox(deps(), 3, 2);
    expect(others.map((m) => m.channelId)).toEqual(['c7', 'c8']);
    await Promise.all(first.map((m) => markDelivered(deps(), m.id)));
    await queue(['c9'], 1);
    const next = await claimDueOutbox(deps(), 1, 2);
    expect(
      next.map((m) => m.channelId),
      'a channel never served goes before one served already',
    ).toEqual(['c9']);
    const rest = await claimDueOutbox(deps(), 1, 10);
    expect(rest.map((m) => Number(m.id))).toEqual(Array.from({ length: 3 }, (_, i) => Number(first[1]!.id) + 1 + i));
    await Promise.all([...others, ...next, ...rest].map((m) => markDelivered(deps(), m.id)));
  });

  it('GIVEN a poster that died holding a claim THEN its messages go to another poster once the claim runs out', async () => {
    await queue(['c5'], 2);
    const claimed = await claimDueOutbox(deps());
    expect(claimed).toHaveLength(2);
    expect(await claimDueOutbox(deps())).toEqual([]);
    clock.advance(OUTBOX_LEASE_MS + 1);
    expect((await claimDueOutbox(deps())).map((m) => m.id)).toEqual(claimed.map((m) => m.id));
  });
});
