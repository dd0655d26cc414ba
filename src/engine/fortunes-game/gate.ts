/**
 * House rule (docs/rules.md, "Football Fortunes, the game", gate money): the rulebook's computer shows an amount by
 * the league positions of the two teams and each manager takes "half of the amount shown"; it prints no figures.
 * The amount shown: £36,000 and £4,000 more for each place the pair stands above the bottom two, so first against
 * second shows £100,000 (£50,000 each) and ninth against tenth £36,000 (£18,000 each): the bottom club's gates
 * still about cover its wages. Before a ball is kicked, and against a club from abroad, a club counts as fifth.
 */
export function gateShown(homePosition: number, awayPosition: number): number {
  return 36_000 + 4_000 * (19 - homePosition - awayPosition);
}

/** A manager's share of the gate. */
export function gateShare(homePosition: number, awayPosition: number): number {
  return gateShown(homePosition, awayPosition) / 2;
}
