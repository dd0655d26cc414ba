import type { Division } from '../model/types.js';

/** Wins in a row before a club's latest game (rulebook, "Income": fairweather fans). */
export function winStreakBeforeLatest(division: Division, clubId: string): number {
  const games = division.results.filter((r) => r.homeId === clubId || r.awayId === clubId).sort((a, b) => a.round - b.round);
  let streak = 0;
  for (const game of games.slice(0, -1)) {
    const own = game.homeId === clubId ? game.homeGoals : game.awayGoals;
    const other = game.homeId === clubId ? game.awayGoals : game.homeGoals;
    streak = own > other ? streak + 1 : 0;
  }
  return streak;
}
