import { describe, expect, it } from 'vitest';
import { validateSubstitutions } from '../../../src/engine/detailed/validate-substitutions.js';
import { validateSelection } from '../../../src/engine/selection/validate-selection.js';
import type { Lineup, StandingSubstitution } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makeSquad } from '../../support/factories.js';

const lineup: Lineup = {
  formation: '4-4-2',
  goalkeeper: 'c-1',
  defence: ['c-3', 'c-5', 'c-6', 'c-4'],
  midfield: ['c-13', 'c-10', 'c-11', 'c-14'],
  attack: ['c-15', 'c-16'],
};

function league(engine: 'classic' | 'detailed' = 'detailed') {
  const state = makeLeague({ clubs: [makeClub({ id: 'c' }), makeClub({ id: 'd' })], players: [...makeSquad('c'), ...makeSquad('d')] });
  state.settings.engine = engine;
  return state;
}
const sub = (onId: string, offId: string, fromMinute = 60): StandingSubstitution => ({ onId, offId, fromMinute, when: 'level' });
const codes = (subs: StandingSubstitution[], engine: 'classic' | 'detailed' = 'detailed') =>
  validateSubstitutions(league(engine), 'c', { substitutions: subs }).map((v) => v.code);

describe('Standing substitutions', () => {
  it('GIVEN "bring on c-17 for c-15 from 60\' if level" THEN it is allowed', () => {
    expect(codes([sub('c-17', 'c-15')])).toEqual([]);
  });

  it('GIVEN a classic league THEN substitutions are refused: that engine makes none', () => {
    expect(codes([sub('c-17', 'c-15')], 'classic')).toEqual(['tactic-not-allowed']);
  });

  it('GIVEN an instruction that no longer fits the XI THEN it is not refused: the engine lets it lapse', () => {
    expect(codes([sub('c-17', 'c-18')])).toEqual([]);
    expect(codes([sub('c-16', 'c-15')])).toEqual([]);
  });

  it('GIVEN the same player coming on twice THEN it is refused', () => {
    expect(codes([sub('c-17', 'c-15'), sub('c-17', 'c-16')])).toEqual(['tactic-not-allowed']);
  });

  it("GIVEN another club's player or an unknown id THEN it is refused", () => {
    expect(codes([sub('d-17', 'c-15')])).toEqual(['not-your-player']);
    expect(codes([sub('x-1', 'c-15')])).toEqual(['unknown-player']);
  });

  it('GIVEN a minute outside 1-90 THEN it is refused', () => {
    expect(codes([sub('c-17', 'c-15', 0)])).toEqual(['tactic-not-allowed']);
  });

  it('GIVEN a selection order THEN its substitutions are checked with it', () => {
    const violations = validateSelection(league('classic'), 'c', lineup, { substitutions: [sub('c-17', 'c-15')] });
    expect(violations.map((v) => v.code)).toContain('tactic-not-allowed');
    expect(validateSelection(league(), 'c', lineup, { substitutions: [sub('c-17', 'c-15')] })).toEqual([]);
  });
});
