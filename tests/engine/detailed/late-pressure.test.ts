import { describe, expect, it } from 'vitest';
import { elapsesMinute } from '../../../src/engine/detailed/dice-turn.js';
import { slashesMinute } from '../../../src/engine/detailed/late-pressure.js';

/** House rule (docs/rules.md, "When goals come"): fewer d20 faces slash a minute late in the second half. */

const faces = Array.from({ length: 20 }, (_, i) => i + 1);
const slashing = (period: Parameters<typeof slashesMinute>[1], minute: number) => faces.filter((d20) => slashesMinute(d20, period, minute));

describe('Late pressure', () => {
  it.each([
    ['first-half', 30, [1, 2, 3, 4, 18, 19, 20]],
    ['first-half', 47, [1, 2, 3, 4, 18, 19, 20]],
    ['second-half', 46, [1, 2, 3, 4, 18, 19, 20]],
    ['second-half', 60, [1, 2, 3, 4, 18, 19, 20]],
    ['second-half', 61, [1, 2, 3, 18, 19, 20]],
    ['second-half', 75, [1, 2, 3, 18, 19, 20]],
    ['second-half', 76, [1, 2, 3, 19, 20]],
    ['second-half', 94, [1, 2, 3, 19, 20]],
    ['overtime', 100, [1, 2, 3, 4, 18, 19, 20]],
  ] as const)('GIVEN the %s at minute %i THEN exactly these d20 faces slash a minute: %j', (period, minute, expected) => {
    expect(slashing(period, minute)).toEqual(expected);
  });

  it("GIVEN the document's rule THEN 1-4 and 18-20 slash a minute, every other face does not", () => {
    expect(faces.filter(elapsesMinute)).toEqual([1, 2, 3, 4, 18, 19, 20]);
  });
});
