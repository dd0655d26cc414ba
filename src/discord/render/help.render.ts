import {
  SPONSOR_CHART,
  IN_SEASON_BUILD_WEEKS,
  TIER_COST,
  WEEKLY_WAGE,
  BACKS_TO_THE_WALL_FORMATIONS,
  REBOUND_FORMATIONS,
  TRAINING_WEEKS,
  FORMATIONS,
  STAFF_ROLES,
  MIN_SQUAD_AFTER_DEAL,
  AI_DEAL_RULE,
  CLOSED_WEEKS_WITHOUT_CUPS,
} from '../../league/state-views/rule-figures.js';
import type { APIEmbed } from 'discord.js';
import { COLOURS, money } from './format.js';
import { STAFF_DUTIES } from './order-price.render.js';
import { STAFF_LABELS } from './staff.render.js';
import { ABILITY_FORM_LEGEND } from './words.js';
import { fortunesHelp } from './fortunes-help.render.js';
import { PREDICTION_POINTS } from '../../league/index.js';

/** The rulebook's sections the commands point to, each told in a few lines with the league's own figures. */
export const HELP_TOPICS = [
  'selection',
  'training',
  'transfers',
  'deals',
  'stadium',
  'staff',
  'sponsor',
  'fortunes',
  'cards',
  'predictions',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

const TOPICS: Record<HelpTopic, () => { title: string; lines: string[] }> = {
  selection: () => ({
    title: 'Selection',
    lines: [
      `Pick a formation (${FORMATIONS.join(', ')}) and eleven players with /select. Your pick stands week after week until you change it.`,
      'A player out of position plays 1.0 below his ability; -- form takes 0.5 off, ++ adds 0.5 (never above 10).',
      '4-2-4 needs two wingers who play both Centre Forward and Side Midfield; 3-5-2 two who play both Side Back and Side Midfield.',
      `Rebound (${REBOUND_FORMATIONS.join(', ')}): +2 on a shot for one of your unused shots. Backs to the wall (${BACKS_TO_THE_WALL_FORMATIONS.join(', ')}): once a game, cancel a goal for two shots.`,
      'If a player you picked cannot play, the AI fills only his place, in your formation, and tells you in /ready and /news.',
      ABILITY_FORM_LEGEND,
    ],
  }),
  training: () => ({
    title: 'Training',
    lines: [
      `Form training: ${TRAINING_WEEKS.FRM} weeks, form up one level. Ability training: ${TRAINING_WEEKS.ABL} weeks (${TRAINING_WEEKS.ABL_WITH_ASSISTANT} with an Assistant Manager), +0.5 ability.`,
      `A new position: ${TRAINING_WEEKS.SIMILAR_POSITION} weeks from a similar one, ${TRAINING_WEEKS.NEW_POSITION} otherwise; it needs a Head Coach.`,
      'Rest: he cannot get injured that week. An injured player trains fitness until he is fit.',
    ],
  }),
  transfers: () => ({
    title: 'Transfers',
    lines: [
      'Each listed player is rolled for each week, from the week after he is listed. Bid with /bid; only you see your amount.',
      'The only bidder pays the asking price (£100,000 more after a 6: another team is interested). Against other managers the highest sealed bid wins and pays what it bid.',
      'Sell with /sell: full value goes on a 6; a quick sale, at half, on 4 or more. A club in debt cannot buy.',
    ],
  }),
  stadium: () => ({
    title: 'Stadium',
    lines: [
      `A tier costs ${money(TIER_COST.corner.standing[2])} to ${money(TIER_COST.main.seating[0])}; a stand being built is closed for ${IN_SEASON_BUILD_WEEKS} weeks (built in pre-season after season one, it is ready for week 1).`,
      'A stand never mixes seating and standing, and a tier needs the one inside it. From the first development on, seating must exceed standing.',
      '/stadium build shows the cost, the weeks closed, the capacity during and after, and your balance after.',
    ],
  }),
  staff: () => ({
    title: 'Staff',
    lines: STAFF_ROLES.map((role) => `${STAFF_LABELS[role]}: ${money(WEEKLY_WAGE[role])} a week; ${STAFF_DUTIES[role]}.`).concat(
      'Up to five staff. Wages are paid every week, a new hire’s first week at once. A club in debt cannot hire.',
    ),
  }),
  deals: () => ({
    title: 'Deals between managers',
    lines: [
      '/trade offer: your players (give), theirs (get), and money either way (money you pay, or ask). /loan offer: lend your player or borrow theirs, for some league matches or to the season’s end, for a fee the borrower pays.',
      'The other manager is told in the channel of an offer from you, never the terms, and views them privately and accepts, declines or counters with the buttons.',
      `An accepted deal is carried out when the next week or cup round is played, if it still stands: both clubs still have the players and the money, and each keeps ${MIN_SQUAD_AFTER_DEAL} players and a goalkeeper. Of two deals for one player, the first accepted stands.`,
      `Deals close from the round of the first cup semi-final (without cups, for the season’s last ${CLOSED_WEEKS_WITHOUT_CUPS} weeks) until the next pre-season. Open offers expire at the deadline unless you /trade renew them.`,
      `A club the AI manages answers at once: it sells for ${Math.round((AI_DEAL_RULE.premium - 1) * 100)}% over value and keeps ${AI_DEAL_RULE.keepSquad} players and a goalkeeper. A loaned player goes home by himself and cannot be sold or listed by his borrower.`,
    ],
  }),
  sponsor: () => ({
    title: 'Sponsor',
    lines: [
      `In pre-season the chairman signs a sponsor from a die plus your club's modifier (division and last season): ${money(SPONSOR_CHART[0]!.oneYear)} to ${money(SPONSOR_CHART.at(-1)!.oneYear)} for one year.`,
      'A two-year deal pays about 1.7 times as much now, and nothing the next season. /sponsor shows what each deal can pay your club.',
    ],
  }),
  fortunes: fortunesHelp,
  predictions: () => ({
    title: 'Predictions and reminders',
    lines: [
      'Anyone in the server can play, managers or not: `/predict score` a match of this week with a manager’s club in it, before the deadline. You can change it until then; only you see it.',
      `${PREDICTION_POINTS.exact} points for the exact score, ${PREDICTION_POINTS.result} for the right result. \`/predict mine\` shows yours, \`/predict table\` the season’s leaderboard (managers are marked), and the week’s story names its best predictor.`,
      '`/remind me hours:` sends you a direct message that long before each deadline if you have not sent `/ready` (or, if you manage no club, not predicted). `/remind off` stops it. If your direct messages are closed, reminders turn off and you are told here.',
    ],
  }),
  cards: () => ({
    title: 'The card game',
    lines: [
      'Each card is a player: its rank is his space on the pitch (goal 1; defence 2 3 4; midfield 5 6 7; attack 8 9 10) and its suit his level, 4 for the top suit down to 1; the suits move each season. Jacks, queens and kings are formations.',
      'The deal: a picture card and seven more, and £20. /keep what you want (at least one picture card); after the opening auction each kept player costs £1 a level, formations nothing.',
      '/play: a formation, an ace in goal and four players, each in his own space or one next to it; +1 level in his own space, +1 with two team-mates next to him. A place you cannot fill is a level-0 reserve.',
      'Each player duels the facing space (12 − n): defence wins save a goal, midfield half a goal each way, attack scores one; unmarked, twice that. A keeper of level 4 or more saves two, of 1 to 3 one. The away side starts on −2. Each side then draws a luck card: +1 for the top suit, −1 for the bottom one, and the player in its space is injured for the next match.',
      'After each round the lots go on sale by sealed bids (/auction): money, and player cards at their level in pounds. £1 gate money a round, £1 more if you bought nothing.',
      'Trades (after the opening auction): /trade offer give:"9H" get:"KD" money: — the other manager accepts with a button; it is carried out at the next step if both still hold the cards and money and each keeps a picture card.',
      'Season: league £20 and £10, cup £15 and £5; 2 trophy points for the league, 1 for the cup. The most points after the agreed seasons win. /hand shows your cards to you alone.',
    ],
  }),
};

export function renderHelp(topic: HelpTopic): APIEmbed {
  return renderHelpLines(TOPICS[topic]());
}

/** A help topic's title and lines as the embed every topic is shown in. */
export function renderHelpLines({ title, lines }: { title: string; lines: string[] }): APIEmbed {
  return {
    title: `Help: ${title}`,
    description: lines.map((l) => `• ${l}`).join('\n'),
    color: COLOURS.info,
  };
}
