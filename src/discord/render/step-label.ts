import { stepName } from '../../league/state-views/step-name.js';

/** "Season 2, week 5", "Season 1, pre-season", a cup step's "Season 1, Cup round 1", or "Season 1, the season’s end". */
export function stepLabel(step: { season: number; week: number; phase: string; cupStep?: 'cup' | 'europe' | undefined }): string {
  return `Season ${step.season}, ${stepName(step)}`;
}
