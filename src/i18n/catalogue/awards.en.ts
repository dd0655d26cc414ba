/**
 * The awards of a season (docs/rules.md, "Awards"), named once for every place that names them: the season's end in the
 * channel, /league history, /profile, and the web page's history and manager pages; and an award a manager won, with
 * its season.
 */
export const awardsEn = {
  'award.name.champions-manager': 'Champions’ manager',
  'award.name.manager-of-the-month': 'Manager of the month',
  'award.name.best-predictor': 'Best predictor',
  'award.name.player-of-the-season': 'Player of the season',
  'award.name.golden-boot': 'Golden boot',
  'award.name.best-goalkeeper': 'Best goalkeeper',
  'award.name.young-player': 'Young player',
  'award.won.champions-manager': '{award}, season {season}',
  'award.won.manager-of-the-month': '{award}, season {season}, weeks {from}–{to}',
  'award.won.best-predictor': '{award}, season {season} ({points, plural, one {# point} other {# points}})',
  'award.history.field': 'Awards',
  'award.history.months': '📅 Managers of the month: {months}',
} as const;

export type AwardsMessages = Readonly<Record<keyof typeof awardsEn, string>>;
