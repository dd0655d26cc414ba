import type { EngineEvent } from '../../engine/model/events.js';
import type { DivisionIndex } from '../../engine/model/types.js';
import type { DivisionTableView } from '../shared/views.js';
import type { ClubRef } from '../shared/post-parts.js';
import type { Headline } from '../shared/headline.js';

/** A win by this many goals or more is news whoever played. */
export const BIG_WIN_MARGIN = 3;
/** An injury is news when it keeps a man out this long; a week's knock is his manager's business. */
export const LONG_INJURY_WEEKS = 2;
/** Clubs this many places from the top of a division with a manager are in the race (promotion, or the title). */
export const RACE_PLACES = 3;

export type { Headline } from '../shared/headline.js';

interface Result {
  division: DivisionIndex;
  home: ClubRef;
  away: ClubRef;
  homeGoals: number;
  awayGoals: number;
}

/** Which headline a club gets when it has several: the first of these it has. */
const PRIORITY: readonly Headline['kind'][] = ['big-win', 'signing', 'injury', 'race', 'stand-opened'];

/**
 * The week's headlines: one a club at most, only clubs with something worth telling (a big win, a signing, a key man
 * injured for weeks, a managed club in the race at the top, a stand opened), the managers' clubs first.
 */
export function weekHeadlines(input: {
  results: readonly Result[];
  /** The step's club and transfer news, as posted. */
  events: readonly EngineEvent[];
  tables: readonly DivisionTableView[];
  ref: (clubId: string) => ClubRef;
  managed: ReadonlySet<string>;
}): Headline[] {
  const { ref, managed } = input;
  const found: Headline[] = [];
  for (const r of input.results) {
    const margin = r.homeGoals - r.awayGoals;
    if (margin >= BIG_WIN_MARGIN)
      found.push({ kind: 'big-win', club: r.home, opponent: r.away, goalsFor: r.homeGoals, goalsAgainst: r.awayGoals, home: true });
    if (-margin >= BIG_WIN_MARGIN)
      found.push({ kind: 'big-win', club: r.away, opponent: r.home, goalsFor: r.awayGoals, goalsAgainst: r.homeGoals, home: false });
  }
  const injured = new Map<string, { playerId: string; weeks: number }[]>();
  for (const e of input.events) {
    if (e.type === 'transferred' && e.toClubId)
      found.push({ kind: 'signing', club: ref(e.toClubId), player: e.name, fee: e.fee, fromClub: e.fromClubId ? ref(e.fromClubId).name : null });
    if (e.type === 'injury' && e.selected && e.weeks >= LONG_INJURY_WEEKS)
      injured.set(e.clubId, [...(injured.get(e.clubId) ?? []), { playerId: e.playerId, weeks: e.weeks }]);
    if (e.type === 'build-completed') found.push({ kind: 'stand-opened', club: ref(e.clubId), stand: e.stand });
  }
  // A club's long injuries are one line: three men lost in a week is the news, not the first of them.
  for (const [clubId, injuries] of injured) {
    const [longest, ...more] = injuries.toSorted((a, b) => b.weeks - a.weeks);
    found.push({ kind: 'injury', club: ref(clubId), ...longest!, ...(more.length ? { more } : {}) });
  }
  for (const table of input.tables) {
    const leader = table.rows[0];
    if (!leader || leader.played === 0) continue;
    for (const row of table.rows.slice(0, RACE_PLACES)) {
      if (!managed.has(row.clubId)) continue;
      found.push({
        kind: 'race',
        club: ref(row.clubId),
        division: table.division,
        position: row.position,
        points: row.points,
        leaderGap: leader.points - row.points,
      });
    }
  }
  const best = new Map<string, Headline>();
  for (const headline of found) {
    const held = best.get(headline.club.id);
    if (!held || PRIORITY.indexOf(headline.kind) < PRIORITY.indexOf(held.kind)) best.set(headline.club.id, headline);
  }
  return [...best.values()].sort((a, b) => Number(managed.has(b.club.id)) - Number(managed.has(a.club.id)));
}
