import { seededDice } from '../src/engine/dice.js';
import { playDetailedMatch } from '../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../src/engine/detailed/rated-side.js';
import type { MatchSide } from '../src/engine/match/match-side.js';
import { perSecond, type Bench } from './bench.js';

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * The detailed engine (Net Results Soccer): whole matches, minute by minute,
 * events and statistics included. Also given per second of CPU time, which a
 * busy machine does not distort.
 */
const bench: Bench = {
  name: 'detailed match',
  run() {
    const home = ratedSide('home', evenRatings(7.5));
    const away = ratedSide('away', { keeper: 7, defence: 7.5, midfield: 8, attack: 7 });
    const nonPlayer: MatchSide = { kind: 'non-player', clubId: 'np', division: 1, depleted: false, goalkeeper: 7, defend: 44, attack: 29 };
    const dice = seededDice(7);
    const figures = [
      { label: 'player v player', value: perSecond(() => playDetailedMatch(home, away, dice)), unit: 'matches/s' },
      { label: 'player v non-player', value: perSecond(() => playDetailedMatch(home, nonPlayer, dice)), unit: 'matches/s' },
      {
        label: 'player v player, home advantages',
        value: perSecond(() => playDetailedMatch(home, away, dice, { homeAdvantages: true })),
        unit: 'matches/s',
      },
    ];
    const matches = 10_000;
    const cpuStart = cpuMs();
    for (let i = 0; i < matches; i++) playDetailedMatch(home, away, dice);
    const cpu = cpuMs() - cpuStart;
    return [...figures, { label: 'player v player, per CPU second', value: (matches * 1000) / cpu, unit: 'matches/s' }];
  },
};

export default bench;
