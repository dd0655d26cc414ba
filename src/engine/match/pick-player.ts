import type { Dice } from '../dice.js';

/**
 * Rulebook, "Match": which player of a line, left to right. One player needs
 * no roll; two split the die 1-3 / 4-6; three split it 1-2 / 3-4 / 5-6; with
 * four or more the die counts along the line and is rolled again when it is
 * higher than the number of players. Rolls are pushed to `rolls` when given.
 */
export function pickFromLine(count: number, dice: Dice, rolls: number[] | null): number {
  if (count <= 1) return 0;
  for (;;) {
    const roll = dice.roll(6);
    if (rolls) rolls.push(roll);
    if (count === 2) return roll <= 3 ? 0 : 1;
    if (count === 3) return (roll - 1) >> 1;
    if (roll <= count) return roll - 1;
  }
}
