import { describe, expect, it } from 'vitest';
import { withPictures } from '../../src/discord/outbox-poster.js';
import {
  managerOfTheMonthLine,
  renderSeasonAwards,
  seasonAwardsField,
  TEAM_OF_THE_SEASON_FILE,
  teamOfTheSeasonView,
} from '../../src/discord/render/awards.render.js';
import { renderWeekStory } from '../../src/discord/render/week-story.render.js';
import { embedLength, fitsDiscord } from '../../src/discord/split.js';
import { nameBook } from '../../src/discord/render/names.js';
import { renderOutbox } from '../../src/discord/render/outbox.render.js';
import { LIMITS } from '../../src/discord/limits.js';
import type { Line } from '../../src/engine/model/types.js';
import type { AwardedPlayer, ManagerOfTheMonth, OutboxPayload, StoredSeasonAwards, WeekSummaryMessage } from '../../src/league/index.js';

const PNG = [0x89, 0x50, 0x4e, 0x47];
const LONG = 'Maximilian Alexander Vanderbilt'; // 31 characters, near the longest name a league allows

function man(id: string, line: Line, average: number, extra: Partial<AwardedPlayer> = {}): AwardedPlayer {
  return { playerId: id, name: `${LONG} ${id}`, clubId: `c${id.length % 4}`, apps: 14, average, goals: 0, cleanSheets: 0, line, ...extra };
}

const team = [
  man('g1', 'G', 74.5, { cleanSheets: 6 }),
  ...['d1', 'd2', 'd3', 'd4'].map((id) => man(id, 'D', 70)),
  ...['m1', 'm2', 'm3', 'm4'].map((id) => man(id, 'M', 71.5)),
  man('a1', 'A', 80, { goals: 15 }),
  man('a2', 'A', 76),
];

const awards: StoredSeasonAwards = {
  season: 3,
  champion: { clubId: 'c1', managerUserId: '111' },
  playerOfTheSeason: team[9]!,
  goldenBoot: team[9]!,
  bestGoalkeeper: team[0]!,
  youngPlayer: team[5]!,
  teamOfTheSeason: team,
  bestPredictor: { userId: '222', points: 31 },
  months: [],
};
const clubNames = { c0: 'Athletic Long Name Football Club', c1: 'Ann United', c2: 'Bob Rovers', c3: 'Cal Town' };

