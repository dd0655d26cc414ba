import type { Fixture } from '../model/types.js';
import { breaches, matchesAround } from './fixture-breaches.js';
import type { RoundSlot } from './state.js';

/**
 * House rule (docs/cards.md, "The calendar"): cup round k comes after a league round near round(L·k / (C + 1)), so the
 * cup rounds spread evenly and the final comes before the last league rounds. Of the league rounds it could follow
 * (at least one league round between cup rounds, one after the final), it takes the one after which the fewest clubs
 * would have to play a third home or away match in a row whatever the draw, then the nearest to its even place.
 */
export function seasonCalendar(fixtures: readonly Fixture[], cupRounds: number): RoundSlot[] {
  const leagueRounds = Math.max(...fixtures.map((f) => f.round));
  const clubIds = [...new Set(fixtures.flatMap((f) => [f.homeId, f.awayId]))];
  const league = Array.from({ length: leagueRounds }, (_, i): RoundSlot => ({ kind: 'league', round: i + 1 }));
  const cornered = (after: number) => {
    const calendar = [...league.slice(0, after), { kind: 'cup', round: 1 } as RoundSlot, ...league.slice(after)];
    return clubIds.filter((id) => {
      const around = matchesAround(calendar, fixtures, [], after, id);
      return [true, false].every((home) => breaches(around, { opponentId: '', home }) > 0);
    }).length;
  };
  const gaps: number[] = [];
  for (let cup = 1; cup <= cupRounds; cup++) {
    const even = Math.round((leagueRounds * cup) / (cupRounds + 1));
    const earliest = (gaps.at(-1) ?? 0) + 1;
    const latest = leagueRounds - 1 - (cupRounds - cup);
    let best = Math.min(Math.max(even, earliest), latest);
    for (let after = earliest; after <= latest; after++) {
      const better = cornered(after) - cornered(best) || Math.abs(after - even) - Math.abs(best - even);
      if (better < 0) best = after;
    }
    gaps.push(best);
  }
  return league.flatMap((slot) => [slot, ...gaps.flatMap((after, i) => (after === slot.round ? [{ kind: 'cup', round: i + 1 } as RoundSlot] : []))]);
}
