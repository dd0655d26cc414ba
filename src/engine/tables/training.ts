import type { OutfieldPosition, TrainingCode } from '../model/types.js';

/** Rulebook, "Training": weeks each training takes to complete. */
export const TRAINING_WEEKS = {
  FRM: 3,
  ABL: 10,
  /** With an Assistant Manager employed from the start of the season. */
  ABL_WITH_ASSISTANT: 9,
  SIMILAR_POSITION: 8,
  NEW_POSITION: 12,
} as const;

/** Codes that never complete: FIT is forced while injured, RST is week by week. */
export const WEEKLY_CODES: readonly TrainingCode[] = ['FIT', 'RST'];

/**
 * Rulebook, "Training", the "Required for 8 weeks" table: a player who can
 * already play one of these positions learns the new one in 8 weeks, not 12.
 */
export const SIMILAR_POSITIONS: Readonly<Record<OutfieldPosition, readonly OutfieldPosition[]>> = {
  CB: ['SB', 'CM'],
  SB: ['CB', 'SM'],
  CM: ['CB', 'SM', 'CF'],
  SM: ['SB', 'CM'],
  CF: ['CM'],
};
