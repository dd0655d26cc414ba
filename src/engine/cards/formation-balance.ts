import type { Dice } from '../dice.js';
import { shuffled } from '../season/fixtures.js';
import { bestLineup } from './ai.js';
import { playCardMatch } from './card-match.js';
import { FULL_PACK, isPicture, type CardId } from './cards.js';
import { FORMATIONS } from './formations.js';
import { fieldLineup } from './lineup.js';
import { FIRST_SEASON_ORDER } from './suit-levels.js';

/** Each formation's share of the points against the other eleven: wins count 1, draws ½. */
export interface FormationShare {
  tactic: CardId;
  share: number;
}

/**
 * The balance check of the twelve formations (docs/cards.md): `deals` times, two managers get ten random player
 * cards each; for every pair of formations each side plays its best sheet in that formation, once at home and
 * once away, with luck cards from the rest of the pack.
 */
export function formationBalance(dice: Dice, deals: number, handSize = 10): FormationShare[] {
  const tactics = Object.keys(FORMATIONS);
  const players = FULL_PACK.filter((card) => !isPicture(card));
  const points = new Map(tactics.map((t) => [t, { won: 0, games: 0 }]));
  for (let deal = 0; deal < deals; deal++) {
    const pack = shuffled(players, dice);
    const hands = [pack.slice(0, handSize), pack.slice(handSize, 2 * handSize)];
    const rest = pack.slice(2 * handSize);
    const sides = hands.map(
      (hand) => new Map(tactics.map((t) => [t, fieldLineup(bestLineup([t, ...hand], [], FIRST_SEASON_ORDER)!, FIRST_SEASON_ORDER)])),
    );
    let luck = 0;
    const draw = () => rest[luck++ % rest.length]!;
    for (const a of tactics) {
      for (const b of tactics) {
        if (a === b) continue;
        for (const [home, away, homeTactic] of [
          [sides[0]!.get(a)!, sides[1]!.get(b)!, a],
          [sides[1]!.get(b)!, sides[0]!.get(a)!, b],
        ] as const) {
          const result = playCardMatch(home, away, FIRST_SEASON_ORDER, { home: draw(), away: draw() });
          const aIsHome = homeTactic === a;
          const [forA, againstA] = aIsHome ? [result.homeGoals, result.awayGoals] : [result.awayGoals, result.homeGoals];
          const row = points.get(a)!;
          row.games += 1;
          row.won += forA > againstA ? 1 : forA === againstA ? 0.5 : 0;
        }
      }
    }
  }
  return tactics.map((tactic) => ({ tactic, share: points.get(tactic)!.won / points.get(tactic)!.games }));
}
