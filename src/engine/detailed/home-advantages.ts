/**
 * Net Results Soccer, "Home team advantages", an optional rule a league turns
 * on with its `homeAdvantages` setting.
 */
export const HOME_ADVANTAGES = {
  /** GL RATINGS: home players +5, visitors -5. */
  homeGl: 5,
  roadGl: -5,
  /** ON RATINGS: an 88 is always on target for the home side, an 11 always off for the visitors. */
  homeAlwaysOn: 88,
  roadAlwaysOff: 11,
  /** ENDURANCE RATINGS: visitors' En comes 10 minutes sooner. */
  roadEndurance: -10,
  /** EXTRA TIME: home level or one behind, possession is 1-12 home in the second half's added time. */
  stoppagePossessionHomeUpTo: 12,
} as const;
