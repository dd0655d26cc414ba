import { describe, expect, it } from 'vitest';
import { COOLDOWN_MS, Cooldowns } from '../../src/discord/cooldown.js';
import { testClock } from '../support/db.js';

describe('per-member cooldowns', () => {
  it('GIVEN a member who used a command THEN he waits out its cooldown for that command only, and others never wait for him', () => {
    const clock = testClock();
    const cooldowns = new Cooldowns(clock);
    expect(cooldowns.take('ann', 'league table', COOLDOWN_MS.view)).toBe(0);
    clock.advance(20_000);
    expect(cooldowns.take('ann', 'league table', COOLDOWN_MS.view)).toBe(40_000);
    expect(cooldowns.take('ann', 'league status', COOLDOWN_MS.view)).toBe(0);
    expect(cooldowns.take('bob', 'league table', COOLDOWN_MS.view)).toBe(0);
    clock.advance(40_000);
    expect(cooldowns.take('ann', 'league table', COOLDOWN_MS.view)).toBe(0);
  });

  it('GIVEN a refused repeat THEN it does not restart the cooldown', () => {
    const clock = testClock();
    const cooldowns = new Cooldowns(clock);
    cooldowns.take('ann', 'league join', COOLDOWN_MS.membership);
    clock.advance(29_000);
    expect(cooldowns.take('ann', 'league join', COOLDOWN_MS.membership)).toBe(1_000);
    clock.advance(1_000);
    expect(cooldowns.take('ann', 'league join', COOLDOWN_MS.membership)).toBe(0);
  });
});
