/**
 * The words of the detailed engine's commentary (Net Results Soccer). Each
 * template takes named parts: {player}, {club}, {keeper}, {score} ...
 */
export const DETAILED_PHRASES = {
  kickOff: [
    '{home} v {away}: we are under way.',
    'The referee blows and {home} take on {away}.',
    '{home} and {away} get the game going.',
    'Kick-off between {home} and {away}.',
  ],
  secondHalf: ['The second half begins.', 'Back out they come for the second half.', 'We go again: second half.'],
  overtime: ['Extra time begins.', 'Another fifteen minutes to play.'],
  addedTime: ['The fourth official holds up the board: {total} added.', 'Added time: {total}.', 'The board goes up: {total} more.'],
  noAddedTime: ['No time added on.', 'Not a second added.'],
  halfTime: ['Half time: {score}.', 'The whistle goes for the break. {score}.', 'Into the dressing rooms at {score}.'],
  fullTime: ['Full time: {score}.', 'The final whistle: {score}.', "That's it! {score}.", 'It ends {score}.'],
  corner: [
    'Corner to {club}, won by {player}.',
    '{player} forces a corner for {club}.',
    '{club} win a corner through {player}.',
    "Out for a corner off {player}'s run: {club} to take it.",
  ],
  cornerDeflected: [
    'Deflected behind: corner to {club}.',
    'It comes off a defender and goes out. Corner, {club}.',
    'Turned over the bar. {club} will have a corner.',
  ],
  foul: [
    '{fouler} brings down {fouled}. Free kick to {club}.',
    'Foul by {fouler} on {fouled}; {club} have a free kick.',
    '{fouled} goes down under a challenge from {fouler}. Free kick, {club}.',
    '{fouler} clips {fouled}. The referee gives {club} the free kick.',
  ],
  foulNoVictim: [
    'Foul by {fouler}. Free kick to {club}.',
    '{fouler} is penalised. {club} have the free kick.',
    'The whistle goes against {fouler}: free kick, {club}.',
  ],
  keeperFouled: ['{fouler} crashes into {keeper} after the save. Free kick, {club}.', '{keeper} holds on and is fouled by {fouler}.'],
  offside: [
    '{player} is flagged offside.',
    'The flag is up: {player} strayed offside.',
    'Offside against {player}.',
    '{player} times his run badly and is caught offside.',
  ],
  moveP: [
    '{player} takes control and {club} begin to build something dangerous.',
    '{player} finds space, and {club} are in the mood.',
    'Lovely play from {player}: {club} are pushing on.',
  ],
  moveStar: [
    '{club} keep the ball, {player} at the heart of it.',
    '{player} slows it down; {club} are happy to pass it around.',
    'Patient from {club}, {player} probing.',
  ],
  tackle: ['{player} wins it back with a tackle.', 'Crunching tackle from {player}.', '{player} steps in and takes the ball.'],
  interception: ['{player} reads it and intercepts.', 'Intercepted by {player}.', '{player} cuts out the pass.'],
  steal: ['{player} blocks the shot and comes away with the ball.', 'Superb from {player}: shot blocked, ball won.'],
  blocked: [
    '{shooter} shoots, but {stopper} gets in the way.',
    "{stopper} throws himself in front of {shooter}'s effort.",
    'Blocked! {stopper} stops {shooter}.',
  ],
  wide: [
    '{shooter} shoots and it flies wide.',
    '{shooter} drags it wide of the post.',
    'Over the bar from {shooter}.',
    '{shooter} has a go; nowhere near.',
    '{shooter} snatches at it and misses the target.',
  ],
  deflected: [
    "{shooter}'s shot takes a deflection.",
    '{shooter} shoots and it comes off a defender.',
    "A touch off a defender from {shooter}'s strike.",
  ],
  saved: [
    '{shooter} shoots; {keeper} saves.',
    '{keeper} gets down well to stop {shooter}.',
    '{shooter} lets fly. Straight at {keeper}.',
    'A strike from {shooter}, held by {keeper}.',
    '{keeper} denies {shooter}.',
  ],
  bigSave: [
    "What a save! {keeper} turns away {shooter}'s effort.",
    '{keeper} at full stretch to keep out {shooter}!',
    "Brilliant from {keeper}, who tips {shooter}'s shot away.",
  ],
  buildUpCorner: [
    'The corner comes in and {shooter} meets it...',
    'From the corner, {shooter} rises highest...',
    '{club} swing the corner in; {shooter} gets on the end of it...',
  ],
  buildUpFreeKick: [
    '{club} work the free kick to {shooter}...',
    'The free kick is played in, and {shooter} has a sight of goal...',
    '{shooter} lines up the free kick...',
  ],
  buildUpRebound: [
    'The ball is still loose, and {shooter} pounces...',
    'The rebound falls to {shooter}...',
    '{shooter} is first to the loose ball...',
  ],
  buildUpMove: [
    '{club} string the passes together and {shooter} is in on goal...',
    'A flowing move from {club} ends with {shooter} shooting...',
    'One-two, and {shooter} is through for {club}...',
  ],
  buildUpScramble: [
    'A defender miscues and the ball breaks to {shooter}...',
    'It comes off a defender, straight to {shooter}...',
    'A scramble in the box, and {shooter} reacts first...',
  ],
  buildUpShot: [
    '{shooter} finds a yard of space and shoots...',
    '{shooter} turns his marker and lets fly...',
    'Space opens for {shooter}, who takes aim...',
  ],
  parried: ["{keeper} can only parry {shooter}'s shot: the ball is loose!", '{keeper} pushes it out, and {shooter} is first to it again!'],
  goal: [
    'GOAL! {scorer} scores for {club}. {score}.',
    'In it goes! {scorer}. {score}.',
    '{scorer} finds the net! {score}.',
    'GOAL for {club}: {scorer} beats the keeper. {score}.',
    '{scorer} makes no mistake! {score}.',
  ],
  goalAssisted: [
    'GOAL! {scorer} scores for {club}, set up by {assist}. {score}.',
    '{assist} lays it on and {scorer} finishes. {score}.',
    "GOAL for {club}! {scorer}, from {assist}'s work. {score}.",
  ],
  ownGoal: [
    'Own goal! {scorer} turns it into his own net. {score}.',
    'Disaster for {scorer}: an own goal. {score}.',
    '{scorer} deflects it past his own keeper! {score}.',
  ],
  penaltyAwarded: ['PENALTY to {club}! {player} steps up.', 'The referee points to the spot for {club}. {player} will take it.'],
  penaltyScored: ['{player} sends {keeper} the wrong way.', '{player} buries the penalty.', 'Cool as you like from {player}.'],
  penaltySaved: ['{keeper} saves from {player}!', "{player}'s penalty is kept out by {keeper}!"],
  penaltyWide: ['{player} puts the penalty wide!', '{player} blazes the penalty over!'],
  yellow: ['Yellow card for {player}.', '{player} goes into the book.', 'The referee shows {player} a yellow card.', '{player} is booked.'],
  red: ['RED CARD! {player} is sent off.', '{player} sees red and {club} are down to ten.', 'Straight red for {player}!'],
  secondYellow: ['A second yellow for {player}, and off he goes!', '{player} is booked again and sent off.'],
  letOff: [
    '{player} is lucky: already booked, he escapes a second card.',
    'The referee keeps the card in his pocket for {player}, already on a yellow.',
  ],
  injury: ['{player} is down injured.', 'Trouble for {club}: {player} is hurt.', '{player} needs treatment and cannot go on.'],
  substitution: ['{club} change: {on} on for {off}.', '{off} makes way for {on}.', 'Substitution for {club}: {on} replaces {off}.'],
  rest: ['{player} is out on his feet; he will come off at the next stoppage.', '{player} is tiring badly.'],
  tired: ['{player} is exhausted, but {club} have no changes left: he stays on.', '{player} is running on empty, and {club} cannot take him off.'],
  tiredStaysOn: ['{player} is exhausted, but {club} leave him on.', '{player} is running on empty, and stays on.'],
} as const;

export type DetailedPhraseKind = keyof typeof DETAILED_PHRASES;
