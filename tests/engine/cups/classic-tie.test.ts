import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { settleClassicTie, shootOutSideOf } from '../../../src/engine/cups/classic-tie.js';
import { playMatch } from '../../../src/engine/play-match.js';
import type { MatchSide } from '../../../src/engine/match/match-side.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { nonPlayerSide, playerSide } from '../match/sides.js';

describe('a classic-engine cup tie', () => {
  it('GIVEN a player side THEN its outfield players kick best first, the keeper last, and its keeper faces the other side', () => {
    const side = playerSide('h', '4-4-2', 7);
    if (side.kind !== 'player') throw new Error('a player side');
    side.slots.find((s) => s.playerId === 'm2')!.rating = 9;
    side.slots.find((s) => s.playerId === 'a1')!.rating = 8.5;
    side.slots.find((s) => s.playerId === 'g')!.rating = 7.5;
    const penalties = shootOutSideOf(side);
    expect(penalties.keeper).toBe(7.5);
    expect(penalties.takers.map((t) => t.playerId)).toEqual(['m2', 'a1', 'd1', 'd2', 'd3', 'd4', 'm1', 'm3', 'm4', 'a2', 'g']);
  });

  it("GIVEN a non-player side THEN its division's shooters and its chart's keeper", () => {
    expect(shootOutSideOf(nonPlayerSide('n', 40, 30, 6.5, 2))).toEqual({
      clubId: 'n',
      keeper: 6.5,
      takers: [8, 8, 7, 7, 6].map((ability) => ({ playerId: null, ability })),
    });
  });

  it('GIVEN a side without a goalkeeper THEN it cannot take penalties', () => {
    const side = playerSide('h', '4-4-2') as Extract<MatchSide, { kind: 'player' }>;
    expect(() => shootOutSideOf({ ...side, slots: side.slots.filter((s) => s.line !== 'G') })).toThrow(/no goalkeeper/);
  });

  it('GIVEN a winner after 90 minutes THEN no penalties and no dice', () => {
    const dice = scriptedDice([]);
    expect(settleClassicTie(playerSide('h', '4-4-2'), nonPlayerSide('a', 40, 30), { homeGoals: 1, awayGoals: 2 }, dice)).toEqual({
      winnerId: 'a',
      shootOut: null,
    });
  });

  it('GIVEN a level classic match THEN the tie is decided on penalties, the club drawn first kicking first', () => {
    const home = playerSide('h', '4-4-2', 7);
    const away = nonPlayerSide('a', 42, 28, 6.5, 3);
    let level = 0;
    for (let seed = 0; seed < 60; seed++) {
      const dice = seededDice(seed);
      const score = playMatch(home, away, dice, { engine: 'classic' });
      const tie = settleClassicTie(home, away, score, dice);
      if (score.homeGoals !== score.awayGoals) {
        expect(tie.shootOut).toBeNull();
        continue;
      }
      level++;
      // Every player is rated 7, so the order is the lineup's: the first defender kicks first.
      expect(tie.shootOut?.kicks[0]).toMatchObject({ clubId: 'h', playerId: 'd1' });
      expect(tie.shootOut?.kicks[1]).toMatchObject({ clubId: 'a', playerId: null });
      expect(tie.winnerId).toBe(tie.shootOut?.winnerId);
      expect(tie.shootOut!.firstScore).not.toBe(tie.shootOut!.secondScore);
    }
    expect(level).toBeGreaterThan(0);
  });
});
