import type { Tie } from '../cups/draw.js';
import type { Dice } from '../dice.js';
import { breaches, matchesAround, type MatchesAround } from './fixture-breaches.js';
import type { CardsState, RoundSlot } from './state.js';

/** The league round a cup slot follows: the number of league rounds before it. */
function leagueRoundsBefore(calendar: readonly RoundSlot[], at: number): number {
  return calendar.slice(0, at).filter((slot) => slot.kind === 'league').length;
}

/**
 * The cup's next round, among the clubs still in: where it is played and its ties. House rule (docs/cards.md, "The
 * calendar"): the round may move from its planned place to follow another league round, after the previous cup round
 * and before the next one's planned place, when the draw there breaks fewer fixture rules; the nearest place wins a tie.
 * The calendar is changed to match, and the ties returned.
 */
export function drawNextCupRound(state: CardsState, dice: Dice): Tie[] {
  const round = state.cup.roundsPlayed + 1;
  const planned = state.calendar.findIndex((slot) => slot.kind === 'cup' && slot.round === round);
  const leagueOnly = state.calendar.filter((slot) => slot.kind === 'league');
  const cupsAt = (cup: number) => {
    const at = state.calendar.findIndex((slot) => slot.kind === 'cup' && slot.round === cup);
    return at === -1 ? null : leagueRoundsBefore(state.calendar, at);
  };
  const plannedAfter = leagueRoundsBefore(state.calendar, planned);
  const earliest = Math.max(1, (cupsAt(round - 1) ?? 0) + 1, leagueRoundsBefore(state.calendar, state.nextSlot));
  const latest = (cupsAt(round + 1) ?? leagueOnly.length) - 1;
  const calendarWith = (after: number) => {
    const others = state.calendar.filter((slot) => !(slot.kind === 'cup' && slot.round === round));
    const at = others.findIndex((slot, i) => leagueRoundsBefore(others, i) === after && (slot.kind === 'league' || slot.round > round));
    const index = at === -1 ? others.length : at;
    return { calendar: [...others.slice(0, index), { kind: 'cup', round } as RoundSlot, ...others.slice(index)], at: index };
  };
  let best = { after: plannedAfter, fewest: Infinity };
  for (let after = Math.min(earliest, plannedAfter); after <= Math.max(latest, plannedAfter); after++) {
    const { calendar, at } = calendarWith(after);
    const { fewest } = bestDraws(state.cup.alive, (id) => matchesAround(calendar, state.fixtures, state.results, at, id));
    const nearer = Math.abs(after - plannedAfter) < Math.abs(best.after - plannedAfter);
    if (fewest < best.fewest || (fewest === best.fewest && nearer)) best = { after, fewest };
  }
  const { calendar, at } = calendarWith(best.after);
  state.calendar = calendar;
  const { draws } = bestDraws(state.cup.alive, (id) => matchesAround(calendar, state.fixtures, state.results, at, id));
  return draws[dice.roll(draws.length) - 1]!;
}

/**
 * House rule (docs/cards.md, "The calendar"): a cup round is drawn out of the hat among the draws that keep the
 * seed's fixture rules with the league around it: no club's third home or away match in a row, no meeting with the
 * club it played just before or plays just after. Where every draw breaks one (two finalists who meet in the league
 * the round before, say) it is drawn among those that break the fewest. Each such draw is equally likely.
 */
export function drawCupRound(clubIds: readonly string[], around: (clubId: string) => MatchesAround, dice: Dice): Tie[] {
  const { draws } = bestDraws(clubIds, around);
  return draws[dice.roll(draws.length) - 1]!;
}

/** Every draw of the clubs that breaks the fewest fixture rules, and how many it breaks. */
function bestDraws(clubIds: readonly string[], around: (clubId: string) => MatchesAround): { draws: Tie[][]; fewest: number } {
  const aroundOf = new Map(clubIds.map((id) => [id, around(id)]));
  const cost = (homeId: string, awayId: string) =>
    breaches(aroundOf.get(homeId)!, { opponentId: awayId, home: true }) + breaches(aroundOf.get(awayId)!, { opponentId: homeId, home: false });
  let best: Tie[][] = [];
  let fewest = Infinity;
  const pair = (left: readonly string[], ties: Tie[], spent: number) => {
    if (spent > fewest) return;
    if (left.length === 0) {
      if (spent < fewest) [fewest, best] = [spent, []];
      best.push([...ties]);
      return;
    }
    const [first, ...rest] = left as [string, ...string[]];
    rest.forEach((other, i) => {
      const others = rest.filter((_, j) => j !== i);
      for (const tie of [
        { homeId: first, awayId: other },
        { homeId: other, awayId: first },
      ]) {
        ties.push(tie);
        pair(others, ties, spent + cost(tie.homeId, tie.awayId));
        ties.pop();
      }
    });
  };
  pair(clubIds, [], 0);
  return { draws: best, fewest };
}
