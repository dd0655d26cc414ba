import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { playDetailedMatch } from '../../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../../src/engine/detailed/rated-side.js';
import { playMatch } from '../../../src/engine/play-match.js';

describe("The league's engine setting", () => {
  const home = ratedSide('h', evenRatings(7));
  const away = ratedSide('a', evenRatings(7));

  it('GIVEN engine detailed THEN the match is played by Net Results Soccer and its events reach the log', () => {
    const events: EngineEvent[] = [];
    const outcome = playMatch(home, away, seededDice(5), { engine: 'detailed', homeAdvantages: false }, events);
    const direct = playDetailedMatch(home, away, seededDice(5));
    expect(outcome).toEqual(direct.outcome);
    expect(events).toEqual(direct.events);
    expect(events.at(-1)).toMatchObject({ type: 'detailed-full-time', homeClubId: 'h', awayClubId: 'a' });
  });

  it('GIVEN home advantages on THEN the detailed engine plays with them', () => {
    const outcome = playMatch(home, away, seededDice(5), { engine: 'detailed', homeAdvantages: true });
    expect(outcome).toEqual(playDetailedMatch(home, away, seededDice(5), { homeAdvantages: true }).outcome);
  });
});
