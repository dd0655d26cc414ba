import { describe, expect, it } from 'vitest';
import { managerOfTheMonthLine, renderSeasonAwards, seasonAwardsField } from '../../src/discord/render/awards.render.js';
import type { AwardedPlayer, ManagerOfTheMonth, ProfileAward, StoredSeasonAwards } from '../../src/league/index.js';
import { awardName, awardText, type AwardKind } from '../../src/league/index.js';
import { englishLines } from '../support/english-words.js';

/** Each award is named once, in the catalogue: the season's end, /league history, /profile and the web page say the same words. */

const KINDS: AwardKind[] = [
  'champions-manager',
  'manager-of-the-month',
  'best-predictor',
  'player-of-the-season',
  'golden-boot',
  'best-goalkeeper',
  'young-player',
];
const WON: ProfileAward[] = [
  { kind: 'champions-manager', season: 2 },
  { kind: 'manager-of-the-month', season: 2, fromRound: 5, toRound: 8 },
  { kind: 'best-predictor', season: 3, points: 31 },
];

const man = (id: string, extra: Partial<AwardedPlayer> = {}): AwardedPlayer => ({
  playerId: id,
  name: `Jens ${id}`,
  clubId: 'c1',
  apps: 14,
  average: 72,
  goals: 12,
  cleanSheets: 5,
  line: 'A',
  ...extra,
});
const month: ManagerOfTheMonth = {
  userId: '333',
  clubId: 'c1',
  fromRound: 5,
  toRound: 8,
  won: 3,
  drawn: 1,
  lost: 0,
  points: 10,
} as ManagerOfTheMonth;
const awards: StoredSeasonAwards = {
  season: 3,
  champion: { clubId: 'c1', managerUserId: '111' },
  playerOfTheSeason: man('a1'),
  goldenBoot: man('a1'),
  bestGoalkeeper: man('g1', { line: 'G' }),
  youngPlayer: man('m1', { line: 'M' }),
  teamOfTheSeason: [],
  bestPredictor: { userId: '222', points: 31 },
  months: [month],
} as StoredSeasonAwards;
const clubNames = { c1: 'Kesselbach' };

describe('the awards named once', () => {
  it('GIVEN English THEN each award and each won award read as they did', () => {
    expect(KINDS.map((kind) => awardName(kind))).toEqual([
      'Champions’ manager',
      'Manager of the month',
      'Best predictor',
      'Player of the season',
      'Golden boot',
      'Best goalkeeper',
      'Young player',
    ]);
    expect(WON.map((award) => awardText(award, 'en'))).toEqual([
      'Champions’ manager, season 2',
      'Manager of the month, season 2, weeks 5–8',
      'Best predictor, season 3 (31 points)',
    ]);
  });

  it('GIVEN German THEN each award is German, the month’s award "Manager des Monats", with no English word', () => {
    expect(KINDS.map((kind) => awardName(kind, 'de'))).toEqual([
      'Meistertrainer',
      'Manager des Monats',
      'Bester Tipper',
      'Spieler der Saison',
      'Torschützenkönig',
      'Bester Torhüter',
      'Bester Nachwuchsspieler',
    ]);
    const won = WON.map((award) => awardText(award, 'de'));
    expect(won).toEqual(['Meistertrainer, Saison 2', 'Manager des Monats, Saison 2, Spieltage 5–8', 'Bester Tipper, Saison 3 (31 Punkte)']);
    expect(englishLines(won.join('\n'))).toEqual([]);
  });

  it("GIVEN the season's end, /league history and the month's line in German THEN they name the awards so, with no English word", () => {
    const embed = renderSeasonAwards(awards, clubNames, 'de');
    const field = seasonAwardsField(awards, clubNames, 'de');
    const line = managerOfTheMonthLine({ ...month, clubName: 'Kesselbach' }, 'de');
    const words = [embed.title, embed.description, field.name, field.value, line].join('\n');
    expect(englishLines(words.replace(/Kesselbach|Jens \w+/g, ''))).toEqual([]);
    for (const kind of KINDS) expect(words).toContain(awardName(kind, 'de'));
    expect(field.name).toBe('Auszeichnungen');
    expect(field.value.split('\n').at(-1)).toBe('📅 Manager des Monats: 5. bis 8. Spieltag: <@333> (Kesselbach)');
    expect(words).not.toContain('Trainer des Monats');
  });

  it("GIVEN /league history's field in English THEN it reads as it did", () => {
    const field = seasonAwardsField(awards, clubNames);
    expect(field.name).toBe('Awards');
    expect(field.value.split('\n').at(-1)).toBe('📅 Managers of the month: weeks 5–8: <@333> (Kesselbach)');
    expect(field.value.split('\n')[0]).toBe('🏆 Champions’ manager: <@111>, Kesselbach');
  });
});
