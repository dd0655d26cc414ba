/**
 * Private replies in English that read a club's or a league's state: /squad, /league status and /ready's summary.
 * A key names the command, or the words several of them share (form, the legends).
 */
export const statusEn = {
  // The form a player is in, and the legends under a list of players.
  'form.slump': '↓↓ slump',
  'form.poor': '↓ poor',
  'form.good': '↑ good',
  'form.hot': '↑↑ hot streak',
  'legend.form': 'form ↓↓ slump (−0.5 in a match), ↓ poor, ↑ good, ↑↑ hot streak (+0.5)',
  'legend.ability': 'ability 5–10',

  // /squad.
  'squad.position.GK': 'GK',
  'squad.position.CB': 'CB',
  'squad.position.SB': 'SB',
  'squad.position.CM': 'CM',
  'squad.position.SM': 'SM',
  'squad.position.CF': 'CF',
  'squad.age': 'age {age}',
  'squad.injured': 'injured {weeks, plural, one {# week} other {# weeks}}',
  'squad.niggle': 'niggle (fitness training only)',
  'squad.training.none': 'No training',
  'squad.training.plan':
    '{plan, select, FRM {Form training} ABL {Ability training} FIT {Fitness training} RST {Rest} CB {Centre Back training} SB {Side Back training} CM {Central Midfield training} SM {Side Midfield training} other {Centre Forward training}}',
  'squad.training.progress': '{plan}, week {week} of {weeks}',
  'squad.listed': 'listed {price, number, ::currency/GBP precision-integer} ({mode, select, quick {quick sale} other {full value}})',
  'squad.onLoanFrom': 'on loan from {club}',
  'squad.loanedAt': 'on loan at {club}, {back}',
  'squad.loanBack.seasonEnd': 'to the season’s end',
  'squad.loanBack.after': 'back after {matches, plural, one {# match} other {# matches}}',
  'squad.outOnLoan': 'Out on loan',
  'squad.outOnLoan.notSelectable': '(not in your selection)',
  'squad.standingLineup': 'Standing lineup: {formation}',
  'squad.noLineup': 'No lineup yet: use /select.',
  'squad.noPlayers': 'No players.',
  'squad.footer.players': '{count, plural, one {# player} other {# players}}',
  'squad.footer.training': 'training: the plan and its week',
  'squad.footer.marks': '* potential reached · † retiring at season end',

  // /league status.
  'status.step.waiting': 'Waiting to start',
  'status.step.over': 'The game is over after season {season}',
  'status.step.paused': '{step} (paused)',
  'status.step.turn': 'Season {season}, turn {turn}, a {round, select, cup {cup} other {league}} round',
  'status.step.cards': 'Season {season}, {step}',
  'status.deadline': 'Next deadline',
  'status.deadline.notSet': 'not set',
  'status.deadline.early': ', or as soon as every manager is ready',
  'status.managers': 'Managers',
  'status.managers.ready': 'Managers: {ready} of {total} ready',
  'status.managers.none': 'No human clubs.',
  'status.ai': 'AI',
  'status.footer': 'The league’s settings: /league settings',
} as const;

export type StatusMessages = Readonly<Record<keyof typeof statusEn, string>>;
