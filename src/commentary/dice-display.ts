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

/**
 * How a channel post shows the dice: in brackets when the league asks for them, otherwise not at all; they stay one
 * press away (the report's "Show the dice" button) and on the web page. A spoiler still read as a log.
 */
export function channelDice(display: DiceDisplay | undefined): DiceDisplay {
  return display === 'shown' ? 'shown' : 'hidden';
}
