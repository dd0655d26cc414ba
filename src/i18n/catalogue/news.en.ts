/**
 * Private replies in English of /news: what happened to the reader's club in the step last played, its result and
 * place, its money, and the next match. A key names the part of the news.
 */
export const newsEn = {
  'news.title': '{club}: news of {step}',
  'news.title.none': '{club}: no news yet',
  'news.nothingHappened': 'Nothing happened to your club.',
  'news.nothingPlayed': 'Nothing has been played yet: the season starts when the pre-season is played.',
  'news.money': 'Money in and out',
  'news.balance': 'Balance now: {balance}',
  'news.next': 'Next',
  'news.next.match': 'Week {week}: {home, select, yes {at home to} other {away to}} {opponent}',

  // The headline: the step's result, the table and the cups.
  'news.score': '{score}{penalties} v {opponent}',
  'news.penalties': ', {score} on penalties',
  'news.result': '{outcome, select, won {Won} drew {Drew} other {Lost}} {score}',
  'news.result.cup': '{competition}: {outcome, select, won {won} drew {drew} other {lost}} {score}',
  'news.position': '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the {division}',
  'news.cup.won': 'winners{last}',
  'news.cup.out': 'out{last}',
  'news.cup.through': 'through{last}',
  'news.cup.firstTie': 'in, first tie to come',

  // Each thing that happened.
  'news.bidWon': '✍️ Your bid of {amount} for {player} won: you paid {fee}.',
  'news.bidLost': 'Your bid of {amount} for {player} lost: he joined {club}.',
  'news.bidLost.unknown': 'Your bid of {amount} for {player} lost: another team signed him.',
  'news.bidOpen': 'Your bid of {amount} for {player} bought nobody: he is not signed yet.',
  'news.sold': '💰 {player} sold for {fee} to {club}.',
  'news.sold.unknown': '💰 {player} sold for {fee}.',
  'news.notSold': '{player} was not sold (die {roll}); he stays on the list.',
  'news.unlisted': '{player} came off the list.',
  'news.listed': '{player} is listed for a {mode, select, quick {quick} other {full}} sale at {price}.',
  'news.buildStarted': '🏗️ Work started on the {stand}: {cost}, closed for {weeks, plural, one {# week} other {# weeks}}.',
  'news.buildStarted.open': '🏗️ Work started on the {stand}: {cost}.',
  'news.buildFinished': '🏟️ The {stand} is finished and open.',
  'news.staff': '{hired, select, yes {Hired} other {Fired}}: the {role}.',
  'news.trainingCompleted':
    '🎓 {player} completed {code, select, FRM {form training (his form goes up a level)} ABL {ability training (+0.5 ability)} CB {Centre Back training (a new position)} SB {Side Back training (a new position)} CM {Central Midfield training (a new position)} SM {Side Midfield training (a new position)} CF {Centre Forward training (a new position)} other {{code}}}.',
  'news.injured': '🩹 {player} is injured for {weeks, plural, one {# week} other {# weeks}}.',
  'news.niggle': '🩹 {player} has a niggle: he misses training this week.',
  'news.refused':
    '⚠️ Your {order, select, training {training} selection {selection} loan {loan} deal {deal} other {{order}}} order was not carried out: {reason}',
  'news.aiSelection': '🤖 You had picked no XI: the AI picked one, and it is now your standing lineup.',
  'news.aiSponsor': '🤖 You chose no sponsor deal: the AI chose one.',
  'news.aiTraining': '🤖 The AI gave a training plan to {players}, who had none.',

  // The XI the club played, and what the AI changed in it.
  'news.lineup.auto': '🤖 The AI picked your XI: {formation}.',
  'news.lineup.kept': '🔁 You played your {formation}; the AI filled the places of players who could not play:',
  'news.lineup.own': 'You played your {formation}.',
  'news.lineup.standing': 'You played your {formation} (standing lineup).',
  'news.lineup.empty': 'An empty place',
  'news.lineup.youth': 'a youth-team player',
  'news.lineup.why': '{reason, select, injured { (injured)} left { (left the club)} reshuffled { (left out)} other {}}',
  'news.lineup.slot':
    '{slot, select, GK {in goal} CB {at centre back} SB {at side back} CM {in central midfield} SM {in side midfield} CF {at centre forward} wing {on the wing} other {at wing back}}',
} as const;

export type NewsMessages = Readonly<Record<keyof typeof newsEn, string>>;
