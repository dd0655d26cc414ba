import { seededDice } from '../src/engine/dice.js';
import { playClassicMatch } from '../src/engine/match/classic-match.js';
import type { MatchEvent } from '../src/engine/model/match-events.js';
import type { MatchSide } from '../src/engine/match/match-side.js';
import { rateLineup } from '../src/engine/selection/rate-lineup.js';
import { bestLineup } from '../src/engine/selection/best-lineup.js';
import { nonPlayerChart } from '../src/engine/setup/non-player-chart.js';
import { newLeague } from '../src/engine/new-league.js';
import { perSecond, type Bench } from './bench.js';

/** Two player-controlled sides from a generated league, and a non-player side. */
function sides(): { home: MatchSide; away: MatchSide; nonPlayer: MatchSide } {
  const state = newLeague({ seed: 7, humanClubs: 2 });
  const [a, b] = Object.values(state.clubs).filter((c) => c.playerControlled);
  const side = (id: string) => rateLineup(state, id, bestLineup(state, id)!, {});
  const chart = nonPlayerChart(3, 4);
  return {
    home: side(a!.id),
    away: side(b!.id),
    nonPlayer: { kind: 'non-player', clubId: 'np', division: 3, depleted: false, goalkeeper: chart.goalkeeper, ...chart.full.away },
  };
}

const bench: Bench = {
  name: 'classic match',
  run() {
    const { home, away, nonPlayer } = sides();
    const dice = seededDice(7);
    const events: MatchEvent[] = [];
    return [
      { label: 'player v player, no events', value: perSecond(() => playClassicMatch(home, away, dice, null)), unit: 'matches/s' },
      { label: 'player v non-player, no events', value: perSecond(() => playClassicMatch(home, nonPlayer, dice, null)), unit: 'matches/s' },
      {
        label: 'player v player, with events',
        value: perSecond(() => {
          events.length = 0;
          playClassicMatch(home, away, dice, events);
        }),
        unit: 'matches/s',
      },
    ];
  },
};

export default bench;
