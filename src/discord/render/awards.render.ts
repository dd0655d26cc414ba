import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { APIEmbed } from 'discord.js';
import { awardName, type AwardedPlayer, type ManagerOfTheMonth, type StoredSeasonAwards } from '../../league/index.js';
import type { Line } from '../../engine/model/types.js';
import { LIMITS } from '../limits.js';
import { userMention } from '../mentions.js';
import { truncate } from '../text.js';
import { COLOURS, name } from './format.js';
import type { PitchView } from './images/pitch.image.js';

/** The team of the season's picture, attached under this name to the post that shows the awards. */
export const TEAM_OF_THE_SEASON_FILE = 'team-of-the-season.png';

const LINES: readonly Line[] = ['G', 'D', 'M', 'A'];

function who(p: AwardedPlayer, club: (id: string) => string): string {
  return `**${name(p.name)}** (${club(p.clubId)})`;
}

/** A match rating average, kept in tenths, with two decimals as the language writes them: "7.40", "7,40". */
function averageIn(locale: Locale, tenths: number): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(tenths / 10);
}

/** The team of the season line by line, as words: the picture's text equivalent. */
export function describeTeamOfTheSeason(awards: StoredSeasonAwards, club: (id: string) => string, locale: Locale = DEFAULT_LOCALE): string {
  return LINES.flatMap((line) => {
    const men = awards.teamOfTheSeason.filter((p) => p.line === line);
    return men.length
      ? [
          `${t(locale, `posts.awards.line.${line}`)}: ${men.map((p) => `${name(p.name)} (${club(p.clubId)}) ${averageIn(locale, p.average)}`).join(', ')}`,
        ]
      : [];
  }).join('\n');
}

/**
 * A season's awards in the channel (docs/rules.md, "Awards"): each award in a line, the team of the season as words
 * with its picture as the embed's image. Members are named by mention, which an embed shows and never pings.
 */
export function renderSeasonAwards(awards: StoredSeasonAwards, clubNames: Record<string, string>, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const club = (id: string) => name(clubNames[id] ?? id);
  const lines = awardLines(awards, club, locale);
  const team = awards.teamOfTheSeason.length > 0;
  return {
    title: t(locale, 'posts.awards.title', { season: awards.season }),
    description: lines.join('\n') || t(locale, 'posts.awards.none'),
    color: COLOURS.league,
    ...(team
      ? {
          fields: [{ name: t(locale, 'posts.awards.team'), value: describeTeamOfTheSeason(awards, club, locale) }],
          image: { url: `attachment://${TEAM_OF_THE_SEASON_FILE}` },
        }
      : {}),
  };
}

/**
 * A finished season's awards as `/league history` tells them, in one field: each award, then each month's manager.
 * The team of the season is left to the season's end post, whose picture shows it.
 */
export function seasonAwardsField(
  awards: StoredSeasonAwards,
  clubNames: Record<string, string>,
  locale: Locale = DEFAULT_LOCALE,
): { name: string; value: string } {
  const club = (id: string) => name(clubNames[id] ?? id);
  const months = awards.months.map(
    (m) => `${t(locale, 'posts.story.monthWeeks', { from: m.fromRound, to: m.toRound })}: ${userMention(m.userId)} (${club(m.clubId)})`,
  );
  const lines = [...awardLines(awards, club, locale), ...(months.length ? [t(locale, 'award.history.months', { months: months.join('; ') })] : [])];
  return { name: t(locale, 'award.history.field'), value: truncate(lines.join('\n') || t(locale, 'posts.awards.none'), LIMITS.fieldValue) };
}

/** Each award of the season in a line; members by mention, which an embed shows and never pings. */
function awardLines(awards: StoredSeasonAwards, club: (id: string) => string, locale: Locale): string[] {
  // An average is kept in tenths; the message formats it with two decimals, as the language writes them.
  const average = (tenths: number) => tenths / 10;
  const { champion, playerOfTheSeason: best, goldenBoot, bestGoalkeeper: keeper, youngPlayer: young, bestPredictor } = awards;
  return [
    champion &&
      (champion.managerUserId
        ? t(locale, 'posts.awards.championsManager', {
            award: awardName('champions-manager', locale),
            manager: userMention(champion.managerUserId),
            club: club(champion.clubId),
          })
        : t(locale, 'posts.awards.championsComputer', { club: club(champion.clubId) })),
    best &&
      t(locale, 'posts.awards.playerOfTheSeason', {
        award: awardName('player-of-the-season', locale),
        player: who(best, club),
        average: average(best.average),
        apps: best.apps,
      }),
    goldenBoot &&
      t(locale, 'posts.awards.goldenBoot', { award: awardName('golden-boot', locale), player: who(goldenBoot, club), goals: goldenBoot.goals }),
    keeper &&
      t(locale, 'posts.awards.bestGoalkeeper', {
        award: awardName('best-goalkeeper', locale),
        player: who(keeper, club),
        average: average(keeper.average),
        cleanSheets: keeper.cleanSheets,
      }),
    young &&
      t(locale, 'posts.awards.youngPlayer', { award: awardName('young-player', locale), player: who(young, club), average: average(young.average) }),
    bestPredictor &&
      t(locale, 'posts.awards.bestPredictor', {
        award: awardName('best-predictor', locale),
        manager: userMention(bestPredictor.userId),
        points: bestPredictor.points,
      }),
  ].filter((line): line is string => Boolean(line));
}

/** The team of the season on the pitch, each man's average match rating in his shirt and his club under his name. */
export function teamOfTheSeasonView(awards: StoredSeasonAwards, clubNames: Record<string, string>, locale: Locale = DEFAULT_LOCALE): PitchView {
  return {
    clubName: t(locale, 'pictures.team.title', { season: awards.season }),
    formation: '4-4-2',
    subtitle: t(locale, 'pictures.team.subtitle'),
    legend: t(locale, 'pictures.team.legend'),
    locale,
    places: awards.teamOfTheSeason.map((p) => ({
      line: p.line,
      slot: clubNames[p.clubId] ?? p.clubId,
      name: p.name,
      rating: p.average / 10,
      form: null,
      injured: false,
    })),
  };
}

/** The week heading's line at a month's end (a mention in an embed: shown as his name, never a ping). */
export function managerOfTheMonthLine(best: (ManagerOfTheMonth & { clubName: string }) | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!best) return '';
  const weeks =
    best.fromRound === best.toRound
      ? t(locale, 'posts.story.monthWeek', { week: best.fromRound })
      : t(locale, 'posts.story.monthWeeks', { from: best.fromRound, to: best.toRound });
  const { won, drawn, lost, points } = best;
  return t(locale, 'posts.story.managerOfTheMonth', {
    award: awardName('manager-of-the-month', locale),
    weeks,
    manager: userMention(best.userId),
    club: name(best.clubName),
    won,
    drawn,
    lost,
    points,
  });
}
