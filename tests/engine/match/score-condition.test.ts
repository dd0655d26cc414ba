import { describe, expect, it } from 'vitest';
import { scoreConditionHolds } from '../../../src/engine/match/score-condition.js';
import type { ScoreCondition } from '../../../src/engine/model/types.js';

// [condition, holds when behind 0-1, level 1-1, ahead 2-1]
const CASES: [ScoreCondition, boolean, boolean, boolean][] = [
  ['always', true, true, true],
  ['behind', true, false, false],
  ['level-or-behind', true, true, false],
  ['level', false, true, false],
  ['level-or-ahead', false, true, true],
  ['ahead', false, false, true],
];

describe('score conditions, from the manager’s side', () => {
  it.each(CASES)('GIVEN "%s" THEN behind %s, level %s, ahead %s', (when, behind, level, ahead) => {
    expect([scoreConditionHolds(when, 0, 1), scoreConditionHolds(when, 1, 1), scoreConditionHolds(when, 2, 1)]).toEqual([behind, level, ahead]);
  });
});
