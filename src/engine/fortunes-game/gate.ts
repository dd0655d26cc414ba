/**
 * House rule (docs/rules.md, "Football Fortunes, the game", gate money): the rulebook's computer shows an amount by
 * the league positions of the two teams and each manager takes "half of the amount shown"; it prints no figures.
 * The amount shown: £5,000 for each place the pair stands above the bottom two, plus £20,000, so first against
 * second shows £100,000 (£50,000 each) and ninth against tenth £20,000 (£10,000 each). Before a ball is kicked every
 * club counts as fifth.
 */
export function gateShown(homePosition: number, awayPosition: number): number {
  return 20_000 + 5_000 * (19 - homePosition - awayPosition);
}

/** A manager's share of the gate. */
export function gateShare(homePosition: number, awayPosition: number): number {
  return gateShown(homePosition, awayPosition) / 2;
}
