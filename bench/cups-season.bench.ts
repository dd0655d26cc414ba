import type { CupsOption } from '../src/engine/model/cup-competitions.js';
import { playSeasonWithAi } from '../src/engine/play-season.js';
import { newLeague } from '../src/engine/new-league.js';
import type { LeagueState } from '../src/engine/model/types.js';
import type { Bench } from './bench.js';

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A league of eight AI-managed player clubs with the option, past its first season (so Europe is played). */
function leagueWith(cups: CupsOption | null): LeagueState {
  return playSeasonWithAi(newLeague({ seed: 1, humanClubs: 8, ...(cups ? { settings: { cups } } : {}) }));
}

/** CPU milliseconds per season, seasons played in turn with the other league so both see the same machine. */
function cpuPerSeason(leagues: LeagueState[], ms: number): number[] {
  const cpu = leagues.map(() => 0);
  let seasons = 0;
  const start = performance.now();
  while (performance.now() - start < ms || seasons < 4) {
    leagues.forEach((league, i) => {
      const before = cpuMs();
      leagues[i] = playSeasonWithAi(league);
      cpu[i]! += cpuMs() - before;
    });
    seasons += 1;
  }
  return cpu.map((total) => total / seasons);
}

/**
 * A season with the Cup and Europe against one without: CPU time per season, and the ratio, which the cups must keep
 * at 1.5 (150%) or below. The cups add up to nine steps (five cup rounds, four European) to the sixteen.
 */
const bench: Bench = {
  name: 'a season with cups and Europe',
  run() {
    const [plain, cup, europe] = cpuPerSeason([leagueWith(null), leagueWith('cup'), leagueWith('cup+europe')], 6000);
    return [
      { label: 'CPU time per season, no cups', value: plain!, unit: 'ms' },
      { label: 'CPU time per season, the Cup', value: cup!, unit: 'ms' },
      { label: 'CPU time per season, Cup and Europe', value: europe!, unit: 'ms' },
      { label: 'Cup and Europe against no cups', value: (100 * europe!) / plain!, unit: '% (at most 150)' },
    ];
  },
};

export default bench;
