import type { SaleMode, TrainingCode } from '../../engine/types.js';

/** The words for the rulebook's codes, so no reply shows a bare code ("FRM", "T1", "(0w)"). */
export const TRAINING_WORDS: Readonly<Record<TrainingCode, string>> = {
  FRM: 'form training',
  ABL: 'ability training',
  FIT: 'fitness training',
  RST: 'rest',
  CB: 'Centre Back training',
  SB: 'Side Back training',
  CM: 'Central Midfield training',
  SM: 'Side Midfield training',
  CF: 'Centre Forward training',
};

export const SALE_WORDS: Readonly<Record<SaleMode, string>> = { full: 'full value', quick: 'quick sale' };

/** "1 week", "3 weeks". */
export function weeks(n: number): string {
  return `${n} week${n === 1 ? '' : 's'}`;
}

/** "pre-season" for week 0 of a season, else "week 3". */
export function weekName(week: number): string {
  return week === 0 ? 'pre-season' : `week ${week}`;
}

/** Read beside abilities and form (rulebook, "Form" and "Selection"). */
export const ABILITY_FORM_LEGEND = 'ability 5–10 · form -- (−0.5 in a match), -, +, ++ (+0.5)';
