/**
 * A ledger line's own words in English, under /finances and /news. The engine keeps each line's detail as an English
 * sentence; these messages say it again word for word (src/discord/render/ledger-detail.ts reads the detail back into
 * a key and its parts), so English reads exactly as stored and another language has its own words.
 */
export const ledgerEn = {
  'ledger.startingMoney': 'Starting money',
  'ledger.gate': '{attendance} watched week {week} v {opponent}',
  'ledger.boxes': 'Executive boxes, week {week} v {opponent}',
  'ledger.cupGate': 'Half the gate of the {competition} {round} against {opponent}',
  'ledger.cupPrize': '{competition} {round} {outcome, select, won {won} other {runners-up}}',
  'ledger.bought': '{player} bought',
  'ledger.sold': '{player} sold',
  'ledger.soldToBank': '{player} sold to the bank',
  'ledger.deal': 'Deal between {from} and {to}',
  'ledger.deal.items': 'Deal between {from} and {to}: {items}',
  'ledger.deal.immunity': '{count, plural, one {an Immunity card} other {# Immunity cards}}',
  'ledger.loan.matches': 'Loan of {player} for {matches, plural, one {# match} other {# matches}}',
  'ledger.loan.seasonEnd': 'Loan of {player} to the season’s end',
  'ledger.sponsor': '{sponsor} ({years, select, two {two-year} other {one-year}} deal)',
  'ledger.bonus': 'Finished {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the {division}',
  'ledger.wages': "{role}''s wages",
  'ledger.firstWeek': "{role}''s first week",
  'ledger.build': '{stand}: {kind, select, seating {seating} other {standing}} tier {tier}',
  'ledger.executiveBoxes': 'Executive boxes',
  'ledger.role.headCoach': 'Head Coach',
  'ledger.role.assistantManager': 'Assistant Manager',
  'ledger.role.chiefScout': 'Chief Scout',
  'ledger.role.youthTeamCoach': 'Youth Team Coach',
  'ledger.role.clubDoctor': 'Club Doctor',
  'ledger.stand.north': 'North Stand',
  'ledger.stand.south': 'South Stand',
  'ledger.stand.east': 'East Stand',
  'ledger.stand.west': 'West Stand',
  'ledger.stand.northEast': 'North-East corner',
  'ledger.stand.northWest': 'North-West corner',
  'ledger.stand.southEast': 'South-East corner',
  'ledger.stand.southWest': 'South-West corner',

  // Football Fortunes.
  'ledger.fortunes.wages': 'Wages for a squad of strength {strength}',
  'ledger.fortunes.forfeit': 'Could not pay {due} for {player}',
  'ledger.fortunes.sponsorship': 'Sponsorship square',
  'ledger.fortunes.crisis': 'Crisis',
  // A Football Fortunes board card that pays or costs money, by its table and roll.
  'ledger.card.luck.1': 'The FA fines the club for crowd trouble.',
  'ledger.card.luck.2': 'A tax inquiry finds unpaid bills.',
  'ledger.card.luck.3': 'Safety work on the ground is ordered.',
  'ledger.card.luck.7': 'A television appearance pays a fee.',
  'ledger.card.luck.8': 'Club shop sales boom.',
  'ledger.card.luck.9': 'A testimonial match sells out.',
  'ledger.card.luck.10': "A pools win for the supporters'' club is donated.",
  'ledger.card.luck.11': 'A local businessman invests in the club.',
  'ledger.card.luck.12': 'A rich benefactor leaves the club a legacy.',
  'ledger.card.selection-problems.10': 'Players break a curfew: the club is fined.',
} as const;

export type LedgerMessages = Readonly<Record<keyof typeof ledgerEn, string>>;
