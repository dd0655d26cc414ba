import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { playDetailedMatch, type DetailedMatchOptions } from '../../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../../src/engine/detailed/rated-side.js';
import type { MatchSide } from '../../../src/engine/match/match-side.js';
import { parseNonPlayerId } from '../../../src/engine/setup/non-player-squad.js';

/**
 * The detailed engine's golden stream: every event of 200 matches on one seed,
 * hashed. Any change to how a detailed match plays changes the hash, so an
 * outcome changes only on purpose.
 *
 * To regenerate after a deliberate change: run this file, take the hash the
 * failure prints as "received", put it in GOLDEN below, and say in the same
 * commit why the outcome changed.
 *   npx vitest run tests/engine/detailed/golden.test.ts --maxWorkers=1
 */
const GOLDEN = 'a1a595202f10b277f2595b77083ec038543239566fa6714d22d4a8331fd79ce7';

const MATCHES = 200;

function sides(i: number): [MatchSide, MatchSide, DetailedMatchOptions] {
  const home = ratedSide(`h${i % 7}`, { keeper: 6 + (i % 4), defence: 6 + (i % 5) / 2, midfield: 7 + (i % 3) / 2, attack: 6 + (i % 6) / 2 });
  const away: MatchSide =
    i % 4 === 3
      ? { kind: 'non-player', clubId: `np${i % 3}`, division: 1, depleted: i % 8 === 7, goalkeeper: 7, defend: 40 + (i % 9), attack: 26 + (i % 7) }
      : ratedSide(`a${i % 5}`, evenRatings(6 + (i % 9) / 2));
  return [home, away, { homeAdvantages: i % 5 === 0, substitutions: i % 3 === 0 ? 5 : 3, overtime: i % 10 === 9 }];
}

/**
 * The stream as it was before non-player clubs' men had ids (names in reports): each such id read as null, and
 * their entries left out of the players' statistics. It must hash to the golden value of that time, which shows
 * the ids changed no roll and no outcome.
 */
const GOLDEN_WITHOUT_NON_PLAYER_IDS = '94ed3deaebb189d6ca39c9e579fe1e5e418b204ef2edd422db8ee263fd51e880';

function withoutNonPlayerIds(event: unknown): string {
  return JSON.stringify(event, function (key, value: unknown) {
    if (key === 'players' && value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter(([id]) => parseNonPlayerId(id) === null));
    }
    return typeof value === 'string' && /Id$/.test(key) && parseNonPlayerId(value) !== null ? null : value;
  });
}

describe("The detailed engine's golden stream", () => {
  it(`GIVEN seed 20261130 and ${MATCHES} matches with non-player ids read as none THEN the events hash as before those ids: no outcome changed`, () => {
    const dice = seededDice(20261130);
    const hash = createHash('sha256');
    for (let i = 0; i < MATCHES; i++) {
      const [home, away, options] = sides(i);
      for (const event of playDetailedMatch(home, away, dice, options).events) hash.update(withoutNonPlayerIds(event)).update('\n');
    }
    expect(hash.digest('hex')).toBe(GOLDEN_WITHOUT_NON_PLAYER_IDS);
  });

  it(`GIVEN seed 20261130 and ${MATCHES} matches THEN the events hash to the committed value`, () => {
    const dice = seededDice(20261130);
    const hash = createHash('sha256');
    for (let i = 0; i < MATCHES; i++) {
      const [home, away, options] = sides(i);
      for (const event of playDetailedMatch(home, away, dice, options).events) hash.update(JSON.stringify(event)).update('\n');
    }
    expect(hash.digest('hex')).toBe(GOLDEN);
  });
});
