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
  OUTBID_PREMIUM,
} from '../../league/state-views/rule-figures.js';
import type { APIEmbed } from 'discord.js';
import type { Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t } from '../../i18n/translate.js';
import { COLOURS } from './format.js';
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

type HelpText = { title: string; lines: string[] };

/** The topics the catalogue words in every language, with the league's figures as their values. */
const TOPICS: Record<HelpTopic, (locale: Locale) => HelpText> = {
  selection: (locale) => ({
    title: t(locale, 'help.selection.title'),
    lines: [
      t(locale, 'help.selection.pick', { formations: FORMATIONS.join(', ') }),
      t(locale, 'help.selection.outOfPosition'),
      t(locale, 'help.selection.wingers'),
      t(locale, 'help.selection.tactics', { rebound: REBOUND_FORMATIONS.join(', '), backs: BACKS_TO_THE_WALL_FORMATIONS.join(', ') }),
      t(locale, 'help.selection.unavailable'),
      t(locale, 'help.selection.legend'),
    ],
  }),
  training: (locale) => ({
    title: t(locale, 'help.training.title'),
    lines: [
      t(locale, 'help.training.form', {
        formWeeks: TRAINING_WEEKS.FRM,
        abilityWeeks: TRAINING_WEEKS.ABL,
        assistedWeeks: TRAINING_WEEKS.ABL_WITH_ASSISTANT,
      }),
      t(locale, 'help.training.position', { similarWeeks: TRAINING_WEEKS.SIMILAR_POSITION, newWeeks: TRAINING_WEEKS.NEW_POSITION }),
      t(locale, 'help.training.rest'),
    ],
  }),
  transfers: (locale) => ({
    title: t(locale, 'help.transfers.title'),
    lines: [
      t(locale, 'help.transfers.rolled'),
      t(locale, 'help.transfers.price', { premium: formatMoney(locale, OUTBID_PREMIUM) }),
      t(locale, 'help.transfers.sell'),
    ],
  }),
  stadium: (locale) => ({
    title: t(locale, 'help.stadium.title'),
    lines: [
      t(locale, 'help.stadium.cost', {
        cheapest: formatMoney(locale, TIER_COST.corner.standing[2]),
        dearest: formatMoney(locale, TIER_COST.main.seating[0]),
        weeks: IN_SEASON_BUILD_WEEKS,
      }),
      t(locale, 'help.stadium.rules'),
      t(locale, 'help.stadium.preview'),
    ],
  }),
  staff: (locale) => ({
    title: t(locale, 'help.staff.title'),
    lines: STAFF_ROLES.map((role) =>
      t(locale, 'help.staff.role', {
        role: t(locale, `staff.${role}`),
        wage: formatMoney(locale, WEEKLY_WAGE[role]),
        duty: t(locale, `staff.${role}.duty`),
      }),
    ).concat(t(locale, 'help.staff.limit')),
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
  sponsor: (locale) => ({
    title: t(locale, 'help.sponsor.title'),
    lines: [
      t(locale, 'help.sponsor.chart', {
        lowest: formatMoney(locale, SPONSOR_CHART[0]!.oneYear),
        highest: formatMoney(locale, SPONSOR_CHART.at(-1)!.oneYear),
      }),
      t(locale, 'help.sponsor.twoYears'),
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

/** A topic in the reader's language; deals, predictions, the card game and Fortunes are told in English yet. */
export function renderHelp(topic: HelpTopic, locale: Locale): APIEmbed {
  return renderHelpLines(TOPICS[topic](locale), locale);
}

/** A help topic's title and lines as the embed every topic is shown in. */
export function renderHelpLines({ title, lines }: HelpText, locale: Locale): APIEmbed {
  return {
    title: t(locale, 'help.title', { title }),
    description: lines.map((l) => `• ${l}`).join('\n'),
    color: COLOURS.info,
  };
}
