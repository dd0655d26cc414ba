import { allAiOrders } from '../engine/ai/fill-orders.js';
import { seededDice } from '../engine/dice.js';
import { newLeague } from '../engine/new-league.js';
import { diceSeedForNextStep, playStep } from '../engine/step.js';
import type { LeagueState } from '../engine/model/types.js';

/**
 * How often a manager's club goes out of the cup in round 1: the first season of `--seasons` leagues (`--managers`
 * AI-managed player clubs in the Fourth, eight unless told), played until the cup's first round is decided. Prints the share out, and
 * how many of their first ties were against a club two or more divisions above.
 *   npx tsx src/cli/cup-fairness.ts --seasons 1000 [--managers 2]
 */
function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

function firstRoundDecided(state: LeagueState): boolean {
  return state.cups?.knockouts.cup?.rounds[0]?.ties.every((tie) => tie.winnerId !== null) ?? false;
}

const seasons = argument('seasons', 1000);
const managers = argument('managers', 8);
let ties = 0;
let out = 0;
let twoAbove = 0;
for (let seed = 1; seed <= seasons; seed++) {
  let state = newLeague({ seed, humanClubs: managers, settings: { cups: 'cup' } });
  while (!firstRoundDecided(state)) state = playStep(state, allAiOrders(state), seededDice(diceSeedForNextStep(state))).state;
  for (const tie of state.cups!.knockouts.cup!.rounds[0]!.ties) {
    for (const [own, other] of [
      [tie.homeId, tie.awayId],
      [tie.awayId, tie.homeId],
    ] as const) {
      if (!state.clubs[own]!.playerControlled) continue;
      ties += 1;
      if (tie.winnerId !== own) out += 1;
      if (state.clubs[own]!.division - state.clubs[other]!.division >= 2) twoAbove += 1;
    }
  }
}
const percent = (n: number) => `${((100 * n) / ties).toFixed(1)}%`;
console.log(`${seasons} first seasons with ${managers} managers, ${ties} managers' first cup ties`);
console.log(`out in round 1: ${out} (${percent(out)})`);
console.log(`drawn against a club two or more divisions above: ${twoAbove} (${percent(twoAbove)})`);
