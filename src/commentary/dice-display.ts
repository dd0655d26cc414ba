/**
 * How the dice behind each line of a match report are shown: in brackets, behind a Discord spoiler (the story
 * first, the dice for whoever opens them), or not at all. A league setting; spoiler by default.
 */
export const DICE_DISPLAYS = ['shown', 'spoiler', 'hidden'] as const;
export type DiceDisplay = (typeof DICE_DISPLAYS)[number];
export const DEFAULT_DICE_DISPLAY: DiceDisplay = 'spoiler';

/** The line with its dice, as the display asks. */
export function withDice(line: string, dice: string, display: DiceDisplay): string {
  if (display === 'hidden' || dice === '') return line;
  return display === 'spoiler' ? `${line} ||[${dice}]||` : `${line} [${dice}]`;
}
