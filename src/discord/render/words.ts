import type { SaleMode, StandKind, TrainingCode } from '../../engine/model/types.js';
import type { TrainingPlanView } from '../../league/shared/views.js';
import { plural } from '../../plural.js';

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

/** How /train offers each code. */
export const TRAINING_CHOICE_WORDS: Readonly<Record<TrainingCode, string>> = {
  FRM: 'FRM: improve form',
  ABL: 'ABL: improve ability',
  FIT: 'FIT: fitness (the only plan while injured or with a niggle)',
  RST: 'RST: rest',
  CB: 'New position: CB',
  SB: 'New position: SB',
  CM: 'New position: CM',
  SM: 'New position: SM',
  CF: 'New position: CF',
};

export const SALE_WORDS: Readonly<Record<SaleMode, string>> = { full: 'full value', quick: 'quick sale' };

/** How /sell offers each way to sell. */
export const SALE_CHOICE_WORDS: Readonly<Record<SaleMode, string>> = {
  full: 'Full: at his value, may take weeks',
  quick: 'Quick: below value, sold sooner',
};

export const STAND_KIND_WORDS: Readonly<Record<StandKind, string>> = { seating: 'Seating', standing: 'Standing' };

/** As the ledger names it (engine, "signSponsor"): "a two-year deal". */
export function dealName(years: number): string {
  return `${years === 2 ? 'two' : 'one'}-year deal`;
}

/** "1 week", "3 weeks". */
export function weeks(n: number): string {
  return plural(n, 'week');
}

/** "pre-season" for week 0 of a season, else "week 3". */
export function weekName(week: number): string {
  return week === 0 ? 'pre-season' : `week ${week}`;
}

/** Read beside abilities and form (rulebook, "Form" and "Selection"). */
export const FORM_LEGEND = 'form ↓↓ slump (−0.5 in a match), ↓ poor, ↑ good, ↑↑ hot streak (+0.5)';
export const ABILITY_FORM_LEGEND = `ability 5–10 · ${FORM_LEGEND}`;

/** "Form training, week 2 of 3"; plans that never complete have no week count. */
export function trainingPlanText(plan: TrainingPlanView | null): string {
  if (!plan) return 'No training';
  const words = TRAINING_WORDS[plan.code];
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  if (plan.weeks === null) return label;
  return `${label}, week ${Math.min(plan.done + 1, plan.weeks)} of ${plan.weeks}`;
}
