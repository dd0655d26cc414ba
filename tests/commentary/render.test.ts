import { describe, expect, it } from 'vitest';
import { Commentator, type Names } from '../../src/commentary/render.js';
import { PhrasePicker } from '../../src/commentary/phrase-picker.js';
import { seededDice } from '../../src/engine/dice.js';
import { playClassicMatch } from '../../src/engine/match/classic-match.js';
import type { MatchEvent } from '../../src/engine/model/match-events.js';
import { playerSide } from '../engine/match/sides.js';

const names: Names = { club: (id) => `Club ${id}`, player: (id) => `Player ${id}` };

describe('commentary', () => {
  it('GIVEN a saved shot THEN the line has the minute, the shooter and the dice in brackets', () => {
    const line = new Commentator(names).line({
      type: 'shot',
      minute: 23,
      clubId: 'h',
      opponentId: 'a',
      line: 'M',
      lineRoll: 4,
      pickRolls: [5, 2],
      shooterId: 'm2',
      shooterKind: 'player',
      rating: 7,
      roll: 6,
      lineModifier: -1,
      rebound: false,
      total: 12,
      keeperRating: 6.5,
      keeperRoll: 6,
      saveTotal: 12.5,
      saved: true,
      shotsLeft: 3,
    });
    expect(line).toMatch(/^23' /);
    expect(line).toContain('Player m2');
    expect(line).toContain('[line 4 · pick 5,2 · shot 7+6 −1 = 12 v save 6.5+6 = 12.5]');
  });

  it('GIVEN a whole season of matches THEN no two consecutive lines read the same', () => {
    const commentator = new Commentator(names);
    const dice = seededDice(4);
    const lines: string[] = [];
    for (let match = 0; match < 60; match++) {
      const events: MatchEvent[] = [];
      playClassicMatch(playerSide('h', '4-3-3'), playerSide('a', '4-4-2'), dice, events);
      for (const e of events) {
        // Compare the words, not the dice or the minute.
        const text = commentator
          .line(e)
          ?.replace(/\[.*\]$/, '')
          .replace(/^\s*\d+' /, '')
          .replace(/\d+-\d+/g, '');
        if (text) lines.push(text);
      }
    }
    for (let i = 1; i < lines.length; i++) expect(lines[i]).not.toBe(lines[i - 1]);
  });

  it('GIVEN the same phrases picked many times THEN never the same one twice in a row, and every one is used', () => {
    const picker = new PhrasePicker();
    const picks = Array.from({ length: 40 }, () => picker.pick('k', ['a', 'b', 'c', 'd']));
    for (let i = 1; i < picks.length; i++) expect(picks[i]).not.toBe(picks[i - 1]);
    expect(new Set(picks).size).toBe(4);
  });

  it('GIVEN reports of ten picks among ten phrasings THEN each tells all ten, in another order each time, so no phrasing always follows the same one', () => {
    const phrasings = Array.from({ length: 10 }, (_, i) => `p${i}`);
    // Four reports of ten picks, each starting from the memory the one before left, as a league's reports do.
    let memory = new PhrasePicker().memory();
    const rounds = Array.from({ length: 4 }, () => {
      const picker = new PhrasePicker(memory);
      const round = phrasings.map(() => picker.pick('k', phrasings));
      memory = picker.memory();
      return round;
    });
    for (const round of rounds) expect(new Set(round).size).toBe(10);
    const followers = rounds.filter((round) => round.at(-1) !== 'p0').map((round) => round[round.indexOf('p0') + 1]);
    expect(new Set(followers).size).toBeGreaterThan(1);
  });

  it("GIVEN an anonymous non-player scorer THEN he is one of his club's men on that line (a midfielder: shirts 6 to 9), by name", () => {
    const c = new Commentator(names);
    const line = c.line({
      type: 'shot',
      minute: 11,
      clubId: 'np',
      opponentId: 'h',
      line: 'M',
      lineRoll: 5,
      pickRolls: [],
      shooterId: null,
      shooterKind: 'anonymous',
      rating: 6,
      roll: 5,
      lineModifier: 0,
      rebound: false,
      total: 11,
      keeperRating: 7.5,
      keeperRoll: 2,
      saveTotal: 9.5,
      saved: false,
      shotsLeft: 2,
    });
    expect(line).toMatch(/^11' /);
    expect(line).toMatch(/\bPlayer np#[6-9]\b/);
    expect(line).toMatch(/from midfield/);
  });
});
