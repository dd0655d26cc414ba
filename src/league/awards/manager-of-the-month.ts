import type { PlayedMatch } from './played-matches.js';

/** A month of the league's calendar is four match weeks: rounds 1-4, 5-8, 9-12, and the season's last two. */
export const ROUNDS_PER_MONTH = 4;

export function monthOfRound(round: number): number {
  return Math.ceil(round / ROUNDS_PER_MONTH);
}

/** Whether a round closes its month: every fourth round, and the season's last. */
export function closesMonth(round: number, lastRound: number): boolean {
  return round % ROUNDS_PER_MONTH === 0 || round === lastRound;
}

export interface ManagerOfTheMonth {
  month: number;
  fromRound: number;
  toRound: number;
  userId: string;
  clubId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
}

/**
 * The manager of a month (docs/rules.md, "Awards"): of the clubs a member managed through the month's games, the most
 * points, then goal difference, then goals scored, then fewer games; then the club's id, so a tie still has one winner.
 * `managers` maps a club to the member managing it when the month closed; null when no managed club played.
 */
export function managerOfTheMonth(month: number, matches: PlayedMatch[], managers: ReadonlyMap<string, string>): ManagerOfTheMonth | null {
  const rows = new Map<string, ManagerOfTheMonth>();
  for (const m of matches) {
    if (monthOfRound(m.round) !== month) continue;
    for (const [clubId, scored, conceded] of [
      [m.homeId, m.homeGoals, m.awayGoals],
      [m.awayId, m.awayGoals, m.homeGoals],
    ] as const) {
      const userId = managers.get(clubId);
      if (!userId) continue;
      const row = rows.get(clubId) ?? {
        month,
        fromRound: (month - 1) * ROUNDS_PER_MONTH + 1,
        toRound: m.round,
        userId,
        clubId,
        ...{ played: 0, won: 0, drawn: 0, lost: 0, points: 0, goalsFor: 0, goalsAgainst: 0 },
      };
      row.toRound = Math.max(row.toRound, m.round);
      row.played += 1;
      row.goalsFor += scored;
      row.goalsAgainst += conceded;
      if (scored > conceded) row.won += 1;
      else if (scored === conceded) row.drawn += 1;
      else row.lost += 1;
      row.points = row.won * 3 + row.drawn;
      rows.set(clubId, row);
    }
  }
  const ranked = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      a.played - b.played ||
      a.clubId.localeCompare(b.clubId),
  );
  return ranked[0] ?? null;
}
