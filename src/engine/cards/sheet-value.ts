import { MATCH_RULES, type MatchRules } from './balance.js';
import { playCardMatch } from './card-match.js';
import { FORMATIONS } from './formations.js';
import { fieldDummy, fieldLineup, type FieldedSide, type Lineup } from './lineup.js';
import type { SuitOrder } from './suit-levels.js';

/**
 * The AI's test of a team sheet (docs/cards.md, "Absent managers"): the league points it takes against a field of
 * every formation at every flat level from 1 to 5, at home and away, without luck cards; then its goal difference
 * against them. A side can only gain from a higher level in any space, so the test never falls as levels rise.
 */
const FIELD: readonly FieldedSide[] = Object.keys(FORMATIONS).flatMap((tactic) => [1, 2, 3, 4, 5].map((level) => fieldDummy(tactic, level)));
const NO_LUCK = { home: null, away: null };
/** Points first: a goal of difference weighs less than a point against one side of the field. */
const POINT = 1000;

/** The test depends only on which spaces are filled and their levels: remembered by that key, per set of rules. */
const known = new Map<MatchRules, Map<string, number>>();
const MAX_KNOWN = 200_000;

export function fieldedValue(side: FieldedSide, order: SuitOrder, rules: MatchRules = MATCH_RULES.article): number {
  let memo = known.get(rules);
  if (!memo) known.set(rules, (memo = new Map()));
  const key = side.occupant.map((occupant, space) => (occupant === null ? '-' : side.level[space])).join('');
  const remembered = memo.get(key);
  if (remembered !== undefined) return remembered;
  if (memo.size >= MAX_KNOWN) memo.clear();
  const value = playField(side, order, rules);
  memo.set(key, value);
  return value;
}

function playField(side: FieldedSide, order: SuitOrder, rules: MatchRules): number {
  let value = 0;
  for (const other of FIELD) {
    const home = playCardMatch(side, other, order, NO_LUCK, null, rules);
    const away = playCardMatch(other, side, order, NO_LUCK, null, rules);
    for (const [mine, theirs] of [
      [home.homeGoals, home.awayGoals],
      [away.awayGoals, away.homeGoals],
    ] as const) {
      value += (mine > theirs ? 3 : mine === theirs ? 1 : 0) * POINT + mine - theirs;
    }
  }
  return value;
}

export function sheetValue(lineup: Lineup, order: SuitOrder, rules: MatchRules = MATCH_RULES.article): number {
  return fieldedValue(fieldLineup(lineup, order), order, rules);
}

/** The test's value of a point a match more against the field, for pricing what a card adds. */
export const VALUE_PER_POINT_A_MATCH = FIELD.length * 2 * POINT;
