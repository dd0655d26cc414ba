import { describe, expect, it } from 'vitest';
import { base8FromIndex, base8Index } from '../../../src/engine/detailed/base8.js';
import { ENDURANCE_ALL_FROM, PENALTY_TAKER, POSITION_PROFILES } from '../../../src/engine/detailed/card-mapping.js';
import type { PlayerCard } from '../../../src/engine/detailed/cards.js';
import { buildTeam } from '../../../src/engine/detailed/match-teams.js';
import { keeperCard, outfieldPosition, playerCard } from '../../../src/engine/detailed/player-cards.js';
import { ratedSide } from '../../../src/engine/detailed/rated-side.js';
import type { OutfieldPosition } from '../../../src/engine/model/types.js';

/** House rule (docs/rules.md, "Net Results Soccer"): cards derived from match ratings. */

const count = (card: PlayerCard, reading: string) => card.attack.readings.filter((r) => r === reading).length;
const positions = Object.keys(POSITION_PROFILES) as OutfieldPosition[];
const ratings = [5, 6, 7, 7.5, 8, 9, 10];

describe('Player cards from ratings', () => {
  it.each(positions)('GIVEN a %s at every rating THEN attacking readings sit on 11-67 and defending ones on 68-88', (position) => {
    for (const rating of ratings) {
      const card = playerCard('p', position, rating, { penaltyTaker: true });
      card.attack.readings.forEach((reading, i) => {
        if (reading !== 'P') expect(i).toBeLessThan(base8Index(68));
      });
      card.defence.readings.forEach((reading, i) => {
        if (reading !== 'P') expect(i).toBeGreaterThanOrEqual(base8Index(68));
      });
      expect(card.fls).toBeGreaterThanOrEqual(0);
      expect(card.fls).toBeLessThanOrEqual(5);
      expect(card.d).toBeLessThanOrEqual(20);
    }
  });

  /** Every number 11-88, read as its place on the 64-number chart, against the reading expected there. */
  function expectChart(card: PlayerCard, expected: Record<number, string>) {
    for (let index = 0; index < 64; index++) {
      const value = base8FromIndex(index);
      const attack = card.attack.readings[index]! + (card.attack.splits[index] ? `(${card.attack.splits[index]})` : '');
      const defence = card.defence.readings[index]! + (card.defence.splits[index] ? `(${card.defence.splits[index]})` : '');
      const want = expected[value] ?? 'P';
      expect(value >= 68 ? attack : defence, `the ${value >= 68 ? 'attacking' : 'defending'} half at ${value}`).toBe('P');
      expect(value >= 68 ? defence : attack, `reading ${value} (index ${index})`).toBe(want);
    }
  }

  it('GIVEN a centre back rated 7.5 THEN every number reads as the mapping lays it out: defending readings from 68, OG kept', () => {
    // Cr 0.65 (a split 7), Fld 2.1, Fld3 1, Off 0.1 (split 1), Sh? 1.35 (split 4), P+ 1.5 (2), P* 9; Cd 1.1 (split 1), Tkl 3, Int 3.5 (4), OG 0.1 (split 1).
    const expected: Record<number, string> = {
      11: 'Cr(7)',
      12: 'Fld',
      13: 'Fld',
      14: 'Fld3',
      15: 'Off(1)',
      16: 'Sh?',
      17: 'Sh?(4)',
      18: 'P+',
      21: 'P+',
    };
    for (const value of [22, 23, 24, 25, 26, 27, 28, 31, 32]) expected[value] = 'P*';
    Object.assign(expected, { 68: 'Cd', 71: 'Cd(1)', 72: 'Tkl', 73: 'Tkl', 74: 'Tkl', 75: 'Int', 76: 'Int', 77: 'Int', 78: 'Int', 81: 'OG(1)' });
    expectChart(playerCard('p', 'CB', 7.5, { penaltyTaker: false }), expected);
  });

  it('GIVEN a centre forward rated 7.5 who takes penalties THEN every number reads as the mapping lays it out', () => {
    // Cr 1.85 (split 9), Fld 4, Fld3 1, PK 0.6 (split 6), Off 2.7 (split 7), Sh? 9, P+ 4.5 (5), P* 4.5 (5); Cd 0.6 (split 6), Tkl 1, Int 0.5 (1).
    const expected: Record<number, string> = {
      11: 'Cr',
      12: 'Cr(9)',
      13: 'Fld',
      14: 'Fld',
      15: 'Fld',
      16: 'Fld',
      17: 'Fld3',
      18: 'PK(6)',
      21: 'Off',
      22: 'Off',
      23: 'Off(7)',
    };
    for (const value of [24, 25, 26, 27, 28, 31, 32, 33, 34]) expected[value] = 'Sh?';
    for (const value of [35, 36, 37, 38, 41]) expected[value] = 'P+';
    for (const value of [42, 43, 44, 45, 46]) expected[value] = 'P*';
    Object.assign(expected, { 68: 'Cd(6)', 71: 'Tkl', 72: 'Int' });
    expectChart(playerCard('p', 'CF', 7.5, { penaltyTaker: true }), expected);
  });

  it.each(positions)('GIVEN a %s at every rating THEN his defending half starts on 68 with his Cd', (position) => {
    for (const rating of ratings) {
      const card = playerCard('p', position, rating, { penaltyTaker: false });
      expect(card.defence.readings[base8Index(68)]).toBe('Cd');
      expect(card.defence.readings.slice(0, base8Index(68)).every((r) => r === 'P')).toBe(true);
    }
  });

  it('GIVEN a centre back rated 7.5 to 10 THEN he keeps an OG number', () => {
    for (const rating of [7.5, 8, 9, 10]) expect(playerCard('p', 'CB', rating, { penaltyTaker: false }).defence.readings).toContain('OG');
  });

  it('GIVEN each position THEN defenders and central midfielders carry straight reds (nRed) and the rest plain yellows', () => {
    const reds = Object.fromEntries(positions.map((position) => [position, playerCard('p', position, 7.5, { penaltyTaker: false }).cd.red]));
    expect(reds).toEqual({ CB: 12, SB: 11, CM: 11, SM: 'never', CF: 'never' });
  });

  it('GIVEN a better forward THEN he has more Sh?, a wider On and a higher GL', () => {
    const weak = playerCard('p', 'CF', 6, { penaltyTaker: false });
    const strong = playerCard('p', 'CF', 9, { penaltyTaker: false });
    expect(count(strong, 'Sh?')).toBeGreaterThan(count(weak, 'Sh?'));
    expect(strong.on).toBeGreaterThan(weak.on);
    expect(strong.gl).toBeGreaterThan(weak.gl);
  });

  it('GIVEN a better centre back THEN he stops more shots and tackles more', () => {
    const weak = playerCard('p', 'CB', 6, { penaltyTaker: false });
    const strong = playerCard('p', 'CB', 9, { penaltyTaker: false });
    expect(strong.d).toBeGreaterThan(weak.d);
    expect(strong.defence.readings.filter((r) => r === 'Tkl').length).toBeGreaterThan(weak.defence.readings.filter((r) => r === 'Tkl').length);
  });

  it("GIVEN the penalty taker THEN his card has a PK number split to the mapping's fraction and a PK reading; others have none", () => {
    const taker = playerCard('p', 'CF', 7.5, { penaltyTaker: true });
    const other = playerCard('p', 'CF', 7.5, { penaltyTaker: false });
    expect(count(taker, 'PK')).toBe(Math.ceil(PENALTY_TAKER.cells[0]));
    const pkAt = taker.attack.readings.lastIndexOf('PK');
    expect(taker.attack.splits[pkAt]).toBe(Math.round((PENALTY_TAKER.cells[0] % 1) * 10));
    expect(taker.pk).toBeGreaterThan(60);
    expect(count(other, 'PK')).toBe(0);
    expect(other.pk).toBe(0);
  });

  it('GIVEN an En at or past the "All" mark THEN it reads All', () => {
    const enduring = positions.find((p) => POSITION_PROFILES[p].en[0] + 2.5 * POSITION_PROFILES[p].en[1] >= ENDURANCE_ALL_FROM)!;
    expect(playerCard('p', enduring, 10, { penaltyTaker: false }).en).toBeNull();
    expect(playerCard('p', 'CF', 5, { penaltyTaker: false }).en).toBeLessThan(ENDURANCE_ALL_FROM);
  });

  it('GIVEN paired slot demands THEN CF+SM plays as a CF and SB+SM as an SB', () => {
    expect(outfieldPosition('CF+SM')).toBe('CF');
    expect(outfieldPosition('SB+SM')).toBe('SB');
  });

  it('GIVEN the same position and rating THEN two players share a card but keep their own ids', () => {
    const a = playerCard('a', 'CM', 7, { penaltyTaker: false });
    const b = playerCard('b', 'CM', 7, { penaltyTaker: false });
    expect(a.attack).toBe(b.attack);
    expect([a.playerId, b.playerId]).toEqual(['a', 'b']);
  });
});

