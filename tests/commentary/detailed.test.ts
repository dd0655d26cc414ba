import { describe, expect, it } from 'vitest';
import { DetailedCommentator, keyMoments, matchTime, playerLines, statisticsBlock } from '../../src/commentary/detailed.js';
import type { Names } from '../../src/commentary/render.js';
import { seededDice } from '../../src/engine/dice.js';
import { playDetailedMatch } from '../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../src/engine/detailed/rated-side.js';

const names: Names = { club: (id) => (id === 'h' ? 'Rovers' : 'United'), player: (id) => `Player ${id}` };
const match = (seed: number) => playDetailedMatch(ratedSide('h', evenRatings(7.5)), ratedSide('a', evenRatings(7)), seededDice(seed));

describe('Detailed commentary', () => {
  it("GIVEN a match THEN every event but the second period's end reads as a line starting with its minute", () => {
    const { events } = match(3);
    const commentator = new DetailedCommentator(names);
    for (const event of events) {
      const line = commentator.line(event);
      if (event.type === 'detailed-period-end' && event.period > 1) {
        expect(line).toBeNull();
        continue;
      }
      expect(line).not.toBeNull();
      expect(line!.startsWith(matchTime(event))).toBe(true);
    }
  });

  it('GIVEN a shot THEN its line shows the dice: behind a spoiler by default, in brackets when shown, not at all when hidden', () => {
    const { events } = match(4);
    const shot = events.findIndex((e) => e.type === 'detailed-shot');
    const lineWith = (dice?: 'shown' | 'spoiler' | 'hidden') => {
      const commentator = new DetailedCommentator(names, dice ? { dice } : {});
      return events.map((e) => commentator.line(e))[shot]!;
    };
    expect(lineWith()).toMatch(/ \|\|\[.*d20 \d+ · \d\d · d10 \d+\/\d+\]\|\|$/);
    expect(lineWith('shown')).toMatch(/ \[.*d20 \d+ · \d\d · d10 \d+\/\d+\]$/);
    expect(lineWith('hidden')).not.toMatch(/\[|d20/);
    expect(lineWith('hidden')).toBe(lineWith('spoiler').replace(/ \|\|\[.*\]\|\|$/, ''));
  });

  it('GIVEN five substitutions THEN a substitution line counts them out of five', () => {
    const { events } = playDetailedMatch(ratedSide('h', evenRatings(7.5)), ratedSide('a', evenRatings(7)), seededDice(3), { substitutions: 5 });
    const commentator = new DetailedCommentator(names, { dice: 'shown' });
    const lines = events.filter((e) => e.type === 'detailed-substitution').map((e) => commentator.line(e));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/, [1-5] of 5\]$/);
  });

  it("GIVEN an assisted goal by men without ids (youth-team fillers) THEN the line tells the assister as one of the club's youth-team players", () => {
    const commentator = new DetailedCommentator(names);
    const goal = {
      type: 'detailed-goal',
      period: 1,
      minute: 10,
      added: 0,
      side: 'home',
      clubId: 'h',
      scorerId: null,
      assistId: null,
      assisted: true,
      ownGoal: false,
      homeGoals: 1,
      awayGoals: 0,
    } as const;
    const anonymous = (line: string | null) => (line ?? '').match(/\ba \w+ youth-team player/gi)?.length ?? 0;
    expect(anonymous(commentator.line(goal))).toBe(2);
    expect(anonymous(commentator.line({ ...goal, assisted: false }))).toBe(1);
  });

  it('GIVEN added time THEN the minute reads 45+2', () => {
    expect(matchTime({ minute: 45, added: 2 })).toBe("45+2'");
    expect(matchTime({ minute: 7, added: 0 })).toBe(" 7'");
  });

  it('GIVEN a season of matches THEN no line is the same as the one before it', () => {
    const commentator = new DetailedCommentator(names);
    let previous = '';
    for (let seed = 0; seed < 20; seed++) {
      for (const event of match(seed).events) {
        const line = commentator.line(event);
        if (line === null) continue;
        const words = line.replace(/^\s*[\d+]+'\s*/, '').replace(/\[.*\]$/, '');
        expect(words).not.toBe(previous);
        previous = words;
      }
    }
  });

  it('GIVEN a match THEN the key moments are its goals, cards, penalties, big saves, injuries and substitutions', () => {
    const { events } = match(5);
    const moments = keyMoments(events);
    expect(moments.filter((e) => e.type === 'detailed-goal')).toHaveLength(events.filter((e) => e.type === 'detailed-goal').length);
    expect(
      moments.every((e) =>
        ['detailed-goal', 'detailed-card', 'detailed-penalty', 'detailed-injury', 'detailed-substitution', 'detailed-shot'].includes(e.type),
      ),
    ).toBe(true);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'seed %i: each goal comes after its build-up, and each loose ball is followed by what came of it',
    (seed) => {
      const moments = keyMoments(match(seed).events);
      moments.forEach((moment, i) => {
        if (moment.type === 'detailed-goal')
          expect(['detailed-shot', 'detailed-penalty', 'detailed-penalty-follow-up']).toContain(moments[i - 1]?.type);
        if (moment.type === 'detailed-shot' && moment.result === 'Reb. Sh') expect(moments[i + 1]).toBeDefined();
      });
      const commentator = new DetailedCommentator(names);
      for (const moment of moments) {
        const line = commentator.line(moment) ?? '';
        if (moment.type === 'detailed-shot' && (moment.result === 'Goal' || moment.result === 'Own goal'))
          expect(line).not.toMatch(/^\s*[\d+]+' Player \S+ shoots\.\.\./);
      }
    },
  );

  it('GIVEN a tired player THEN "cannot take him off" is said only when his side has used every change', () => {
    const tired = {
      type: 'detailed-endurance',
      period: 2,
      minute: 70,
      added: 0,
      side: 'home',
      playerId: 'h-3',
      en: 60,
      d20: 1,
      outcome: 'tired',
    } as const;
    const substitution = (used: number) =>
      ({
        type: 'detailed-substitution',
        period: 2,
        minute: 60,
        added: 0,
        side: 'home',
        offId: 'h-4',
        onId: 'h-12',
        reason: 'tired',
        substitutionsUsed: used,
        substitutionsAllowed: 3,
      }) as const;
    const noChangeLeft = /cannot take him off|no changes left/;
    for (const used of [1, 2]) {
      const commentator = new DetailedCommentator(names);
      commentator.line(substitution(used));
      for (let i = 0; i < 3; i++) expect(commentator.line(tired)).not.toMatch(noChangeLeft);
    }
    const spent = new DetailedCommentator(names);
    spent.line(substitution(3));
    for (let i = 0; i < 3; i++) expect(spent.line(tired)).toMatch(noChangeLeft);
  });

  it('GIVEN the statistics THEN the block has a header and a row for each figure, home left and away right', () => {
    const { stats } = match(6);
    const block = statisticsBlock(stats, 'Rovers', 'United');
    expect(block).toHaveLength(10);
    expect(block[0]).toContain('Rovers');
    expect(block[1]).toMatch(new RegExp(`^\\s*${stats.home.possession}\\s+Possession %\\s+${stats.away.possession}$`));
  });

  it('GIVEN a player who scored THEN his line says so', () => {
    const { stats } = match(7);
    stats.players['h-10'] = { goals: 2, assists: 1, ownGoals: 0, yellowCards: 1, redCards: 0 };
    expect(playerLines(stats, names)).toContain('Player h-10: 2 goals, 1 assist, 1 yellow');
  });
});
