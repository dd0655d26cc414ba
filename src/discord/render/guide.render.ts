import type { APIEmbed } from 'discord.js';
import { POINTS, PROMOTED_PLACES, RELEGATED_PLACES, WEEKS_PER_SEASON } from '../../league/state-views/rule-figures.js';
import type { LeagueSummary } from '../../league/shared/views.js';
import { publicLink, RULES_PATH } from '../../league/web/index.js';
import { fullTime, relativeTime } from '../mentions.js';
import { COLOURS, name } from './format.js';
import type { MessageKey } from '../../i18n/catalogue/index.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { scheduleIn } from './schedule-words.js';
import { renderFortunesGameGuide } from './fortunes-game-help.render.js';

/** The commands, grouped by a manager's week: his club, his orders, the market, deals, cups and the league. */
function weekOfCommands(locale: Locale, league: LeagueSummary | null): { name: string; lines: string[] }[] {
  const cups = league === null || (league.settings.cups !== undefined && league.settings.cups !== 'off');
  const fortunes = league === null || league.settings.fortunes === true;
  const lines = (keys: readonly MessageKey[]) => keys.map((key) => t(locale, key));
  return [
    {
      name: t(locale, 'guide.group.club'),
      lines: lines(['guide.club.squad', 'guide.club.player', 'guide.club.finances', 'guide.club.news']),
    },
    {
      name: t(locale, 'guide.group.orders'),
      lines: lines([
        'guide.orders.select',
        'guide.orders.train',
        'guide.orders.stadium',
        'guide.orders.staff',
        'guide.orders.sponsor',
        ...(fortunes ? (['guide.orders.fortune'] as const) : []),
      ]),
    },
    { name: t(locale, 'guide.group.market'), lines: lines(['guide.market.bid', 'guide.market.sell', 'guide.market.scout']) },
    { name: t(locale, 'guide.group.deals'), lines: lines(['guide.deals.trade', 'guide.deals.loan']) },
    ...(cups ? [{ name: t(locale, 'guide.group.cups'), lines: lines(['guide.cups.cup']) }] : []),
    {
      name: t(locale, 'guide.group.league', { number: cups ? 6 : 5 }),
      lines: lines(['guide.league.tables', 'guide.league.status', 'guide.league.history', 'guide.league.predict', 'guide.league.profile']),
    },
    { name: t(locale, 'guide.group.done', { number: cups ? 7 : 6 }), lines: lines(['guide.done.ready']) },
  ];
}

/** The league's deadlines and the next one, in the reader's language. */
function deadlineLine(league: LeagueSummary | null, locale: Locale = 'en'): string {
  if (!league) return t(locale, 'guide.noLeague');
  const schedule = t(locale, 'guide.deadlines', { schedule: scheduleIn(locale, league.settings.schedule) });
  if (!league.nextDeadline) return `${schedule} ${t(locale, 'guide.deadlineAtStart')}`;
  // Discord shows a <t:…> timestamp in each reader's own time zone.
  return `${schedule} ${t(locale, 'guide.nextDeadline', { full: fullTime(league.nextDeadline), relative: relativeTime(league.nextDeadline) })}`;
}

/** The card game's commands, by what a manager does in a round. */
function roundOfCards(locale: Locale): { name: string; lines: string[] }[] {
  return [
    { name: t(locale, 'guide.cards.group.cards'), lines: [t(locale, 'guide.cards.hand'), t(locale, 'guide.cards.keep')] },
    { name: t(locale, 'guide.cards.group.play'), lines: [t(locale, 'guide.cards.play'), t(locale, 'guide.cards.auction')] },
    { name: t(locale, 'guide.cards.group.done'), lines: [t(locale, 'guide.cards.ready'), t(locale, 'guide.cards.tables')] },
  ];
}

/** `/help` without a topic in a card-game league: its commands by round, the deadline, and where its rules are. */
function renderCardsGuide(league: LeagueSummary, locale: Locale): APIEmbed {
  return {
    title: t(locale, 'guide.title.league', { league: league.name }),
    color: COLOURS.info,
    description: [t(locale, 'guide.cards.orders'), t(locale, 'guide.cards.played'), '', deadlineLine(league, locale)].join('\n'),
    fields: [
      ...roundOfCards(locale).map((group) => ({ name: group.name, value: group.lines.join('\n') })),
      { name: t(locale, 'guide.rules'), value: t(locale, 'guide.cards.rules') },
    ],
  };
}

/**
 * `/help` without a topic: what a manager does in a week, how the week is played, the deadline, the rules in brief,
 * and where every house rule is read: the rules' web page when the bot has a public address, else `/help topic:`.
 */
export function renderGuide(league: LeagueSummary | null, publicUrl?: string, locale: Locale = 'en'): APIEmbed {
  if (league?.game === 'cards') return renderCardsGuide(league, locale);
  if (league?.game === 'fortunes') return renderFortunesGameGuide(league, deadlineLine(league, locale), locale);
  const cups = league?.settings.cups !== undefined && league.settings.cups !== 'off';
  return {
    title: league ? t(locale, 'guide.title.league', { league: league.name }) : t(locale, 'guide.title.dugout'),
    color: COLOURS.info,
    description: [
      t(locale, 'guide.week.orders'),
      t(locale, 'guide.week.played'),
      t(locale, 'guide.week.posted'),
      ...(cups ? [t(locale, 'guide.week.cups')] : []),
      '',
      deadlineLine(league, locale),
    ].join('\n'),
    fields: [
      ...weekOfCommands(locale, league).map((group) => ({ name: group.name, value: group.lines.join('\n') })),
      {
        name: t(locale, 'guide.rules'),
        value: [
          t(locale, 'guide.rules.divisions', { weeks: WEEKS_PER_SEASON, win: POINTS.win, draw: POINTS.draw }),
          t(locale, 'guide.rules.ability'),
          t(locale, 'guide.rules.money'),
          t(locale, 'guide.rules.promotion', { promoted: PROMOTED_PLACES, relegated: RELEGATED_PLACES }),
          t(locale, 'guide.rules.topics'),
          ...(publicUrl ? [t(locale, 'guide.rules.houseRules', { link: publicLink(publicUrl, RULES_PATH) })] : []),
        ].join('\n'),
      },
    ],
  };
}

/** The private checklist a manager gets when he takes a club. */
export function renderJoinChecklist(league: LeagueSummary, clubName: string, locale: Locale = 'en'): APIEmbed {
  return {
    title: t(locale, 'join.title', { club: name(clubName) }),
    color: COLOURS.info,
    description: [
      t(locale, 'join.squad'),
      t(locale, 'join.select'),
      t(locale, 'join.train'),
      // Every pre-season opens with a transfer list, so there is one from the league's creation on.
      t(locale, 'join.market'),
      t(locale, league.phase === 'preseason' || !league.started ? 'join.sponsor' : 'join.finances'),
      t(locale, 'join.ready'),
      '',
      deadlineLine(league, locale),
      t(locale, 'join.help'),
    ].join('\n'),
  };
}
