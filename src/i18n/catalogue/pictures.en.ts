/**
 * The pictures a football league's channel posts, in English: the match card (its heading, the sides, the timeline's
 * key and its words for readers who cannot see it), the positions chart at a season's end and the team of the season;
 * and the pitch picture of /select, in the reader's language.
 */
export const picturesEn = {
  'pictures.match.heading': 'Week {week} · {division}',
  'pictures.cup.heading': 'Season {season} · {stage}',
  'pictures.match.title': 'Match card: {home} v {away}',
  'pictures.home': 'HOME',
  'pictures.away': 'AWAY',
  'pictures.halfTime': 'HT',
  'pictures.more': 'and {count} more',
  'pictures.ownGoal': '(own goal)',
  'pictures.moment':
    '{kind, select, goal {goal} chance {chance} save {save} yellow {yellow card} red {red card} injury {injury} other {substitution}}',
  'pictures.describe.score': '{home} {homeGoals}–{awayGoals} {away}.',
  'pictures.describe.scorers': 'Scorers: {home}: {homeScorers}; {away}: {awayScorers}.',
  'pictures.describe.noScorers': 'none',
  'pictures.describe.count': '{moment}: {home}–{away}',
  'pictures.describe.moments': 'Moments (home–away): {counts}.',
  'pictures.describe.noMoments': 'No moments recorded.',
  'pictures.positions.heading': 'Season {season} · {division} · league positions',
  'pictures.positions.week': 'Week',
  'pictures.ordinal': '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  'pictures.positions.position': 'Position',
  'pictures.positions.noGames': '{club}: no league games.',
  'pictures.positions.finished':
    '{club}: finished {last, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}; best {best, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, lowest {lowest, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}.',
  'pictures.team.title': 'Season {season}: team of the season',
  'pictures.team.subtitle': 'The best average match ratings of the season’s league games',
  'pictures.team.legend': 'In the shirt: average match rating · under the name: his club',
  'pictures.pitch.formation': '{formation}{wide, select, yes { wide} other {}}',
  'pictures.pitch.total': 'Total match rating {rating}',
  'pictures.pitch.legend': 'In the shirt: match rating · arrows and + or −: form · ✖ injured',
  'pictures.pitch.youthPlayer': 'youth player',
  'pictures.pitch.injured': 'injured',
  'pictures.pitch.alt': '{club} in {formation} on the pitch: the XI with match ratings and form, as listed in the message.',
} as const;

export type PicturesMessages = Readonly<Record<keyof typeof picturesEn, string>>;
