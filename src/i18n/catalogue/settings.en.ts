/** /league settings in English: each setting's line, and the answers that show or change them. */
export const settingsEn = {
  'settings.shown': '**{league}** settings',
  'settings.changed': 'Settings changed by {user}:',
  'settings.deadlines': 'Deadlines: {schedule}',
  'settings.early': 'Plays early when everyone is ready: {early, select, yes {yes} other {no}}',
  'settings.reminders': 'Reminders: {hours} before the deadline',
  'settings.reminderHours': '{hours} h',
  'settings.noReminders': 'none',
  'settings.adminRole': 'League admin role: {role}',
  'settings.noAdminRole': 'none (Manage Server only)',
  'settings.engine': 'Match engine: {engine}',
  'settings.engine.classic': 'classic',
  'settings.engine.detailed': 'detailed, {substitutions} substitutions a side{home, select, yes {, home advantages} other {}}',
  'settings.cups': 'Cups: {cups}',
  'settings.cups.off': 'off',
  'settings.cups.cup': 'the Cup',
  'settings.cups.cup+europe': 'the Cup, and Europe from season two',
  'settings.live': 'Live match posts: {live, select, yes {on} other {off}}',
  'settings.dice': 'Dice in match reports: {dice, select, shown {shown} spoiler {behind a spoiler} other {hidden}}',
  'settings.language': "Language of the channel's posts: {language}",
  'settings.dealFees': 'Deals announced with their fees: {shown, select, yes {yes} other {no}}',
  'settings.fortunesBoard': 'The Fortunes board: {on, select, yes {on} other {off}}',
  'settings.gameLength': 'Game length: {seasons, plural, =0 {no end} one {# season} other {# seasons}}',
  'settings.difficulty': 'Difficulty: {level} ({level, select, 1 {easiest} 2 {the balance} 3 {harder} other {hardest}})',
  'settings.webOn': 'Web page: on (`/league web` gives the link).',
  'settings.webOff': 'Web page: off (its address answers "not found").',
  // A card game's and a game of Football Fortunes' own settings.
  'settings.cards.game': 'Game: the five-a-side card game',
  'settings.cards.clubs':
    'Clubs: {managers, plural, one {# manager’s club} other {# managers’ clubs}} and {dummies, plural, one {# dummy} other {# dummies}}; the cup for {cupClubs}',
  'settings.cards.season': 'A season: {leagueRounds} league rounds and {cupRounds} cup rounds',
  'settings.cards.length': 'Game length: {seasons, plural, one {# season} other {# seasons}}, then the most trophy points win (league 2, cup 1)',
  'settings.fortunesGame.game':
    "Football Fortunes, the board game: {managers, plural, one {# manager} other {# managers}} and the computer's clubs to make ten",
  'settings.fortunesGame.length': 'Game length: {seasons, plural, one {# season} other {# seasons}}',
  'settings.fortunesGame.skill': "The computer's clubs: skill level {skill} of 4",
} as const;

export type SettingsMessages = Readonly<Record<keyof typeof settingsEn, string>>;
