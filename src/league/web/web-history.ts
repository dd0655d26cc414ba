import type { DivisionIndex } from '../../engine/model/types.js';
import { clubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import type { WebLeague } from './web-league.js';
import { postedSeasons } from './unposted.js';
import { storedSeasonAwards, type StoredSeasonAwards } from '../awards/season-end-awards.js';
import type { AwardedPlayer } from '../awards/season-awards.js';
import type { Line } from '../../engine/model/types.js';
import { webManagerNames, type WebManagerNames } from './web-managers.js';

type WebClub = { id: string; name: string };

/** A man named by an award, as the web page shows him: his name, club and figures. */
export interface WebAwardedPlayer {
  name: string;
  club: WebClub;
  line: Line;
  apps: number;
  /** Average match rating in tenths. */
  average: number;
  goals: number;
  cleanSheets: number;
}

/**
 * A season's awards as the public page shows them: by player and club, never a member's Discord id. The managers are
 * named as their server shows them, with their clubs; the best predictor, who may manage no club, is left to the channel.
 */
export interface WebAwards {
  /** `manager`: the name the page gives him (null when the computer ran the club, or his name is not kept). */
  championsManager: { club: WebClub; managed: boolean; manager: string | null } | null;
  playerOfTheSeason: WebAwardedPlayer | null;
  goldenBoot: WebAwardedPlayer | null;
  bestGoalkeeper: WebAwardedPlayer | null;
  youngPlayer: WebAwardedPlayer | null;
  teamOfTheSeason: WebAwardedPlayer[];
  managersOfTheMonth: {
    fromRound: number;
    toRound: number;
    club: WebClub;
    manager: string | null;
    won: number;
    drawn: number;
    lost: number;
    points: number;
  }[];
}

export interface WebSeason {
  season: number;
  champion: WebClub;
  runnerUp: WebClub;
  divisions: {
    division: DivisionIndex;
    winner: { id: string; name: string } | null;
    promoted: { id: string; name: string }[];
    relegated: { id: string; name: string }[];
  }[];
  topScorers: { name: string; clubName: string | null; goals: number }[];
  /** Absent for a season that ended before awards were kept. */
  awards: WebAwards | null;
}

function webAwards(awards: StoredSeasonAwards, club: (id: string) => WebClub, names: WebManagerNames): WebAwards {
  const player = (p: AwardedPlayer | null): WebAwardedPlayer | null =>
    p && { name: p.name, club: club(p.clubId), line: p.line, apps: p.apps, average: p.average, goals: p.goals, cleanSheets: p.cleanSheets };
  return {
    championsManager: awards.champion && {
      club: club(awards.champion.clubId),
      managed: awards.champion.managerUserId !== null,
      manager: awards.champion.managerUserId === null ? null : names.of(awards.champion.managerUserId),
    },
    playerOfTheSeason: player(awards.playerOfTheSeason),
    goldenBoot: player(awards.goldenBoot),
    bestGoalkeeper: player(awards.bestGoalkeeper),
    youngPlayer: player(awards.youngPlayer),
    teamOfTheSeason: awards.teamOfTheSeason.map((p) => player(p)!),
    managersOfTheMonth: awards.months.map((m) => ({
      fromRound: m.fromRound,
      toRound: m.toRound,
      club: club(m.clubId),
      manager: names.of(m.userId),
      won: m.won,
      drawn: m.drawn,
      lost: m.lost,
      points: m.points,
    })),
  };
}

/** Every finished season, newest first: champions, each division's winner, promotions, relegations, top scorers. */
export async function webHistory(deps: LeagueDeps, league: WebLeague): Promise<WebSeason[]> {
  const [seasons, clubs, awards, names] = await Promise.all([
    postedSeasons(deps, league),
    clubDirectory(deps.db, league.id),
    storedSeasonAwards(deps.db, league.id),
    webManagerNames(deps, league),
  ]);
  const awardsOf = new Map(awards.map((a) => [a.season, a]));
  const club = (id: string) => ({ id, name: clubs.name(id) });
  return seasons
    .map((h) => ({
      season: h.season,
      champion: club(h.champion),
      runnerUp: club(h.runnerUp),
      divisions: h.divisions.map((d) => ({
        division: d.index,
        winner: d.table[0] ? club(d.table[0].clubId) : null,
        promoted: d.promoted.map(club),
        relegated: d.relegated.map(club),
      })),
      topScorers: h.topScorers.map((s) => ({ name: s.name, clubName: clubs.nameOrNull(s.clubId), goals: s.goals })),
      awards: awardsOf.has(h.season) ? webAwards(awardsOf.get(h.season)!, club, names) : null,
    }))
    .reverse();
}
