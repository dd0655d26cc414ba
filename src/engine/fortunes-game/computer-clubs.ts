import type { TeamValues } from './line-up.js';

export const SKILL_LEVELS = [1, 2, 3, 4] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** Rulebook (003): "each manager competes with human and computer controlled teams in a ten strong league". */
export const LEAGUE_SIZE = 10;

/**
 * House rule (docs/rules.md, "Football Fortunes, the game", computer clubs): the rulebook's skill level sets the
 * computer teams' star ratings against the managers' without printing them. At level 2 the computer's clubs average
 * Defence 15 and Attack 17: a dealt manager's best side (15.7 and 17.9 over 2,000 deals) less what the board takes
 * from it over a season, so they sit mid-table (measured: docs/rules.md); each level moves them by these stars in
 * all, level 1 the weakest.
 */
export const SKILL_STARS: Readonly<Record<SkillLevel, number>> = { 1: -4, 2: 0, 3: 3, 4: 6 };
const AVERAGE_SIDE: TeamValues = { defence: 15, attack: 17 };
/** How far the strongest and weakest computer clubs stand from their average, in stars of the whole side. */
const SPREAD = 4;

export interface ComputerClub {
  id: string;
  name: string;
  values: TeamValues;
}

/**
 * The computer's clubs, strongest first: their sides' strengths spread evenly from SPREAD stars above the level's
 * average to SPREAD below, each star added to Defence and Attack in turn (Attack first). Their sides never change:
 * the rulebook's computer keeps no squads of cards for them.
 */
export function computerClubs(count: number, skill: SkillLevel, names: readonly string[]): ComputerClub[] {
  return Array.from({ length: count }, (_, i) => {
    const offset = SKILL_STARS[skill] + (count === 1 ? 0 : Math.round(SPREAD - (2 * SPREAD * i) / (count - 1)));
    const values = {
      defence: AVERAGE_SIDE.defence + Math.floor(offset / 2),
      attack: AVERAGE_SIDE.attack + Math.ceil(offset / 2),
    };
    return { id: `cpu-${i + 1}`, name: names[i] ?? `Computer XI ${i + 1}`, values };
  });
}
