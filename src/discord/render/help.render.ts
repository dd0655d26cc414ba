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
  deals: (locale) => ({
    title: t(locale, 'help.deals.title'),
    lines: [
      t(locale, 'help.deals.offer'),
      t(locale, 'help.deals.told'),
      t(locale, 'help.deals.carriedOut', { minSquad: MIN_SQUAD_AFTER_DEAL }),
      t(locale, 'help.deals.closed', { closedWeeks: CLOSED_WEEKS_WITHOUT_CUPS }),
      t(locale, 'help.deals.ai', { premium: Math.round((AI_DEAL_RULE.premium - 1) * 100), keepSquad: AI_DEAL_RULE.keepSquad }),
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
  predictions: (locale) => ({
    title: t(locale, 'help.predictions.title'),
    lines: [
      t(locale, 'help.predictions.who'),
      t(locale, 'help.predictions.points', { exact: PREDICTION_POINTS.exact, result: PREDICTION_POINTS.result }),
      t(locale, 'help.predictions.remind'),
    ],
  }),
  cards: (locale) => ({
    title: t(locale, 'help.cards.title'),
    lines: (['cards', 'deal', 'play', 'duel', 'auction', 'trades', 'season'] as const).map((line) => t(locale, `help.cards.${line}`)),
  }),
};

/** A topic in the reader's language, with the league's figures. */
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
