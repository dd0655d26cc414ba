import { describe, expect, it } from 'vitest';
import { CLOSED_WEEKS_WITHOUT_CUPS, cupsOptionOf, dealsOpen, lastDealWeek, matchesLeft } from '../../../src/engine/deals/window.js';
import type { LeagueSettings, SeasonPhase } from '../../../src/engine/model/types.js';

const settings = (cups?: string): LeagueSettings => ({ engine: 'classic', homeAdvantages: false, ...(cups ? { cups } : {}) }) as LeagueSettings;

describe('the deals window', () => {
  it('reads the cups option from the settings, off when absent or unknown', () => {
    expect(cupsOptionOf(settings())).toBe('off');
    expect(cupsOptionOf(settings('cup'))).toBe('cup');
    expect(cupsOptionOf(settings('cup+europe'))).toBe('cup+europe');
    expect(cupsOptionOf(settings('sideways'))).toBe('off');
  });

  it.each([
    // cups, season, last week a deal is carried out in
    ['off', 1, 14 - CLOSED_WEEKS_WITHOUT_CUPS],
    ['off', 2, 10],
    // The cup's semi-final (round 4 of 5) follows week 11.
    ['cup', 1, 11],
    ['cup', 3, 11],
    // Europe is played from season two; its semi-final (round 3 of 4) follows week 9.
    ['cup+europe', 1, 11],
    ['cup+europe', 2, 9],
  ])('with cups %s in season %i deals close after week %i', (cups, season, last) => {
    expect(lastDealWeek({ season, settings: settings(cups) })).toBe(last);
  });

  it.each([
    ['preseason', 0, 'off', true],
    ['season', 1, 'off', true],
    ['season', 10, 'off', true],
    ['season', 11, 'off', false],
    ['season', 14, 'off', false],
    ['season', 15, 'off', false],
    ['season', 11, 'cup', true],
    ['season', 12, 'cup', false],
    ['ended', 0, 'off', false],
  ] as [SeasonPhase, number, string, boolean][])('%s week %i with cups %s: open %s', (phase, week, cups, open) => {
    expect(dealsOpen({ phase, week, season: 1, settings: settings(cups) })).toBe(open);
  });

  it('counts the league matches left for a loan', () => {
    expect(matchesLeft({ phase: 'preseason', week: 0 })).toBe(14);
    expect(matchesLeft({ phase: 'season', week: 1 })).toBe(14);
    expect(matchesLeft({ phase: 'season', week: 14 })).toBe(1);
    expect(matchesLeft({ phase: 'season', week: 15 })).toBe(0);
  });
});
