import { describe, expect, it } from 'vitest';
import { indefiniteArticle, sentenceCase, withArticle } from '../../src/commentary/grammar.js';

describe("the commentary's grammar", () => {
  it.each([
    ['Istanbul player', 'an'],
    ['Assistant Manager', 'an'],
    ['Eastwick player', 'an'],
    ['Oxford player', 'an'],
    ['hour', 'an'],
    ['United player', 'a'],
    ['Utrecht player', 'an'],
    ['one-two', 'a'],
    ['European night', 'a'],
    ['Rovers player', 'a'],
    ['youth-team player', 'a'],
    ['Head Coach', 'a'],
  ])('GIVEN "%s" THEN its article is "%s"', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
    expect(withArticle(phrase)).toBe(`${article} ${phrase}`);
  });

  it.each([
    ['what a save! the Istanbul keeper dives.', 'What a save! The Istanbul keeper dives.'],
    ['GOAL! rovers 1-0 united. in it goes', 'GOAL! Rovers 1-0 united. In it goes'],
    ['already Capital. Fine', 'Already Capital. Fine'],
    ["45+2' kick-off", "45+2' kick-off"],
  ])('GIVEN "%s" THEN each sentence starts with a capital: "%s"', (text, expected) => {
    expect(sentenceCase(text)).toBe(expected);
  });
});
