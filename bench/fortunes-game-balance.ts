/**
 * The balance report of Football Fortunes as its own game (docs/rules.md, "Football Fortunes, the game"): five-season
 * games with the AI running every manager, at skill level 2, 2 to 5 managers by turn.
 *
 *   npx tsx bench/fortunes-game-balance.ts [games=100] [first seed=1]
 *
 * prints how often the game-points leader after season one wins (target under 60%), the share of managers who go
 * bankrupt (target 1–10%), the computer's clubs' average place in the table of ten (mid-table is 5.5), a manager's
 * average money a season by kind, and the CPU time of the games.
 */
import { seededDice } from '../src/engine/dice.js';
import { playGameWithAi } from '../src/engine/fortunes-game/play-game.js';

const games = Number(process.argv[2] ?? 100);
const firstSeed = Number(process.argv[3] ?? 1);

const money: Record<string, number> = {};
let managerSeasons = 0;
let managers = 0;
let bankrupt = 0;
let leaderWins = 0;
const computerPlaces: number[] = [];
const start = process.cpuUsage();
for (let seed = firstSeed; seed < firstSeed + games; seed++) {
  const count = 2 + (seed % 4);
  const { game, turns } = playGameWithAi(
    { managers: Array.from({ length: count }, (_, i) => ({ clubId: `m${i + 1}`, name: `Manager ${i + 1}` })), skill: 2, seasons: 5 },
    seededDice(seed),
  );
  managers += count;
  bankrupt += Object.values(game.managers).filter((m) => m.resigned).length;
  const first = game.history[0]!;
  const leader = Object.entries(first.points).sort((a, b) => b[1] - a[1])[0]?.[0];
  const over = turns.flat().find((e) => e.type === 'game-over');
  if (leader && over?.type === 'game-over' && over.winnerIds.includes(leader)) leaderWins += 1;
  for (const season of game.history) {
    managerSeasons += Object.keys(season.points).length;
    season.table.forEach((clubId, i) => {
      if (!game.managers[clubId]) computerPlaces.push(i + 1);
    });
  }
  for (const event of turns.flat()) if (event.type === 'money') money[event.reason] = (money[event.reason] ?? 0) + event.amount;
}
const cpu = process.cpuUsage(start);
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
console.log(`${games} five-season games, skill level 2`);
console.log(`leader after season one wins: ${leaderWins} of ${games} (${pct(leaderWins, games)})`);
console.log(`bankrupt managers: ${bankrupt} of ${managers} (${pct(bankrupt, managers)})`);
console.log(`computer clubs' average place: ${(computerPlaces.reduce((a, b) => a + b, 0) / computerPlaces.length).toFixed(2)}`);
for (const [reason, total] of Object.entries(money))
  console.log(`a manager's season, ${reason}: £${Math.round(total / managerSeasons).toLocaleString('en-GB')}`);
console.log(`CPU: ${((cpu.user + cpu.system) / 1000 / games).toFixed(1)} ms a game`);
