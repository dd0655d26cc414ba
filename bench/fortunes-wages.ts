/**
 * First calibration of the Football Fortunes Wages chart, before Fortunes is
 * part of the week: plays seasons of an ordinary league with the AI managing
 * eight player clubs, and prints, by division, the squads' total strength and
 * the money each club gains in a season. The chart should take about that gain
 * in the 1.75 Wages landings a season brings (14 weeks × 3 squares in 24).
 *
 *   npx tsx bench/fortunes-wages.ts [seasons=6] [seed=1]
 */
import { squadStrength, wagesFor } from '../src/engine/fortunes/wages.js';
import { STARTING_MONEY } from '../src/engine/money/money-rules.js';
import { playSeasonWithAi } from '../src/engine/play-season.js';
import { newLeagueState } from '../src/engine/new-league.js';

const seasons = Number(process.argv[2] ?? 6);
const seed = Number(process.argv[3] ?? 1);
let state = newLeagueState({ seed, humanClubs: 8 }).state;
const rows: { season: number; clubId: string; division: number; strength: number; gain: number }[] = [];
for (let season = 1; season <= seasons; season++) {
  const before = Object.fromEntries(Object.values(state.clubs).map((c) => [c.id, c.balance]));
  const divisions = Object.fromEntries(Object.values(state.clubs).map((c) => [c.id, c.division]));
  const strengths = Object.fromEntries(Object.values(state.clubs).map((c) => [c.id, squadStrength(state, c.id)]));
  state = playSeasonWithAi(state);
  for (const club of Object.values(state.clubs).filter((c) => c.playerControlled)) {
    rows.push({ season, clubId: club.id, division: divisions[club.id]!, strength: strengths[club.id]!, gain: club.balance - before[club.id]! });
  }
  console.log(`season ${season} played`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
for (const division of [3, 2, 1, 0]) {
  const own = rows.filter((r) => r.division === division);
  if (own.length === 0) continue;
  console.log(
    `division ${division}: ${own.length} club-seasons; strength median ${median(own.map((r) => r.strength))}` +
      ` (${Math.min(...own.map((r) => r.strength))}-${Math.max(...own.map((r) => r.strength))});` +
      ` gain a season median £${median(own.map((r) => r.gain))}, per Wages landing £${Math.round(median(own.map((r) => r.gain)) / 1.75)}`,
  );
}
// A static replay: each club's money had it paid 1.75 landings of wages a season on the same gains. The AI would
// have spent less with less, so this is a first estimate only; the real figure needs Fortunes in the week.
const money: Record<string, number> = {};
for (let season = 1; season <= seasons; season++) {
  for (const r of rows.filter((row) => row.season === season)) {
    money[r.clubId] = (money[r.clubId] ?? STARTING_MONEY) + r.gain - 1.75 * wagesFor(r.strength);
  }
  console.log(`replay season ${season}: median money £${Math.round(median(Object.values(money)))}`);
}
for (const r of rows) console.log(JSON.stringify(r));