describe('Keeper cards from ratings', () => {
  const goalFrom = (rating: number) => keeperCard('k', rating).onColumn.readings.indexOf('Goal') + 1;

  it('GIVEN a better keeper THEN his Goal range starts higher and his On adj is lower', () => {
    expect(goalFrom(9)).toBeGreaterThan(goalFrom(6));
    expect(keeperCard('k', 9).onAdjust).toBeLessThan(keeperCard('k', 6).onAdjust);
  });

  it.each([
    [5, 5],
    [6, 3],
    [7, 1],
    [7.5, 0],
    [8, -1],
    [9, -3],
    [10, -5],
  ])('GIVEN a keeper rated %s THEN his On adj is %i base-8 steps (docs/rules.md: 2 a point, within -5 to +5)', (rating, steps) => {
    expect(keeperCard('k', rating).onAdjust).toBe(steps);
  });

  it("GIVEN the keeper's rating THEN his PK adjustment is -10 from 9, +10 up to 6, else 0", () => {
    expect(keeperCard('k', 9).pkAdjust).toBe(-10);
    expect(keeperCard('k', 7.5).pkAdjust).toBe(0);
    expect(keeperCard('k', 6).pkAdjust).toBe(10);
  });

  it('GIVEN any keeper THEN his On column has every reading and Goal runs to 100', () => {
    const column = keeperCard('k', 7.5).onColumn.readings;
    for (const reading of ['Counter', 'Normal', 'Card', 'Own goal', 'Fouled', 'Corner', 'Reb. Sh', 'Injury', 'Goal'])
      expect(column).toContain(reading);
    expect(column[99]).toBe('Goal');
  });

  it('GIVEN any keeper THEN his Off column reads Counter, Normal and Corner', () => {
    expect(new Set(keeperCard('k', 7.5).offColumn.readings)).toEqual(new Set(['Counter', 'Normal', 'Corner']));
  });
});

