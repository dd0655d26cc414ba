/**
 * The English catalogue: the source every other language translates, and the default.
 * Messages are ICU MessageFormat (https://unicode-org.github.io/icu/userguide/format_parse/messages/):
 * `{name}` is a placeholder, `{count, plural, one {# club} other {# clubs}}` a plural by the language's rules.
 * A key names where the message is shown.
 */
export const en = {
  // Private refusals of /league create.
  'league.create.outsideServer': 'Create a league in a server channel.',
  'league.create.cupsInCards': 'The cups option belongs to football leagues: a cards league plays its own cup.',
  'league.create.fortunesInCards': 'The Fortunes board and its difficulty belong to Footy Manager leagues: leave them out of a cards league.',
  'league.create.balanceInFootball': 'The balance option belongs to cards leagues: leave it out of a football league.',

  // /help topic: one rule with the league's figures.
  'help.title': 'Help: {title}',
  'help.selection.title': 'Selection',
  'help.selection.pick': 'Pick a formation ({formations}) and eleven players with /select. Your pick stands week after week until you change it.',
  'help.selection.outOfPosition': 'A player out of position plays 1.0 below his ability; -- form takes 0.5 off, ++ adds 0.5 (never above 10).',
  'help.selection.wingers':
    '4-2-4 needs two wingers who play both Centre Forward and Side Midfield; 3-5-2 two who play both Side Back and Side Midfield.',
  'help.selection.tactics':
    'Rebound ({rebound}): +2 on a shot for one of your unused shots. Backs to the wall ({backs}): once a game, cancel a goal for two shots.',
  'help.selection.unavailable':
    'If a player you picked cannot play, the AI fills only his place, in your formation, and tells you in /ready and /news.',
  'help.selection.legend': 'ability 5–10 · form ↓↓ slump (−0.5 in a match), ↓ poor, ↑ good, ↑↑ hot streak (+0.5)',
  'help.training.title': 'Training',
  'help.training.form':
    'Form training: {formWeeks} weeks, form up one level. Ability training: {abilityWeeks} weeks ({assistedWeeks} with an Assistant Manager), +0.5 ability.',
  'help.training.position': 'A new position: {similarWeeks} weeks from a similar one, {newWeeks} otherwise; it needs a Head Coach.',
  'help.training.rest': 'Rest: he cannot get injured that week. An injured player trains fitness until he is fit.',
  'help.transfers.title': 'Transfers',
  'help.transfers.rolled': 'Each listed player is rolled for each week, from the week after he is listed. Bid with /bid; only you see your amount.',
  'help.transfers.price':
    'The only bidder pays the asking price ({premium} more after a 6: another team is interested). Against other managers the highest sealed bid wins and pays what it bid.',
  'help.transfers.sell': 'Sell with /sell: full value goes on a 6; a quick sale, at half, on 4 or more. A club in debt cannot buy.',
  'help.stadium.title': 'Stadium',
  'help.stadium.cost':
    'A tier costs {cheapest} to {dearest}; a stand being built is closed for {weeks, plural, one {# week} other {# weeks}} (built in pre-season after season one, it is ready for week 1).',
  'help.stadium.rules':
    'A stand never mixes seating and standing, and a tier needs the one inside it. From the first development on, seating must exceed standing.',
  'help.stadium.preview': '/stadium build shows the cost, the weeks closed, the capacity during and after, and your balance after.',
  'help.staff.title': 'Staff',
  'help.staff.role': '{role}: {wage} a week; {duty}.',
  'help.staff.limit': 'Up to five staff. Wages are paid every week, a new hire’s first week at once. A club in debt cannot hire.',
  'help.sponsor.title': 'Sponsor',
  'help.sponsor.chart':
    "In pre-season the chairman signs a sponsor from a die plus your club's modifier (division and last season): {lowest} to {highest} for one year.",
  'help.sponsor.twoYears':
    'A two-year deal pays about 1.7 times as much now, and nothing the next season. /sponsor shows what each deal can pay your club.',

  // The backroom staff, as /help and the staff replies name them.
  'staff.headCoach': 'Head Coach',
  'staff.assistantManager': 'Assistant Manager',
  'staff.chiefScout': 'Chief Scout',
  'staff.youthTeamCoach': 'Youth Team Coach',
  'staff.clubDoctor': 'Club Doctor',
  'staff.headCoach.duty': 'lets your players train for a new position',
  'staff.assistantManager.duty': 'cuts ability training from 10 weeks to 9 (hire him from the start of the season)',
  'staff.chiefScout.duty': 'lets you shape the age, position or ability of your weekly new listing',
  'staff.youthTeamCoach.duty': 'brings a 17-year-old into the squad for every three weeks in a row he is employed',
  'staff.clubDoctor.duty': 'shortens every injury by a week (never below one)',

  // The league's language.
  'league.language.changed': 'The league now posts in {language}.',
} as const;

export type MessageKey = keyof typeof en;

/** Every other language has every key, each message its own translation. */
export type Messages = Readonly<Record<MessageKey, string>>;