describe('the season’s awards in the channel', () => {
  it('GIVEN a season’s awards THEN each is one line naming the man, his club and his figures; members are mentions', () => {
    const embed = renderSeasonAwards(awards, clubNames);
    expect(embed.title).toBe('Season 3: the awards');
    const lines = embed.description!.split('\n');
    expect(lines).toEqual([
      '🏆 Champions’ manager: <@111>, Ann United',
      expect.stringMatching(/^⭐ Player of the season: \*\*Maximilian Alexander Vanderbilt a1\*\* \(.+\), 8\.00 a game over 14 games$/),
      expect.stringMatching(/^👟 Golden boot: .+a1.+, 15 league goals$/),
      expect.stringMatching(/^🧤 Best goalkeeper: .+g1.+, 7\.45 a game, 6 clean sheets$/),
      expect.stringMatching(/^🌱 Young player: .+m1.+, 7\.15 a game$/),
      '🔮 Best predictor: <@222>, 31 points',
    ]);
    expect(embed.fields![0]!.name).toMatch(/Team of the season \(4-4-2/);
    expect(embed.fields![0]!.value.split('\n').map((l) => l.split(':')[0])).toEqual(['Goalkeeper', 'Defenders', 'Midfielders', 'Forwards']);
    expect(embed.image).toEqual({ url: `attachment://${TEAM_OF_THE_SEASON_FILE}` });
  });

  it('GIVEN a champion nobody managed, no predictions and no team THEN it says the computer, leaves the predictor out and shows no picture', () => {
    const embed = renderSeasonAwards(
      { ...awards, champion: { clubId: 'c2', managerUserId: null }, bestPredictor: null, teamOfTheSeason: [], youngPlayer: null },
      clubNames,
    );
    expect(embed.description).toContain('🏆 Champions: Bob Rovers, run by the computer');
    expect(embed.description).not.toMatch(/predictor|Young player/);
    expect(embed.image).toBeUndefined();
    expect(embed.fields).toBeUndefined();
  });

  it('GIVEN /league history THEN a season’s awards are one field, each award a line and the months’ managers after them, within its limit', () => {
    const months: ManagerOfTheMonth[] = [1, 2, 3, 4].map((month) => ({
      month,
      fromRound: month * 4 - 3,
      toRound: Math.min(month * 4, 14),
      userId: `10000000000000000${month}`,
      clubId: 'c0',
      played: 4,
      won: 3,
      drawn: 1,
      lost: 0,
      points: 10,
      goalsFor: 8,
      goalsAgainst: 2,
    }));
    const field = seasonAwardsField({ ...awards, months }, clubNames);
    expect(field.name).toBe('Awards');
    const lines = field.value.split('\n');
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      '🏆 Champions’ manager',
      '⭐ Player of the season',
      '👟 Golden boot',
      '🧤 Best goalkeeper',
      '🌱 Young player',
      '🔮 Best predictor',
      '📅 Managers of the month',
    ]);
    expect(lines.at(-1)).toBe(
      `📅 Managers of the month: ${months.map((m) => `weeks ${m.fromRound}–${m.toRound}: <@${m.userId}> (Athletic Long Name Football Club)`).join('; ')}`,
    );
    expect(field.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
    expect(
      seasonAwardsField(
        { ...awards, champion: null, playerOfTheSeason: null, goldenBoot: null, bestGoalkeeper: null, youngPlayer: null, bestPredictor: null },
        clubNames,
      ).value,
    ).toBe('Nobody played enough league games for an award.');
  });

  it('GIVEN the longest names THEN the awards keep every limit of one embed', () => {
    const embed = renderSeasonAwards(awards, clubNames);
    expect(embedLength(embed)).toBeLessThan(1_500);
    expect(embed.description!.length).toBeLessThanOrEqual(LIMITS.description);
    for (const field of embed.fields!) expect(field.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
  });

  it('GIVEN the team of the season THEN the picture stands each man in his line with his average and his club', () => {
    const view = teamOfTheSeasonView(awards, clubNames);
    expect(view.formation).toBe('4-4-2');
    expect(view.places.map((p) => p.line).join('')).toBe('GDDDDMMMMAA');
    expect(view.places[0]).toMatchObject({ name: `${LONG} g1`, rating: 7.45, form: null, injured: false });
    expect(view.places[1]!.slot).toBe(clubNames[awards.teamOfTheSeason[1]!.clubId as keyof typeof clubNames]);
  });

  it('GIVEN the season’s end told as a story THEN the awards and the picture go in one message within Discord’s limits, the picture shown by the awards’ own embed', () => {
    const history = { season: 3, divisions: [], champion: 'c1', runnerUp: 'c2', topScorers: [] };
    const payload: OutboxPayload = {
      kind: 'week-story',
      message: {
        parts: [{ kind: 'season-review', message: { history, clubNames, awards } }],
        headlines: [],
        undecided: [],
        headlineNames: { players: {}, clubs: {} },
      },
    };
    const names = nameBook({}, {});
    const [parts, files] = withPictures(renderOutbox(payload, names), payload, names);
    expect(parts).toHaveLength(1);
    expect(parts.every(fitsDiscord)).toBe(true);
    expect(files[0]!.map((f) => f.name)).toEqual([TEAM_OF_THE_SEASON_FILE]);
    const file = files[0]![0]!;
    expect([...file.data.subarray(0, 4)]).toEqual(PNG);
    expect(file.description).toMatch(/^Season 3: team of the season\. Goalkeeper: Maximilian/);
    expect(file.description).not.toContain('\\');
    const showing = parts[0]!.embeds.filter((e) => e.image?.url === `attachment://${TEAM_OF_THE_SEASON_FILE}`);
    expect(showing.map((e) => e.title)).toEqual(['Season 3: the awards']);
  });

  const month: ManagerOfTheMonth & { clubName: string } = {
    month: 4,
    fromRound: 13,
    toRound: 14,
    userId: '333',
    clubId: 'c3',
    clubName: 'Cal *Town*',
    played: 2,
    won: 1,
    drawn: 1,
    lost: 0,
    points: 4,
    goalsFor: 3,
    goalsAgainst: 1,
  };

  it('GIVEN the week that closes a month THEN its heading names the manager of the month by mention, with his club and record', () => {
    const summary: WeekSummaryMessage = {
      leagueName: 'Friends',
      season: 1,
      week: 14,
      phase: 'season',
      results: [],
      events: [],
      managedClubIds: [],
      nextDeadline: null,
      names: { players: {}, clubs: {} },
      managerOfTheMonth: month,
    };
    const [heading] = renderWeekStory({
      parts: [{ kind: 'week-summary', message: summary }],
      headlines: [],
      undecided: [],
      headlineNames: { players: {}, clubs: {} },
    });
    expect(heading!.description).toBe('🏅 Manager of the month (weeks 13–14): <@333>, Cal \\*Town\\*: won 1, drawn 1, lost 0, 4 points.');
    const { managerOfTheMonth: _, ...plain } = summary;
    expect(
      renderWeekStory({
        parts: [{ kind: 'week-summary', message: plain }],
        headlines: [],
        undecided: [],
        headlineNames: { players: {}, clubs: {} },
      })[0]!.description,
    ).not.toMatch(/Manager of the month/);
    expect(managerOfTheMonthLine({ ...month, fromRound: 14 })).toMatch(/\(week 14\)/);
  });
});
