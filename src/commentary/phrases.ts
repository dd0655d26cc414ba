/**
 * The words of the commentary. Each template takes named parts: {shooter},
 * {club}, {keeper} ... Several phrasings per moment keep a season readable.
 */
export const PHRASES = {
  teamNewsFull: [
    '{club} field their full side.',
    'Team news: {club} are at full strength.',
    '{club} have everyone available.',
    'A full squad to choose from for {club}.',
  ],
  teamNewsDepleted: [
    '{club} field a depleted side.',
    'Team news: {club} are short of players.',
    '{club} are missing men today.',
    'A thin squad for {club} this week.',
  ],
  kickOff: [
    '{home} v {away}: kick-off.',
    'We are under way: {home} against {away}.',
    'The referee blows and {home} take on {away}.',
    '{home} and {away} get the game going.',
  ],
  saved: [
    '{shooter} tries his luck {from}, but {keeper} saves.',
    '{shooter} shoots {from}; {keeper} gets down well to stop it.',
    'Chance for {club}! {shooter} {from}, and {keeper} keeps it out.',
    '{keeper} denies {shooter}, who had a go {from}.',
    '{shooter} lets fly {from}. Straight at {keeper}.',
    'A strike from {shooter} {from}, comfortably held by {keeper}.',
    '{shooter} pulls the trigger {from}; {keeper} is equal to it.',
    '{club} probe, {shooter} shoots {from}, {keeper} gathers.',
  ],
  scored: [
    '{shooter} shoots {from} and beats {keeper}!',
    '{shooter} finds the net {from}, {keeper} has no chance!',
    'In it goes! {shooter} {from}, past {keeper}.',
    '{shooter} strikes {from} and {keeper} is beaten!',
    '{keeper} is left rooted as {shooter} scores {from}!',
    '{shooter} picks his spot {from}. {keeper} can only watch.',
  ],
  goalAssisted: [
    'GOAL for {club}! {score}. Set up by {assist}.',
    'GOAL! {club} score: {score}. The assist from {assist}.',
    '{club} score! {score}, {assist} with the pass.',
    'GOAL! {score}. {assist} laid it on.',
  ],
  goalSolo: [
    'GOAL for {club}! {score}. All his own work.',
    'GOAL! {score}, a solo effort.',
    '{club} score! {score}, nobody else involved.',
    'GOAL! {score}. No assist: he did it alone.',
  ],
  rebound: [
    '{club} throw bodies forward for the rebound (a shot given up, {left} left).',
    '{club} gamble on the rebound; shots still to come: {left}.',
    'Rebound! {club} pile in, shots to spare: {left}.',
  ],
  cancelled: [
    'But {by} go backs to the wall and the goal is cancelled! {score}.',
    'No goal after all: {by} dig in, backs to the wall. {score}.',
    '{by} defend as one, backs to the wall, and the goal is wiped out. {score}.',
  ],
  fullTime: [
    'Full time: {home} {hg}-{ag} {away}.',
    'The final whistle: {home} {hg}-{ag} {away}.',
    "That's it! {home} {hg}-{ag} {away}.",
    'It ends {home} {hg}-{ag} {away}.',
  ],
} as const;

export type PhraseKind = keyof typeof PHRASES;

/** Fills a template's {parts}. */
export function fill(template: string, parts: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(parts[key] ?? `{${key}}`));
}
