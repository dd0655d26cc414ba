/**
 * A football league's views in English: /league fixtures, results and history, and the cup rounds that follow a
 * league week. The tables and a season's review are the posts' own words (`posts.table.*`, `posts.review.*`).
 */
export const viewsEn = {
  'views.fixtures.title': 'Fixtures',
  'views.fixtures.none': 'No fixtures to come.',
  'views.results.title': 'Results',
  'views.results.none': 'No results yet.',
  'views.round': 'Week {week} · {division}',
  'views.fixture': '{home} v {away}',
  'views.history.title': 'History',
  'views.history.none': 'No season has finished yet.',
  'views.history.noSuchSeason': 'No such season: seasons 1 to {finished} have finished.',
  'views.history.earlier': '{finished} seasons have finished. /league history season:<number> shows an earlier one.',
  'views.cups.after': 'After week {week}',
  'views.cups.rounds': '{rounds}: the ties and scores are in `/cup`.',
  'views.cups.title': 'Cups',
  'views.cups.noRoundAfter': 'No cup round follows week {week}; the cup and European ties are in `/cup`.',
  'views.cups.all': 'The cup and European ties are in `/cup`.',
  'views.cups.europe': 'Europe',
} as const;

export type ViewsMessages = Readonly<Record<keyof typeof viewsEn, string>>;
