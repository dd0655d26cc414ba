/**
 * The commentary's own words besides its phrase tables (src/commentary/phrases.ts): where a shot came from, the
 * unnamed men, the score, the lines of injuries and training, the statistics block of the detailed engine.
 */
export const commentaryEn = {
  'commentary.from.G': 'from his own box',
  'commentary.from.D': 'from defence',
  'commentary.from.M': 'from midfield',
  'commentary.from.A': 'from close range',
  'commentary.youthPlayer': 'a youth-team player',
  'commentary.clubYouthPlayer': 'a {club} youth-team player',
  'commentary.keeperOf': 'the {club} keeper',
  'commentary.strikerOf': 'the {club} striker',
  'commentary.score': '{home} {homeGoals}-{awayGoals} {away}',
  'commentary.injury.niggle': '{player} ({club}) picks up a niggle and can do only fitness training.',
  'commentary.injury.out': '{player} ({club}) is injured for {weeks, plural, one {# week} other {# weeks}}.',
  'commentary.injury.outAfterDoctor': '{player} ({club}) is injured for {weeks, plural, one {# week} other {# weeks}} after the Club Doctor.',
  'commentary.injury.recovered': '{player} ({club}) is fit again.',
  'commentary.form': '{player}: form {from} → {to} ({cause}).',
  'commentary.training.completed': '{player} completes {code} training.',
  'commentary.training.blocked': '{player} cannot train {code}: {reason}',
  'commentary.orderRejected': "{club}'s {order} order was not played: {reasons}",
  'commentary.addedMinutes': '{minutes, plural, one {# minute} other {# minutes}}',
  'commentary.penaltyFollowUp': 'From the penalty: {result}.',
  'commentary.stats.possession': 'Possession %',
  'commentary.stats.shots': 'Shots',
  'commentary.stats.onTarget': 'On target',
  'commentary.stats.corners': 'Corners',
  'commentary.stats.fouls': 'Fouls',
  'commentary.stats.offsides': 'Offsides',
  'commentary.stats.yellowCards': 'Yellow cards',
  'commentary.stats.redCards': 'Red cards',
  'commentary.stats.saves': 'Saves',
  'commentary.player.goals': '{count, plural, one {# goal} other {# goals}}',
  'commentary.player.assists': '{count, plural, one {# assist} other {# assists}}',
  'commentary.player.ownGoals': '{count, plural, one {# own goal} other {# own goals}}',
  'commentary.player.yellow': '{count} yellow',
  'commentary.player.red': 'red',
};

export type CommentaryKey = keyof typeof commentaryEn;
