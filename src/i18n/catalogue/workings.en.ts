/**
 * A match's workings, shown to the one who asks ('Show the dice'): each side's team ratings and the standing tactics it
 * used. The dice in brackets are `dice.en.ts`'s; the ratings' codes (`G`, `D*`, `A*`) stay as the rules name them.
 */
export const workingsEn = {
  'workings.teamRatings': 'Team ratings',
  'workings.tacticsUsed': 'Tactics used',
  'workings.chart': 'chart',
  'workings.ratings': '{formation}{depleted, select, yes { (depleted)} other {}}: {ratings} · {shots, plural, one {# shot} other {# shots}}',
  'workings.rebound': 'Rebound {times, plural, =1 {once} =2 {twice} other {# times}}',
  'workings.backsToTheWall': 'Backs to the wall',
  'workings.chartRoll': ' (results chart 🎲{roll})',
  'workings.none': 'none',
} as const;

export type WorkingsMessages = Readonly<Record<keyof typeof workingsEn, string>>;
