import { describe, expect, it } from 'vitest';
import { parseChangedLeagueColumns, parseLeagueColumns } from '../../src/db/league-columns.js';

const row = {
  id: 'l1',
  phase: 'season',
  settings: { rules: { engine: 'detailed', homeAdvantages: true, substitutions: 5 }, live: false },
  schedule: { kind: 'weekly', days: [1, 4], time: '19:00', timeZone: 'Europe/London' },
  creation_options: { engine: { seed: 42, humanClubs: 8 }, league: { humanClubs: 8 } },
};

describe('the league row’s typed columns, parsed where they are read', () => {
  it('GIVEN a row as stored THEN every column reads back as written, with keys a later version added kept', () => {
    expect(parseLeagueColumns(row)).toEqual(row);
    const later = { ...row, settings: { ...row.settings, rules: { ...row.settings.rules, offside: true }, theme: 'dark' } };
    expect(parseLeagueColumns(later).settings).toEqual(later.settings);
  });

  it('GIVEN the cups rule and the dice display in the settings THEN they read back as written', () => {
    const withOptions = { ...row, settings: { ...row.settings, rules: { ...row.settings.rules, cups: 'cup+europe' }, dice: 'hidden' } };
    expect(parseLeagueColumns(withOptions)).toEqual(withOptions);
  });

  it('GIVEN a cards league as stored THEN its phase and its game set-up read back as written', () => {
    const cards = {
      ...row,
      phase: 'opening-auction',
      creation_options: { cards: { seed: 7, managerClubIds: ['hand-1', 'hand-2'], seasons: 3 }, league: { seasons: 3 } },
    };
    expect(parseLeagueColumns(cards)).toEqual(cards);
  });

  const corrupt: [string, Record<string, unknown>][] = [
    ['a phase no step has', { phase: 'halftime' }],
    ['settings without the engine', { settings: { rules: { homeAdvantages: false }, live: false } }],
    ['settings without the live flag', { settings: { rules: row.settings.rules } }],
    ['a weekly schedule without its time', { schedule: { kind: 'weekly', days: [1], timeZone: 'UTC' } }],
    ['a schedule of another kind', { schedule: { kind: 'monthly', day: 1 } }],
    ['creation options without a seed', { creation_options: { engine: { humanClubs: 8 }, league: {} } }],
    ['a cups option no league has', { settings: { ...row.settings, rules: { ...row.settings.rules, cups: 'world-cup' } } }],
    ['a dice display no report has', { settings: { ...row.settings, dice: 'loud' } }],
    ['a cards set-up without its seats', { creation_options: { cards: { seed: 7, seasons: 3 }, league: {} } }],
  ];
  it.each(corrupt)('GIVEN %s THEN reading the row fails rather than passing it on', (_what, patch) => {
    expect(() => parseLeagueColumns({ ...row, ...patch })).toThrow();
  });

  it('GIVEN a row an update returned THEN the columns the patch left alone are the ones read before it, and those it set are checked', () => {
    const before = parseLeagueColumns(row);
    const returned = { ...row, phase: 'ended', settings: { ...row.settings }, schedule: { ...row.schedule } };
    const moved = parseChangedLeagueColumns(returned, before, { phase: 'ended', week: 2 });
    expect(moved).toEqual(returned);
    expect(moved.settings).toBe(before.settings);
    expect(moved.schedule).toBe(before.schedule);
    expect(moved.creation_options).toBe(before.creation_options);
    const live = { ...row.settings, live: true };
    expect(parseChangedLeagueColumns({ ...row, settings: live }, before, { settings: JSON.stringify(live) }).settings).toEqual(live);
    expect(() => parseChangedLeagueColumns({ ...row, settings: { live: true } }, before, { settings: '{"live":true}' })).toThrow();
    expect(() => parseChangedLeagueColumns({ ...row, phase: 'halftime' }, before, { phase: 'halftime' })).toThrow();
  });
});
