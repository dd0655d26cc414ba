import { DEFAULT_LOCALE, LANGUAGE_NAMES, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { competitionIn, divisionIn, roundIn, scoreIn, stepLabelIn } from './post-words.js';
import { gameOptionLines } from './fortunes.render.js';
import { scheduleIn } from './schedule-words.js';
import { renderSeasonAwards, seasonAwardsField } from './awards.render.js';
import type { APIEmbed } from 'discord.js';
import type {
  CardsSettingsView,
  FixtureView,
  HistoryView,
  LeagueSettingsView,
  LeagueStatusView,
  LeagueSummary,
  ResultView,
} from '../../league/shared/views.js';
import type { CupsOption } from '../../engine/model/cup-competitions.js';
import type { SeasonReviewMessage } from '../../league/posts/outbox-messages.js';
import type { StoredSeasonAwards } from '../../league/index.js';
import { COMPETITION_NAMES } from '../../league/state-views/rule-figures.js';
import { cupRoundName } from '../../league/state-views/step-name.js';
import { fullTime, relativeTime, userMention } from '../mentions.js';
import { cardsStepName } from './cards.render.js';
import { COLOURS, name } from './format.js';

/** The league's step in the reader's language: "Season 2, week 5", "Saison 2, 5. Spieltag", "(paused)" after it. */
export function describeStep(
  league: Pick<LeagueSummary, 'season' | 'week' | 'phase' | 'started' | 'paused' | 'step'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!league.started) return t(locale, 'status.step.waiting');
  const { season } = league;
  // A Football Fortunes game's week counter is its turn in the season's calendar; its phase, the kind of round next.
  const turn =
    league.phase === 'league' || league.phase === 'cup'
      ? t(locale, 'status.step.turn', { season, turn: league.week + 1, round: league.phase })
      : null;
  const cards = cardsStepName(league.phase, league.week, locale);
  const cupStep = league.step?.kind === 'cup' || league.step?.kind === 'europe' ? league.step : null;
  const step =
    turn ??
    (cards
      ? t(locale, 'status.step.cards', { season, step: cards })
      : league.phase === 'ended'
        ? t(locale, 'status.step.over', { season: season - 1 })
        : cupStep && league.phase !== 'preseason'
          ? t(locale, cupStep.kind === 'cup' ? 'posts.step.cup' : 'posts.step.europe', {
              season,
              round: roundIn(locale, cupRoundName(cupStep.kind, cupStep.round)),
            })
          : stepLabelIn(locale, { season, week: league.week, phase: league.phase }));
  return league.paused ? t(locale, 'status.step.paused', { step }) : step;
}

/** How /league settings names each cups option. */
export const CUPS_LABELS: Readonly<Record<CupsOption, string>> = {
  off: t('en', 'settings.cups.off'),
  cup: t('en', 'settings.cups.cup'),
  'cup+europe': t('en', 'settings.cups.cup+europe'),
};

function describeEngine(locale: Locale, settings: LeagueSettingsView): string {
  if (settings.engine !== 'detailed') return t(locale, 'settings.engine.classic');
  return t(locale, 'settings.engine.detailed', { substitutions: settings.substitutions, home: settings.homeAdvantages ? 'yes' : 'no' });
}

/** A cards league's own settings: its clubs, its season and its length; it has no match engine or live posts. */
function cardsSettingLines(locale: Locale, cards: CardsSettingsView): string[] {
  return [
    t(locale, 'settings.cards.game'),
    t(locale, 'settings.cards.clubs', { managers: cards.managers, dummies: cards.leagueClubs - cards.managers, cupClubs: cards.cupClubs }),
    t(locale, 'settings.cards.season', { leagueRounds: 2 * (cards.leagueClubs - 1), cupRounds: Math.log2(cards.cupClubs) }),
    t(locale, 'settings.cards.length', { seasons: cards.seasons }),
  ];
}

/** Each balance option's measured results, one line each (docs/cards.md, "Balance"). */
function balanceTable(table: NonNullable<LeagueSettingsView['cardsBalance']>['table']): string[] {
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  return [
    'Balance options, measured over 300 seasons (home / draw / away wins, 0-0, goals a match, stronger sheet wins):',
    ...table.map(
      (f) =>
        `- ${f.option}${f.option === 'article' ? ' (the default)' : ''}: ${pct(f.home)} / ${pct(f.draw)} / ${pct(f.away)}, 0-0 ${pct(f.goalless)}, ${f.goalsPerMatch.toFixed(2)} goals, stronger sheet wins ${pct(f.strongerWins)}`,
    ),
  ];
}

