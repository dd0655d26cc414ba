import { describe, expect, it } from 'vitest';
import { CUPS_OPTIONS, EUROPEAN_COMPETITIONS, FIELD_SIZE } from '../../../src/engine/model/cup-competitions.js';
import { CUP_AFTER_WEEKS, EUROPE_AFTER_WEEKS, playsEurope, seasonCalendar, type SeasonStep } from '../../../src/engine/cups/calendar.js';
import { roundsFor } from '../../../src/engine/cups/draw.js';
import { WEEKS_PER_SEASON } from '../../../src/engine/model/types.js';

const short = (step: SeasonStep) => {
  switch (step.kind) {
    case 'preseason':
      return 'P';
    case 'league':
      return `W${step.week}`;
    case 'cup':
      return `C${step.round}`;
    case 'europe':
      return `E${step.round}`;
    case 'end-of-season':
      return 'END';
  }
};

describe('season calendar', () => {
  const calendars: [cups: (typeof CUPS_OPTIONS)[number], season: number, steps: string][] = [
    ['off', 1, 'P W1 W2 W3 W4 W5 W6 W7 W8 W9 W10 W11 W12 W13 W14 END'],
    ['off', 3, 'P W1 W2 W3 W4 W5 W6 W7 W8 W9 W10 W11 W12 W13 W14 END'],
    ['cup', 1, 'P W1 W2 C1 W3 W4 W5 C2 W6 W7 W8 C3 W9 W10 W11 C4 W12 W13 W14 C5 END'],
    ['cup', 2, 'P W1 W2 C1 W3 W4 W5 C2 W6 W7 W8 C3 W9 W10 W11 C4 W12 W13 W14 C5 END'],
    ['cup+europe', 1, 'P W1 W2 C1 W3 W4 W5 C2 W6 W7 W8 C3 W9 W10 W11 C4 W12 W13 W14 C5 END'],
    ['cup+europe', 2, 'P W1 W2 C1 W3 E1 W4 W5 C2 W6 E2 W7 W8 C3 W9 E3 W10 W11 C4 W12 E4 W13 W14 C5 END'],
    ['cup+europe', 7, 'P W1 W2 C1 W3 E1 W4 W5 C2 W6 E2 W7 W8 C3 W9 E3 W10 W11 C4 W12 E4 W13 W14 C5 END'],
  ];
  it.each(calendars)('GIVEN cups %s in season %i THEN the steps are %s', (cups, season, steps) => {
    const calendar = seasonCalendar({ cups, season });
    expect(calendar.map(short).join(' ')).toBe(steps);
    expect(playsEurope({ cups, season })).toBe(steps.includes('E1'));
  });

  it('GIVEN the field sizes THEN the calendar has a step for every round: five for the cup, four for Europe', () => {
    expect(CUP_AFTER_WEEKS).toHaveLength(roundsFor(FIELD_SIZE.cup));
    for (const competition of EUROPEAN_COMPETITIONS) expect(EUROPE_AFTER_WEEKS).toHaveLength(roundsFor(FIELD_SIZE[competition]));
  });

  it('GIVEN every option and season THEN each league week once and in order, and each round once and in order', () => {
    for (const cups of CUPS_OPTIONS) {
      for (const season of [1, 2, 3]) {
        const calendar = seasonCalendar({ cups, season });
        expect(calendar[0]).toEqual({ kind: 'preseason' });
        expect(calendar.at(-1)).toEqual({ kind: 'end-of-season' });
        const weeks = calendar.flatMap((s) => (s.kind === 'league' ? [s.week] : []));
        expect(weeks).toEqual(Array.from({ length: WEEKS_PER_SEASON }, (_, i) => i + 1));
        for (const kind of ['cup', 'europe'] as const) {
          const rounds = calendar.flatMap((s) => (s.kind === kind ? [s.round] : []));
          expect(rounds).toEqual(rounds.map((_, i) => i + 1));
        }
      }
    }
  });
});
