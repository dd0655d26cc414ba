/** "Season 2, week 5", "Season 1, pre-season", or a cup step's "Season 1, Cup round (before week 3)". */
export function stepLabel(step: { season: number; week: number; phase: string; cupStep?: 'cup' | 'europe' | undefined }): string {
  if (step.phase === 'preseason') return `Season ${step.season}, pre-season`;
  if (step.cupStep) return `Season ${step.season}, ${step.cupStep === 'cup' ? 'Cup' : 'European'} round (before week ${step.week})`;
  return `Season ${step.season}, week ${step.week}`;
}
