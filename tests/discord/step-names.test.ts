import { describe, expect, it } from 'vitest';
import { seasonCalendar, type SeasonStep } from '../../src/engine/cups/calendar.js';
import { WEEKS_PER_SEASON } from '../../src/engine/model/types.js';
import { allReadyDraft } from '../../src/discord/reminders.js';
import { stepLabel } from '../../src/discord/render/step-label.js';
import { describeStep } from '../../src/discord/render/league.render.js';
import { renderTransferNews } from '../../src/discord/render/outbox.render.js';
import { nameBook } from '../../src/discord/render/names.js';

/** Each step of a season with its week counter: a cup step stands before the league week after it. */
interface StepAt {
  step: SeasonStep;
  week: number;
  cupStep?: 'cup' | 'europe';
}

function stepsOfSeason(): StepAt[] {
  let week = 0;
  return seasonCalendar({ cups: 'cup+europe', season: 2 }).flatMap((step): StepAt[] => {
    if (step.kind === 'preseason') return [];
    if (step.kind === 'league') return [{ step, week: (week = step.week) }];
    if (step.kind === 'end-of-season') return [{ step, week: WEEKS_PER_SEASON + 1 }];
    return [{ step, week: week + 1, cupStep: step.kind }];
  });
}

/** How each place names a step: status, the posts' titles, the orders and deals views, the all-ready line. */
function namesOf({ step, week, cupStep }: StepAt): string[] {
  const at = { season: 2, week, phase: 'season' as const, ...(cupStep ? { cupStep } : {}) };
  const status = describeStep({ ...at, started: true, paused: false, step });
  const transfers = renderTransferNews({ ...at, events: [], names: { players: {}, clubs: {} }, newListings: [] }, nameBook({}, {})).title!;
  return [status, stepLabel(at), allReadyDraft(at).content!, transfers];
}

describe('the name of a step of the season', () => {
  it('GIVEN every step of a season with cups THEN no reply names a week the season does not have', () => {
    const weeks = stepsOfSeason()
      .flatMap(namesOf)
      .flatMap((text) => [...text.matchAll(/\bweek (\d+)/gi)].map((m) => Number(m[1])));
    expect(weeks.length).toBeGreaterThan(0);
    expect(weeks.filter((w) => w < 1 || w > WEEKS_PER_SEASON)).toEqual([]);
  });

  it.each([
    [2, 'cup', 'Cup round 1'],
    [8, 'cup', 'Cup quarter-final'],
    [14, 'cup', 'Cup final'],
    [3, 'europe', 'European round 1'],
    [12, 'europe', 'European final'],
  ] as const)('GIVEN the cup step after week %i (%s) THEN status, posts, orders and the all-ready line all call it %s', (after, kind, named) => {
    const step = stepsOfSeason().find((s) => s.cupStep === kind && s.week === after + 1)!;
    for (const text of namesOf(step)) {
      expect(text).toContain(named);
      expect(text).not.toMatch(/before week|round \(|week \d/);
    }
  });

  it('GIVEN the end-of-season step THEN it is the season’s end, not week 15', () => {
    const end = stepsOfSeason().find((s) => s.step.kind === 'end-of-season')!;
    for (const text of namesOf(end)) expect(text).toContain('the season’s end');
  });
});