/** The league's settings, one a line, in a language: the reader's when only he sees them, the league's when posted. */
export function renderSettings(settings: LeagueSettingsView, game: LeagueSummary['game'] = 'football', locale: Locale = DEFAULT_LOCALE): string {
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  const reminders = settings.reminderOffsetsHours.map((hours) => t(locale, 'settings.reminderHours', { hours })).join(', ');
  const common = [
    t(locale, 'settings.deadlines', { schedule: scheduleIn(locale, settings.schedule) }),
    t(locale, 'settings.early', { early: yes(settings.advanceWhenReady) }),
    t(locale, 'settings.reminders', { hours: reminders || t(locale, 'settings.noReminders') }),
  ];
  const admin = t(locale, 'settings.adminRole', { role: settings.adminRoleId ? `<@&${settings.adminRoleId}>` : t(locale, 'settings.noAdminRole') });
  if (game === 'cards' && settings.cards) {
    const balance = settings.cardsBalance
      ? [`Balance: ${settings.cardsBalance.description} (${settings.cardsBalance.option})`, ...balanceTable(settings.cardsBalance.table)]
      : [];
    const language = t(locale, 'settings.language', { language: LANGUAGE_NAMES[settings.language] });
    return [...common, ...cardsSettingLines(locale, settings.cards), ...balance, language, admin].join('\n');
  }
  if (game === 'fortunes' && settings.fortunesGame) {
    const { managers, seasons, skill } = settings.fortunesGame;
    return [
      ...common,
      t(locale, 'settings.fortunesGame.game', { managers }),
      t(locale, 'settings.fortunesGame.length', { seasons }),
      t(locale, 'settings.fortunesGame.skill', { skill }),
      admin,
    ].join('\n');
  }
  return [
    ...common,
    t(locale, 'settings.engine', { engine: describeEngine(locale, settings) }),
    t(locale, 'settings.cups', { cups: t(locale, `settings.cups.${settings.cups ?? 'off'}`) }),
    t(locale, 'settings.live', { live: yes(settings.live) }),
    t(locale, 'settings.dice', { dice: settings.dice }),
    t(locale, 'settings.language', { language: LANGUAGE_NAMES[settings.language] }),
    t(locale, 'settings.dealFees', { shown: yes(!settings.hideDealFees) }),
    admin,
    ...gameOptionLines(settings, locale),
  ].join('\n');
}

/** Mentions in status are shown but, like every message, ping nobody. */
/** What changes week to week: the step, the deadline and who is ready. The settings are behind `/league settings`. */
export function renderStatus(view: LeagueStatusView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const { league } = view;
  const managed = view.clubs.filter((club) => club.managerUserId !== null);
  const managers = view.clubs.map(
    // An AI club never waits: only a manager's club is ready or not.
    (club) =>
      `${club.managerUserId ? (club.ready ? '✅' : '⏳') : '🤖'} ${name(club.clubName)}: ${club.managerUserId ? userMention(club.managerUserId) : t(locale, 'status.ai')}`,
  );
  const deadline = league.nextDeadline
    ? `${relativeTime(league.nextDeadline)} (${fullTime(league.nextDeadline)})`
    : t(locale, 'status.deadline.notSet');
  const early = league.settings.advanceWhenReady && league.started ? t(locale, 'status.deadline.early') : '';
  const ready = managed.filter((club) => club.ready).length;
  return {
    title: `${league.name}: ${describeStep(league, locale)}`,
    color: COLOURS.league,
    fields: [
      { name: t(locale, 'status.deadline'), value: `${deadline}${early}` },
      {
        name: managed.length ? t(locale, 'status.managers.ready', { ready, total: managed.length }) : t(locale, 'status.managers'),
        value: managers.join('\n') || t(locale, 'status.managers.none'),
      },
    ],
    footer: { text: t(locale, 'status.footer') },
  };
}

function fixtureLine(fixture: FixtureView, locale: Locale): string {
  return t(locale, 'views.fixture', { home: name(fixture.homeName), away: name(fixture.awayName) });
}

function resultLine(result: ResultView, locale: Locale): string {
  return `${name(result.homeName)} **${scoreIn(locale, result.homeGoals, result.awayGoals)}** ${name(result.awayName)}`;
}

