/**
 * Private replies in English about a club's ground and backroom: /stadium, /staff, /sponsor and /scout, what each
 * order costs or brings, and the refusals of their own. A key names the command and the part of its answer.
 */
export const groundEn = {
  // What several orders' answers share.
  'orders.orderedThisWeek': 'Ordered this week',

  // /stadium: the ground, its stands and tiers, and the orders on it.
  'ground.title': '{club}: ground ({places, number} places)',
  'ground.title.none': '{club}: ground',
  'ground.none': 'A non-player club: no ground to manage.',
  'ground.stand': '**{stand}**: {tiers} · {places, number} places{work}',
  'ground.tier': 'tier {tier} {kind, select, seating {seating} other {standing}}',
  'ground.bank': 'grass bank',
  'ground.empty': 'empty',
  'ground.work':
    ' · building tier {tier} {kind, select, seating {seating} other {standing}}, {weeks, plural, one {# week} other {# weeks}} left (closed)',
  'ground.boxes': 'Executive boxes',
  'ground.boxes.yes': 'Yes',
  'ground.boxes.no': 'No',
  'ground.ordered': 'Ordered: {stand}, tier {tier}, {kind, select, seating {seating} other {standing}}. Work starts when the week is played.',
  'ground.cancelled': 'Build order for the {stand} cancelled: nothing is built or charged.',
  'ground.boxesOrdered': 'Executive boxes ordered.',
  'ground.boxesCancelled': 'Executive boxes order cancelled.',
  'ground.orderedChoice': '{stand}: tier {tier}, {kind, select, seating {seating} other {standing}}',
  'ground.notAStand': '`stand`: is not a stand of your ground.',
  'ground.noBuildOrder': 'You have no build order for that stand this week.',
  'ground.price.build': "Cost {cost}, paid when the week is played. {closed} Balance after this week's building: {after} (now {balance}).",
  'ground.price.closed':
    'The {stand} is closed for {weeks, plural, one {# week} other {# weeks}}: capacity {during, number} during the works ({now, number} now), {after, number} after.',
  'ground.price.ready': 'It is ready for week 1: capacity {after, number} ({now, number} now).',
  'ground.price.boxes': 'Cost {cost}, paid when the week is played; they bring {income} a home game. Balance now {balance}.',

  // /staff: the backroom staff and the orders to hire or fire.
  'backroom.title': '{club}: staff',
  'backroom.employed':
    '**{role}** since season {season}, {week, plural, =0 {pre-season} other {week #}} (employed {weeks, plural, one {# week} other {# weeks}})',
  'backroom.none': 'No staff employed.',
  'backroom.ordered': '{hire, select, yes {Hiring} other {Firing}} the {role} when the week is played.',
  'backroom.price.hire': 'The {role} {duty}. Wage {wage} a week, the first paid when he is hired; balance now {balance}.',

  // /sponsor.
  'sponsor.chosen': 'A {years, select, 2 {two-year deal} other {one-year deal}} with a sponsor is chosen; it is signed when pre-season is played.',
  'sponsor.price.continues': 'You are in the second year of a two-year deal: your sponsor stays and pays nothing this season.',
  'sponsor.price':
    "{years, select, 2 {A two-year deal pays {range} now, depending on the chairman's die, and nothing next season. A one-year deal would pay {other}.} other {A one-year deal pays {range} now, depending on the chairman's die. A two-year deal would pay {other}.}}",
  'sponsor.range': '{least} to {most}',

  // /scout: the Chief Scout's request for this week's listing.
  'scout.standing': 'Chief Scout, week {week}: {request}. He applies it to your club’s new listing when the week is played.',
  'scout.none': 'No Chief Scout request for week {week}: your club’s new listing is rolled as the dice fall.',
  'scout.noRequest': 'You have no Chief Scout request this week.',
} as const;

export type GroundMessages = Readonly<Record<keyof typeof groundEn, string>>;
