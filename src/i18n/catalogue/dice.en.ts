/**
 * The dice a match report shows in brackets (`dice:shown`, and on the web page): what each roll read, in the
 * league's language. The charts' own codes (`Cr`, `P+`, `Fls`, `On (Sv+)`) are the rules' names and stay as they are.
 */
export const diceEn = {
  // The classic engine.
  'dice.teamNews': 'team news {roll}',
  'dice.team': '{club}{formation} G {g} D* {d} A* {a}, {shots} shots',
  'dice.pick': ' · pick {rolls}',
  'dice.shot': 'line {line}{pick} · shot {rating}+{roll}{modifiers} = {total} v save {keeper}+{keeperRoll} = {saveTotal}',
  'dice.assist': 'assist {roll}{pick}',
  'dice.shotsPaid': 'two shots paid, {left} left',
  'dice.result': '{row}, roll {roll} · score die {scoreRoll}',
  'dice.row': '{row, select, close {close} plus3home {+3 home} plus3away {+3 away} plus5home {+5 home} other {+5 away}}',
  'dice.injury': '{roll}, then {table} {selected, select, yes {selected} other {unselected}}',
  'dice.kick.classic': '{shot} v {save}',
  'dice.kick.detailed': '🎲{roll} (goal up to {target})',

  // The detailed engine.
  'dice.turn': 'd20 {d20} · {d8} · d10 {red}/{white}',
  'dice.addedTime': 'd10 {roll}: {chart}',
  'dice.addedInjuries': ', +2 for each of {count, plural, one {# injury} other {# injuries}}',
  'dice.keeperReads': 'keeper: {reading}',
  'dice.reading':
    '{reading, select, Counter {Counter} Normal {Normal} Card {Card} ownGoal {Own goal} Fouled {Fouled} Corner {Corner} rebound {Reb. Sh} Injury {Injury} Goal {Goal} stopped {stopped} other {{reading}}}',
  'dice.steal': 'steal',
  'dice.rolled': '{what}, rolled {roll}',
  'dice.column': '{column} column {value}',
  'dice.split': ' · split d10 {roll}',
  'dice.red': '{upTo}Red, rolled {roll}',
  'dice.secondYellow': 'second yellow 1-{chance}, rolled {roll}',
  'dice.injuryDetailed': 'd20 {d20} · d10 {d10}',
  'dice.substitution':
    '{reason, select, standing {standing} injury {injury} endurance {endurance} keeperSentOff {keeper-sent-off} tired {tired} booked {booked} chasing {chasing} other {fresh-legs}}, {used} of {allowed}',
  'dice.endurance': 'En {en} · d20 {d20}',
  'dice.manShort': ' · man short: highest Fls',
  'dice.after': ' after {special, select, freeKick {a free kick} corner {a corner} other {P+}}',
  'dice.stopped': 'D {d}, d20 {roll}',
  'dice.target': 'On 11-{limit}, rolled {roll}',
  'dice.offColumn': 'Off column {value}: {result}',
} as const;

export type DiceMessages = Readonly<Record<keyof typeof diceEn, string>>;
