/**
 * A league's views in English: /league fixtures, results, history, points and web, and the cup rounds that follow a
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
  'views.web.off': 'The league web page is off. A league admin turns it on with `/league settings web:true`.',
  'views.web.noAddress': 'This bot has no public web address yet: whoever runs it sets PUBLIC_URL (and WEB_PORT) to serve league pages.',
  'views.web.none': 'This league has no web page yet.',
  'views.web.link': "The league's web page ({contents}): {link}",
  'views.web.contents.football': 'tables, fixtures, match reports, clubs, history',
  'views.web.contents.cards': 'table, cup, every match with its duels, trophies',
  'views.web.contents.fortunes': 'table of ten, results with Defence and Attack, cups, game points, squads',
} as const;

export type ViewsMessages = Readonly<Record<keyof typeof viewsEn, string>>;
