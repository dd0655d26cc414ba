import { describe, expect, it } from 'vitest';
import { AckTimes, callbackInteractionId } from '../../src/discord/ack-times.js';

/** A stopwatch the test moves by hand. */
function stopwatch() {
  let now = 1_000.4;
  return { read: () => now, advance: (ms: number) => (now += ms) };
}

describe('the bot’s acknowledgement times', () => {
  it('GIVEN an interaction received and answered later THEN its figure is the time between, in whole milliseconds', () => {
    const watch = stopwatch();
    const times = new AckTimes(watch.read);
    times.received('1');
    watch.advance(2_999.6);
    expect(times.acknowledged('1')).toBe(3_000);
    expect(times.of('1')).toBe(3_000);
    expect(times.all()).toEqual([{ interactionId: '1', ms: 3_000 }]);
  });

  it('GIVEN a second answer, a retried request or a second receipt THEN the first answer’s figure stands', () => {
    const watch = stopwatch();
    const times = new AckTimes(watch.read);
    times.received('1');
    watch.advance(40);
    expect(times.acknowledged('1')).toBe(40);
    watch.advance(5_000);
    times.received('1');
    expect(times.acknowledged('1')).toBeNull();
    expect(times.of('1')).toBe(40);
  });

  it('GIVEN an answer to an interaction this process never received THEN there is no figure', () => {
    const times = new AckTimes(stopwatch().read);
    expect(times.acknowledged('9')).toBeNull();
    expect(times.of('9')).toBeUndefined();
  });

  it('GIVEN more interactions than it keeps THEN the oldest are forgotten first', () => {
    const times = new AckTimes(stopwatch().read);
    for (let n = 0; n < 1_200; n += 1) times.received(String(n));
    expect(times.acknowledged('0')).toBeNull();
    expect(times.acknowledged('1199')).toBe(0);
    for (let n = 0; n < 1_200; n += 1) times.acknowledged(String(n));
    expect(times.all()).toHaveLength(1_000);
    expect(times.of('1199')).toBe(0);
  });

  it('GIVEN request URLs THEN only an interaction’s callback names the interaction', () => {
    expect(callbackInteractionId('http://127.0.0.1:5/api/v10/interactions/123/aW50/callback')).toBe('123');
    expect(callbackInteractionId('https://discord.com/api/v10/interactions/123/aW50/callback?with_response=false')).toBe('123');
    expect(callbackInteractionId('https://discord.com/api/v10/webhooks/1/aW50/messages/@original')).toBeNull();
    expect(callbackInteractionId('https://discord.com/api/v10/channels/123/messages')).toBeNull();
  });
});
