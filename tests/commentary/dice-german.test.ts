import { describe, expect, it } from 'vitest';
import { DetailedCommentator } from '../../src/commentary/detailed.js';
import { Commentator, type Names } from '../../src/commentary/render.js';
import { seededDice } from '../../src/engine/dice.js';
import { playDetailedMatch } from '../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../src/engine/detailed/rated-side.js';
import { playClassicMatch } from '../../src/engine/match/classic-match.js';
import type { MatchEvent } from '../../src/engine/model/match-events.js';
import { newLeague } from '../../src/engine/new-league.js';
import { bestLineup } from '../../src/engine/selection/best-lineup.js';
import { rateLineup } from '../../src/engine/selection/rate-lineup.js';
import type { Locale } from '../../src/i18n/locales.js';
import { englishLines } from '../support/english-words.js';

/** The dice a report shows in brackets (`dice:shown`) read in the league's language; the dice themselves are the same. */

const names: Names = { club: (id) => `\u2068Verein ${id}\u2069`, player: (id) => `\u2068Spieler ${id}\u2069` };

function classicEvents(seed: number): MatchEvent[] {
  const state = newLeague({ seed, humanClubs: 2 });
  const [a, b] = Object.values(state.clubs).filter((c) => c.playerControlled);
  const side = (id: string) => rateLineup(state, id, bestLineup(state, id)!, {});
  const events: MatchEvent[] = [];
  playClassicMatch(side(a!.id), side(b!.id), seededDice(seed), events);
  return events;
}

/** The bracketed dice of each line a report tells. */
const diceOf = (lines: string[]) => lines.flatMap((line) => [...line.matchAll(/ \[([^\]]+)\]$/gm)].map((m) => m[1]!));

function classic(seed: number, locale: Locale): string[] {
  const commentator = new Commentator(names, { dice: 'shown', locale });
  return classicEvents(seed).flatMap((e) => commentator.line(e) ?? []);
}

function detailed(seed: number, locale: Locale): string[] {
  const { events } = playDetailedMatch(ratedSide('h', evenRatings(7.5)), ratedSide('a', evenRatings(7)), seededDice(seed));
  const commentator = new DetailedCommentator(names, { dice: 'shown', locale });
  return events.flatMap((e) => commentator.line(e) ?? []);
}

describe('the dice in brackets in German', () => {
  it.each([1, 2, 3, 4])('GIVEN a classic match (seed %i) THEN its dice read in German, the same rolls as in English', (seed) => {
    const [german, english] = [diceOf(classic(seed, 'de')), diceOf(classic(seed, 'en'))];
    expect(german.length).toBe(english.length);
    expect(german.length).toBeGreaterThan(3);
    expect(englishLines(german.join('\n'))).toEqual([]);
    expect(german.join('\n')).toMatch(/Linie \d+( · Auswahl [\d,]+)? · Schuss [\d.]+\+\d+.* = [\d.]+ gegen Parade [\d.]+\+\d+ = [\d.]+/);
    expect(english.join('\n')).toMatch(/line \d+( · pick [\d,]+)? · shot [\d.]+\+\d+.* = [\d.]+ v save [\d.]+\+\d+ = [\d.]+/);
    // The same numbers, in the same order: a language changes words, never dice.
    const numbers = (dice: string[]) => dice.map((d) => d.match(/\d+/g)?.join(' '));
    expect(numbers(german)).toEqual(numbers(english));
  });

  it.each([1, 2, 3])('GIVEN a detailed match (seed %i) THEN its dice read in German (W20 for d20), the same rolls as in English', (seed) => {
    const [german, english] = [diceOf(detailed(seed, 'de')), diceOf(detailed(seed, 'en'))];
    expect(german.length).toBe(english.length);
    expect(englishLines(german.join('\n'))).toEqual([]);
    expect(german.join('\n')).toContain('W20 ');
    expect(german.join('\n')).not.toMatch(/\bd20\b/);
    expect(english.join('\n')).toMatch(/\bd20 \d+/);
  });

  it('GIVEN the classic kick-off THEN each side reads its ratings and its shots in German', () => {
    const kickOff = classic(1, 'de').find((line) => line.startsWith(" 0'"))!;
    expect(kickOff).toMatch(/ G [\d.]+ D\* [\d.]+ A\* [\d.]+, \d+ Schüsse · /);
  });
});