function byRoundAndDivision<T extends FixtureView>(
  items: readonly T[],
  line: (item: T, locale: Locale) => string,
  locale: Locale,
): { name: string; value: string }[] {
  const groups = new Map<string, string[]>();
  for (const item of items) {
    const key = t(locale, 'views.round', { week: item.round, division: divisionIn(locale, item.division) });
    groups.set(key, [...(groups.get(key) ?? []), line(item, locale)]);
  }
  return [...groups].map(([key, lines]) => ({ name: key, value: lines.join('\n') }));
}

/** /league fixtures: a week's matches to come, by division, in a language (the reader's, or the league's when posted). */
export function renderFixtures(fixtures: readonly FixtureView[], locale: Locale = DEFAULT_LOCALE): APIEmbed {
  return {
    title: t(locale, 'views.fixtures.title'),
    color: COLOURS.league,
    fields: byRoundAndDivision(fixtures, fixtureLine, locale),
    ...(fixtures.length === 0 ? { description: t(locale, 'views.fixtures.none') } : {}),
  };
}

/** /league results: the scores so far, by week and division, in a language (the reader's, or the league's when posted). */
export function renderResults(results: readonly ResultView[], locale: Locale = DEFAULT_LOCALE): APIEmbed {
  return {
    title: t(locale, 'views.results.title'),
    color: COLOURS.league,
    fields: byRoundAndDivision(results, resultLine, locale),
    ...(results.length === 0 ? { description: t(locale, 'views.results.none') } : {}),
  };
}

export function renderHistory(view: HistoryView & { awards?: Record<number, StoredSeasonAwards> }, locale: Locale = DEFAULT_LOCALE): APIEmbed[] {
  if (view.seasons.length === 0) {
    const description = !view.finished ? t(locale, 'views.history.none') : t(locale, 'views.history.noSuchSeason', { finished: view.finished });
    return [{ title: t(locale, 'views.history.title'), description, color: COLOURS.league }];
  }
  const club = (id: string) => name(view.clubNames[id] ?? id);
  const embeds: APIEmbed[] = view.seasons.map((season) => ({
    title: t(locale, 'posts.review.title', { season: season.season }),
    color: COLOURS.league,
    fields: [
      { name: t(locale, 'posts.review.champions'), value: club(season.champion), inline: true },
      { name: t(locale, 'posts.review.runnersUp'), value: club(season.runnerUp), inline: true },
      ...season.divisions.map((division) => ({
        name: divisionIn(locale, division.index),
        value: [
          t(locale, 'posts.review.promoted', { clubs: division.promoted.map(club).join(', ') || '—' }),
          t(locale, 'posts.review.relegated', { clubs: division.relegated.map(club).join(', ') || '—' }),
        ].join('\n'),
      })),
      {
        name: t(locale, 'posts.review.topScorers'),
        value:
          season.topScorers
            .slice(0, 5)
            .map((s) => `${name(s.name)} (${s.clubId ? club(s.clubId) : t(locale, 'posts.review.unattached')}): ${s.goals}`)
            .join('\n') || '—',
      },
      ...(season.cups?.length
        ? [
            {
              name: t(locale, 'posts.review.cups'),
              value: season.cups
                .map((cup) =>
                  t(locale, 'posts.review.cupWinner', {
                    competition: competitionIn(locale, COMPETITION_NAMES[cup.competition]),
                    winner: cup.winnerName ? name(cup.winnerName) : club(cup.winnerId),
                    runnerUp: cup.runnerUpName ? name(cup.runnerUpName) : club(cup.runnerUpId),
                  }),
                )
                .join('\n'),
            },
          ]
        : []),
      ...(view.awards?.[season.season] ? [seasonAwardsField(view.awards[season.season]!, view.clubNames, locale)] : []),
    ],
  }));
  if (view.finished !== undefined && view.finished > view.seasons.length) {
    embeds.at(-1)!.footer = { text: t(locale, 'views.history.earlier', { finished: view.finished }) };
  }
  return embeds;
}

/** A season's end: its review and, when they were read, its awards. */
export function renderSeasonReview(message: SeasonReviewMessage, locale: Locale = DEFAULT_LOCALE): APIEmbed[] {
  const review = renderHistory({ seasons: [message.history], clubNames: message.clubNames }, locale);
  return message.awards ? [...review, renderSeasonAwards(message.awards, message.clubNames, locale)] : review;
}
