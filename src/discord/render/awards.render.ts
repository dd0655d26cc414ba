import type { APIEmbed } from 'discord.js';
import type { AwardedPlayer, ManagerOfTheMonth, StoredSeasonAwards } from '../../league/index.js';
import { shownAverage } from '../../league/index.js';
import type { Line } from '../../engine/model/types.js';
import { LIMITS } from '../limits.js';
import { userMention } from '../mentions.js';
import { truncate } from '../text.js';
import { COLOURS, name, plural } from './format.js';
import type { PitchView } from './images/pitch.image.js';

/** The team of the season's picture, attached under this name to the post that shows the awards. */
export const TEAM_OF_THE_SEASON_FILE = 'team-of-the-season.png';

const LINES: [Line, string][] = [
  ['G', 'Goalkeeper'],
  ['D', 'Defenders'],
  ['M', 'Midfielders'],
  ['A', 'Forwards'],
];

function who(p: AwardedPlayer, club: (id: string) => string): string {
  return `**${name(p.name)}** (${club(p.clubId)})`;
}

/** The team of the season line by line, as words: the picture's text equivalent. */
export function describeTeamOfTheSeason(awards: StoredSeasonAwards, club: (id: string) => string): string {
  return LINES.flatMap(([line, label]) => {
    const men = awards.teamOfTheSeason.filter((p) => p.line === line);
    return men.length ? [`${label}: ${men.map((p) => `${name(p.name)} (${club(p.clubId)}) ${shownAverage(p.average)}`).join(', ')}`] : [];
  }).join('\n');
}

/**
 * A season's awards in the channel (docs/rules.md, "Awards"): each award in a line, the team of the season as words
 * with its picture as the embed's image. Members are named by mention, which an embed shows and never pings.
 */
export function renderSeasonAwards(awards: StoredSeasonAwards, clubNames: Record<string, string>): APIEmbed {
  const club = (id: string) => name(clubNames[id] ?? id);
  const lines = awardLines(awards, club);
  const team = awards.teamOfTheSeason.length > 0;
  return {
    title: `Season ${awards.season}: the awards`,
    description: lines.join('\n') || NO_AWARDS,
    color: COLOURS.league,
    ...(team
      ? {
          fields: [{ name: 'Team of the season (4-4-2, average match rating)', value: describeTeamOfTheSeason(awards, club) }],
          image: { url: `attachment://${TEAM_OF_THE_SEASON_FILE}` },
        }
      : {}),
  };
}

const NO_AWARDS = 'Nobody played enough league games for an award.';

/**
 * A finished season's awards as `/league history` tells them, in one field: each award, then each month's manager.
 * The team of the season is left to the season's end post, whose picture shows it.
 */
export function seasonAwardsField(awards: StoredSeasonAwards, clubNames: Record<string, string>): { name: string; value: string } {
  const club = (id: string) => name(clubNames[id] ?? id);
  const months = awards.months.map((m) => `weeks ${m.fromRound}–${m.toRound}: ${userMention(m.userId)} (${club(m.clubId)})`);
  const lines = [...awardLines(awards, club), ...(months.length ? [`📅 Managers of the month: ${months.join('; ')}`] : [])];
  return { name: 'Awards', value: truncate(lines.join('\n') || NO_AWARDS, LIMITS.fieldValue) };
}

/** Each award of the season in a line; members by mention, which an embed shows and never pings. */
function awardLines(awards: StoredSeasonAwards, club: (id: string) => string): string[] {
  return [
    awards.champion &&
      (awards.champion.managerUserId
        ? `🏆 Champions’ manager: ${userMention(awards.champion.managerUserId)}, ${club(awards.champion.clubId)}`
        : `🏆 Champions: ${club(awards.champion.clubId)}, run by the computer`),
    awards.playerOfTheSeason &&
      `⭐ Player of the season: ${who(awards.playerOfTheSeason, club)}, ${shownAverage(awards.playerOfTheSeason.average)} a game over ${plural(awards.playerOfTheSeason.apps, 'game')}`,
    awards.goldenBoot && `👟 Golden boot: ${who(awards.goldenBoot, club)}, ${plural(awards.goldenBoot.goals, 'league goal')}`,
    awards.bestGoalkeeper &&
      `🧤 Best goalkeeper: ${who(awards.bestGoalkeeper, club)}, ${shownAverage(awards.bestGoalkeeper.average)} a game, ${plural(awards.bestGoalkeeper.cleanSheets, 'clean sheet')}`,
    awards.youngPlayer && `🌱 Young player: ${who(awards.youngPlayer, club)}, ${shownAverage(awards.youngPlayer.average)} a game`,
    awards.bestPredictor && `🔮 Best predictor: ${userMention(awards.bestPredictor.userId)}, ${plural(awards.bestPredictor.points, 'point')}`,
  ].filter((line): line is string => Boolean(line));
}

/** The team of the season on the pitch, each man's average match rating in his shirt and his club under his name. */
export function teamOfTheSeasonView(awards: StoredSeasonAwards, clubNames: Record<string, string>): PitchView {
  return {
    clubName: `Season ${awards.season}: team of the season`,
    formation: '4-4-2',
    subtitle: 'The best average match ratings of the season’s league games',
    legend: 'In the shirt: average match rating · under the name: his club',
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
export function managerOfTheMonthLine(best: (ManagerOfTheMonth & { clubName: string }) | undefined): string {
  if (!best) return '';
  const weeks = best.fromRound === best.toRound ? `week ${best.fromRound}` : `weeks ${best.fromRound}–${best.toRound}`;
  return `🏅 Manager of the month (${weeks}): ${userMention(best.userId)}, ${name(best.clubName)}: won ${best.won}, drawn ${best.drawn}, lost ${best.lost}, ${plural(best.points, 'point')}.`;
}
