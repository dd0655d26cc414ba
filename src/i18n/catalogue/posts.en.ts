/**
 * The channel's posts in the league's language: the week's story (its heading, the match reports, the table, the
 * headlines, the cups' news) and the names of divisions, steps and cup rounds they read.
 */
export const postsEn = {
  // Names the posts share.
  'posts.division.0': 'Premier Division',
  'posts.division.1': 'Second Division',
  'posts.division.2': 'Third Division',
  'posts.division.3': 'Fourth Division',
  'posts.step.preseason': 'Season {season}, pre-season',
  'posts.step.week': 'Season {season}, week {week}',
  'posts.step.seasonEnd': 'Season {season}, the season’s end',
  'posts.step.cup': 'Season {season}, Cup {round}',
  'posts.step.europe': 'Season {season}, European {round}',
  'posts.round.final': 'final',
  'posts.round.semiFinal': 'semi-final',
  'posts.round.quarterFinal': 'quarter-final',
  'posts.round.number': 'round {round}',
  'posts.competition.cup': 'Cup',
  'posts.competition.europeanCup': 'European Cup',
  'posts.competition.cupWinnersCup': "Cup-Winners' Cup",
  'posts.competition.uefaCup': 'UEFA Cup',
  'posts.stage': '{competition} {round}',

  // The story's heading.
  'posts.story.title': '{league}: {step} played',
  'posts.story.titleWithoutSummary': 'The week’s news',
  'posts.story.deadline': 'Next deadline {when}. Give next week’s orders, then `/ready`.',
  'posts.story.undecided': '{count, plural, one {The {divisions} Division is} other {The {divisions} Divisions are}} decided at the season’s end.',
  'posts.story.otherResults': '{division}: the other results',
  'posts.story.aroundTheClubs': 'Around the clubs',
  'posts.story.fortunesBoard': 'On the Fortunes board',
  'posts.story.neutralGround': 'Neutral ground',
  'posts.story.showDice': 'Show the dice: {home} v {away}',
  'posts.story.managerOfTheMonth':
    '🏅 Manager of the month ({weeks}): {manager}, {club}: won {won}, drawn {drawn}, lost {lost}, {points, plural, one {# point} other {# points}}.',
  'posts.story.monthWeek': 'week {week}',
  'posts.story.monthWeeks': 'weeks {from}–{to}',
  'posts.story.bestPredictor':
    '🔮 Best predictor of the week: {managers}, {points, plural, one {# point} other {# points}}. `/predict table` for the season.',

  // Headlines: one a club worth telling.
  'posts.headline.bigWinHome': '{club} thrash {opponent} {goalsFor}–{goalsAgainst}.',
  'posts.headline.bigWinAway': '{club} win {goalsFor}–{goalsAgainst} away at {opponent}.',
  'posts.headline.signing': '✍️ {club} sign {player} for {fee}.',
  'posts.headline.signingFrom': '✍️ {club} sign {player} from {from} for {fee}.',
  'posts.headline.injury': '🩹 {club} lose {player} to injury for {weeks, plural, one {# week} other {# weeks}}.',
  'posts.headline.top': '{club} top the {division} with {points, plural, one {# point} other {# points}}.',
  'posts.headline.levelWithLeaders':
    '{club} are {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the {division}, level on points with the leaders.',
  'posts.headline.offTheTop':
    '{club} are {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the {division}, {gap, plural, one {# point} other {# points}} off the top.',
  'posts.headline.standOpened': '🏟️ {club} open their rebuilt {stand}.',
  'posts.stand.north': 'North Stand',
  'posts.stand.south': 'South Stand',
  'posts.stand.east': 'East Stand',
  'posts.stand.west': 'West Stand',
  'posts.stand.northEast': 'North-East corner',
  'posts.stand.northWest': 'North-West corner',
  'posts.stand.southEast': 'South-East corner',
  'posts.stand.southWest': 'South-West corner',

  // A match report.
  'posts.match.result.draw': '{home} and {away} draw {homeGoals}–{awayGoals}.',
  'posts.match.result.homeWin': '{home} beat {away} {homeGoals}–{awayGoals} at home.',
  'posts.match.result.awayWin': '{away} win {awayGoals}–{homeGoals} away at {home}.',
  'posts.match.scorers': '{club} scorers',
  'posts.match.youthPlayer': 'youth-team player',
  'posts.match.assist': '(assist {player})',
  'posts.match.cancelled': '{count, plural, one {# goal} other {# goals}} cancelled by Backs to the wall',
  'posts.match.footer': 'Season {season} · week {week} · {division}',
  'posts.match.detailed': 'detailed',
  'posts.match.live': 'live',
  'posts.match.statistics': 'Statistics',
  'posts.match.noPlayByPlay': 'No play-by-play.',
  'posts.match.noKeyMoments': 'No key moments yet.',

  // The table.
  'posts.table.club': 'Club',
  'posts.table.played': 'P',
  'posts.table.won': 'W',
  'posts.table.drawn': 'D',
  'posts.table.lost': 'L',
  'posts.table.goalDifference': 'GD',
  'posts.table.points': 'Pts',
  'posts.table.simulated': "Decided at the season's end, without matches:",
  'posts.table.managed': '* a club with a human manager',
  'posts.table.heading': 'Table',
  'posts.table.final': 'Final table, season {season}',
  'posts.table.afterWeek': 'After week {week}',

  // The cups.
  'posts.cup.walkover': '{home} v {away}: walkover to {winner}',
  'posts.cup.afterExtraTime': 'aet',
  'posts.cup.onPenalties': '({home}–{away} on penalties)',
  'posts.cup.through': '{winner} through',
  'posts.cup.tie': '{home} v {away}',
  'posts.cup.neutral': '(neutral ground)',
  'posts.cup.byes': 'Byes: {clubs}',
  'posts.cup.drawTitle': '{stage} draw, season {season}',
  'posts.cup.resultsTitle': '{stage} results, season {season}',
  'posts.cup.noTies': 'No ties.',
  'posts.cup.footer': 'Season {season} · {stage}',
  'posts.cup.footerNeutral': 'Season {season} · {stage} · neutral ground',
  'posts.cup.penalties': 'Penalties: {score}',
  'posts.cup.theirTaker': 'their taker',
  'posts.cup.kickScores': '{taker} scores',
  'posts.cup.kickMisses': '{taker} misses',

  // The season's end: its review and its awards.
  'posts.review.title': 'Season {season}',
  'posts.review.champions': 'Champions',
  'posts.review.runnersUp': 'Runners-up',
  'posts.review.promoted': 'Promoted: {clubs}',
  'posts.review.relegated': 'Relegated: {clubs}',
  'posts.review.topScorers': 'Top scorers, all competitions',
  'posts.review.unattached': 'unattached',
  'posts.review.cups': 'Cups',
  'posts.review.cupWinner': '{competition}: {winner} (beat {runnerUp})',
  'posts.awards.title': 'Season {season}: the awards',
  'posts.awards.championsManager': '🏆 Champions’ manager: {manager}, {club}',
  'posts.awards.championsComputer': '🏆 Champions: {club}, run by the computer',
  'posts.awards.playerOfTheSeason':
    '⭐ Player of the season: {player}, {average, number, ::.00} a game over {apps, plural, one {# game} other {# games}}',
  'posts.awards.goldenBoot': '👟 Golden boot: {player}, {goals, plural, one {# league goal} other {# league goals}}',
  'posts.awards.bestGoalkeeper':
    '🧤 Best goalkeeper: {player}, {average, number, ::.00} a game, {cleanSheets, plural, one {# clean sheet} other {# clean sheets}}',
  'posts.awards.youngPlayer': '🌱 Young player: {player}, {average, number, ::.00} a game',
  'posts.awards.bestPredictor': '🔮 Best predictor: {manager}, {points, plural, one {# point} other {# points}}',
  'posts.awards.none': 'Nobody played enough league games for an award.',
  'posts.awards.team': 'Team of the season (4-4-2, average match rating)',
  'posts.awards.line.G': 'Goalkeeper',
  'posts.awards.line.D': 'Defenders',
  'posts.awards.line.M': 'Midfielders',
  'posts.awards.line.A': 'Forwards',
};

export type PostsKey = keyof typeof postsEn;
