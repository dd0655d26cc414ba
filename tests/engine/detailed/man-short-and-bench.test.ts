import { describe, expect, it } from 'vitest';
import { lastOnPitch, likeliestFouler } from '../../../src/engine/detailed/man-short.js';
import { pickSubstitute } from '../../../src/engine/detailed/substitutions.js';
import { benchKeeper, benchPlayer, testCard, testTeam } from '../../support/detailed-cards.js';

describe('Playing a man short: who commits the foul', () => {
  it('GIVEN Fls 2, 4 and 4 THEN the highest Fls commits it, the tie going to fewer fouls', () => {
    const team = testTeam('away', [testCard({ fls: 2 }), testCard({ fls: 4 }), testCard({ fls: 4 })]);
    team.pitch[1]!.fouls = 1;
    expect(likeliestFouler(team)?.number).toBe(3);
  });

  it('GIVEN a full tie THEN the lower number commits it', () => {
    const team = testTeam('away', [testCard({ fls: 3 }), testCard({ fls: 3 })]);
    expect(likeliestFouler(team)?.number).toBe(1);
  });

  it('GIVEN the keeper sent off THEN the last-numbered outfield player left goes in goal', () => {
    const team = testTeam('home', [testCard(), testCard(), testCard(), null, null, null, null, null, null, null]);
    expect(lastOnPitch(team)?.number).toBe(3);
  });
});

describe('Choosing a substitute', () => {
  it('GIVEN a defender off THEN the best unused defender comes on before a better forward', () => {
    const team = testTeam('home', [testCard({ line: 'D' })], undefined, [
      benchKeeper('gk'),
      benchPlayer('fw', testCard({ line: 'A' }), 'A', 9),
      benchPlayer('d1', testCard({ line: 'D' }), 'D', 6),
      benchPlayer('d2', testCard({ line: 'D' }), 'D', 7),
    ]);
    expect(pickSubstitute(team, team.pitch[0]!)?.playerId).toBe('d2');
    team.bench[3]!.used = true;
    expect(pickSubstitute(team, team.pitch[0]!)?.playerId).toBe('d1');
  });

  it('GIVEN no one of his line THEN the best outfield substitute, never the keeper', () => {
    const team = testTeam('home', [testCard({ line: 'M' })], undefined, [benchKeeper('gk'), benchPlayer('fw', testCard({ line: 'A' }), 'A', 7)]);
    expect(pickSubstitute(team, team.pitch[0]!)?.playerId).toBe('fw');
    team.bench[1]!.used = true;
    expect(pickSubstitute(team, team.pitch[0]!)).toBeNull();
  });
});
