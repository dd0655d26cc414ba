import { describe, expect, it } from 'vitest';
import { formPhase } from '../../../src/engine/phases/form.js';
import { shiftForm } from '../../../src/engine/form/form-level.js';
import { runPhases } from '../../../src/engine/week.js';
import { FORMS, type Form, type GameRecord, type LeagueState, type Player } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makePlayer } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

/** Plays the form phase once per game and returns, per game, the form changes (+1 / −1) it brought. */
function formAfterGames(player: Partial<Player>, games: Partial<GameRecord>[]): { steps: number[][]; form: Form } {
  let state: LeagueState = makeLeague({
    clubs: [makeClub({ id: 'c1' })],
    players: [makePlayer({ id: 'p', form: '+', positions: ['CF'], ...player })],
  });
  const steps: number[][] = [];
  for (const game of games) {
    state.players.p!.lastGame = { position: 'CF', goals: 0, assists: 0, conceded: 0, ...game };
    const out = runPhases([formPhase], state, {}, scriptedDice([]));
    steps.push(out.events.flatMap((e) => (e.type === 'form-changed' ? [FORMS.indexOf(e.to) > FORMS.indexOf(e.from) ? 1 : -1] : [])));
    state = out.state;
  }
  return { steps, form: state.players.p!.form };
}

const scoring = (...goals: number[]) => goals.map((g) => ({ goals: g }));
/** Start at '-' so neither end clips a change. */
const mid = { form: '-' as Form };

describe('form: the run rule (worked examples)', () => {
  it('GIVEN a Centre Forward scoring 0, 0, 0 THEN he loses form after the third game', () => {
    expect(formAfterGames(mid, scoring(0, 0, 0)).steps).toEqual([[], [], [-1]]);
  });
  it('GIVEN 0, 0, 0 then another 0 THEN the fourth game does not worsen him again', () => {
    expect(formAfterGames({ form: '++' }, scoring(0, 0, 0, 0)).steps).toEqual([[], [], [-1], []]);
  });
  it('GIVEN 0, 0, 0, 0, 0, 0 THEN he loses form after the third AND the sixth game', () => {
    expect(formAfterGames({ form: '++' }, scoring(0, 0, 0, 0, 0, 0)).steps).toEqual([[], [], [-1], [], [], [-1]]);
  });
  it('GIVEN 0, 0, 0, 3, 0, 0, 0 THEN he loses form, gains form, then loses form again', () => {
    expect(formAfterGames(mid, scoring(0, 0, 0, 3, 0, 0, 0)).steps).toEqual([[], [], [-1], [1], [], [], [-1]]);
  });
  it('GIVEN 0, 0, 0, 3, 0, 1, 0, 0 and then 0 THEN lose (3 without), gain (hattrick), and lose again in the ninth', () => {
    const { steps } = formAfterGames(mid, scoring(0, 0, 0, 3, 0, 1, 0, 0, 0));
    expect(steps).toEqual([[], [], [-1], [1], [], [], [], [], [-1]]);
  });
});

describe('form: the checklist', () => {
  it('GIVEN a goal in three games in a row THEN form improves', () => {
    expect(formAfterGames(mid, scoring(1, 1, 1)).steps).toEqual([[], [], [1]]);
  });
  it('GIVEN a hattrick THEN form improves', () => {
    expect(formAfterGames(mid, scoring(3)).steps).toEqual([[1]]);
  });
  it('GIVEN a defender concedes 4 in one game THEN form worsens', () => {
    const { steps } = formAfterGames({ ...mid, positions: ['CB'] }, [{ position: 'CB', conceded: 4 }]);
    expect(steps).toEqual([[-1]]);
  });
  it('GIVEN a goalkeeper concedes 1, 1, 1 THEN fewer than 4 in 3 improves him, and a fourth game does not again', () => {
    const games = [1, 1, 1, 0].map((c) => ({ position: 'GK' as const, conceded: c }));
    expect(formAfterGames({ ...mid, positions: ['GK'] }, games).steps).toEqual([[], [], [1], []]);
  });
  it('GIVEN a side back concedes 2, 1, 1 THEN 4 in 3 is not fewer than 4: no change', () => {
    const games = [2, 1, 1].map((c) => ({ position: 'SB' as const, conceded: c }));
    expect(formAfterGames({ ...mid, positions: ['SB'] }, games).steps).toEqual([[], [], []]);
  });
  it('GIVEN 5, 0, 0, 0 conceded THEN worse after the first, better once the window is below 4', () => {
    const games = [5, 0, 0, 0].map((c) => ({ position: 'CB' as const, conceded: c }));
    expect(formAfterGames({ ...mid, positions: ['CB'] }, games).steps).toEqual([[-1], [], [], [1]]);
  });
  it('GIVEN a midfielder with no goal or assist in 3 games THEN form worsens', () => {
    const games = [0, 0, 0].map(() => ({ position: 'CM' as const }));
    expect(formAfterGames({ ...mid, positions: ['CM'] }, games).steps).toEqual([[], [], [-1]]);
  });
  it('GIVEN a midfielder who assists in the second game THEN the run starts again', () => {
    const games = [0, 1, 0, 0].map((a) => ({ position: 'SM' as const, assists: a }));
    expect(formAfterGames({ ...mid, positions: ['SM'] }, games).steps).toEqual([[], [], [], []]);
  });
  it('GIVEN 1, 1, 1 assists THEN 3 assists in 3 games improves form', () => {
    const games = [1, 1, 1].map((a) => ({ position: 'CM' as const, assists: a }));
    expect(formAfterGames({ ...mid, positions: ['CM'] }, games).steps).toEqual([[], [], [1]]);
  });
  it('GIVEN 1, 0, 0, 1, 1 assists THEN only the last three games count', () => {
    const games = [1, 0, 0, 1, 1].map((a) => ({ position: 'CM' as const, assists: a, goals: 1 }));
    const { steps } = formAfterGames({ ...mid, positions: ['CM'] }, games);
    expect(steps.map((s) => s.filter((x) => x > 0).length)).toEqual([0, 0, 1, 0, 0]);
  });
  it('GIVEN ++ form and a hattrick THEN form stays ++ (capped)', () => {
    expect(formAfterGames({ form: '++' }, scoring(3)).form).toBe('++');
  });
  it('GIVEN -- form and a drought THEN form stays --', () => {
    expect(formAfterGames({ form: '--' }, scoring(0, 0, 0)).form).toBe('--');
  });
  it('GIVEN no game this week THEN form does not change', () => {
    const state = makeLeague({ players: [makePlayer({ id: 'p' })] });
    expect(runPhases([formPhase], state, {}, scriptedDice([])).events).toEqual([]);
  });
});

describe('form: injury', () => {
  it('GIVEN a player injured for four weeks THEN he loses a level every second week', () => {
    let state = makeLeague({ players: [makePlayer({ id: 'p', form: '++', injuryWeeks: 4 })] });
    const forms: Form[] = [];
    for (let week = 0; week < 4; week++) {
      state = runPhases([formPhase], state, {}, scriptedDice([])).state;
      forms.push(state.players.p!.form);
    }
    expect(forms).toEqual(['++', '+', '+', '-']);
  });
});

describe('form levels', () => {
  it.each([
    ['--', 1, '-'],
    ['-', 1, '+'],
    ['+', 1, '++'],
    ['++', 1, '++'],
    ['--', -1, '--'],
    ['++', -1, '+'],
  ] as const)('GIVEN %s form moved %d THEN %s', (from, by, to) => expect(shiftForm(from, by)).toBe(to));
});