describe('Teams', () => {
  it('GIVEN a 4-4-2 THEN defenders are numbered 1-4, midfielders 5-8, forwards 9-10 and the best forward takes penalties', () => {
    const side = ratedSide('c', { keeper: 7, defence: 7, midfield: 7, attack: 7 });
    if (side.kind !== 'player') throw new Error('player side expected');
    side.slots[10]!.rating = 8;
    const team = buildTeam('home', side);
    expect(team.pitch.map((p) => p?.card.line)).toEqual(['D', 'D', 'D', 'D', 'M', 'M', 'M', 'M', 'A', 'A']);
    expect(team.pitch.map((p) => p!.card.pk > 0)).toEqual([false, false, false, false, false, false, false, false, false, true]);
    expect(team.bench).toHaveLength(7);
    expect(team.keeper.card.playerId).toBe('c-1');
  });

  it('GIVEN a non-player team with D* 42 and A* 28 THEN it fields a notional 4-4-2 rated 7, its men numbered by shirt (2 to 11, the keeper 1, the bench 12 on)', () => {
    const team = buildTeam('away', { kind: 'non-player', clubId: 'np', division: 2, depleted: false, goalkeeper: 7, defend: 42, attack: 28 });
    expect(team.pitch.map((p) => p?.card.playerId)).toEqual(['np#2', 'np#3', 'np#4', 'np#5', 'np#6', 'np#7', 'np#8', 'np#9', 'np#10', 'np#11']);
    expect(team.keeper.card.playerId).toBe('np#1');
    expect(team.bench.map((b) => b.playerId)).toEqual(['np#12', 'np#13', 'np#14', 'np#15', 'np#16', 'np#17', 'np#18']);
    expect(team.pitch[0]!.card).toMatchObject(playerCard('np#2', 'SB', 7, { penaltyTaker: false }));
    expect(team.bench).toHaveLength(7);
    expect(team.bench.filter((b) => b.keeper)).toHaveLength(1);
  });

  it('GIVEN a depleted non-player team THEN its bench is three deep', () => {
    const team = buildTeam('away', { kind: 'non-player', clubId: 'np', division: 3, depleted: true, goalkeeper: 6, defend: 33, attack: 22 });
    expect(team.bench).toHaveLength(3);
  });
});
