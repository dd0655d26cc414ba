import { loadCupsRow, trophiesOf } from '../../db/repositories/cups.repository.js';
import { COMPETITION_NAMES } from '../../engine/cups/competition-names.js';
import { CUP_COMPETITIONS, type CupCompetition, type CupsOption } from '../../engine/model/cup-competitions.js';
import { knockoutRounds, knockoutWinner, roundName } from '../../engine/cups/knockout.js';
import type { CupTrophy } from '../../engine/model/cups-state.js';
import { clubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import { requireLeague } from '../guards.js';
import type { LeagueRow } from '../../db/tables.js';

export interface CupTieLine {
  homeName: string;
  awayName: string;
  neutral: boolean;
  /** null until played. */
  result: { homeGoals: number; awayGoals: number; extraTime: boolean; penalties: { home: number; away: number } | null; winnerName: string } | null;
}

export interface CupCompetitionView {
  competition: CupCompetition;
  name: string;
  rounds: { round: number; name: string; ties: CupTieLine[]; byes: string[] }[];
  /** Rounds the competition takes in all, the final the last. */
  totalRounds: number;
  winnerName: string | null;
}

export interface CupView {
  option: CupsOption;
  /** The season the competitions are of; null before the first draw. */
  season: number | null;
  competitions: CupCompetitionView[];
  /** Every club that has won something, with what and when. */
  cabinet: { clubName: string; trophies: { season: number; competition: string }[] }[];
}

/**
 * The league's cups as /cup shows them: this season's draws, fixtures and results round by round (the bracket so
 * far), and the trophy cabinet from the history.
 */
export async function cupView(deps: LeagueDeps, input: { leagueId: string; competition?: CupCompetition }): Promise<CupView> {
  return cupViewOf(deps, await requireLeague(deps.db, input.leagueId), input.competition);
}

/** cupView of the league already read. */
export async function cupViewOf(deps: LeagueDeps, league: LeagueRow, only?: CupCompetition): Promise<CupView> {
  const input = { competition: only };
  const option = league.settings.rules.cups ?? 'off';
  const [cups, clubs, history] = await Promise.all([
    loadCupsRow(deps.db, league.id),
    clubDirectory(deps.db, league.id),
    trophiesOf(deps.db, league.id),
  ]);
  const names = new Map(clubs.headers.map((c) => [c.id, c.name]));
  for (const f of cups?.foreign ?? []) names.set(f.id, f.name);
  const nameOf = (id: string) => names.get(id) ?? id;
  const competitions: CupCompetitionView[] = [];
  for (const competition of CUP_COMPETITIONS) {
    const knockout = cups?.knockouts[competition];
    if (!knockout || (input.competition && input.competition !== competition)) continue;
    const total = knockoutRounds(knockout);
    const played = cups!.ties.filter((t) => t.competition === competition);
    competitions.push({
      competition,
      name: COMPETITION_NAMES[competition],
      totalRounds: total,
      winnerName: knockoutWinner(knockout) ? nameOf(knockoutWinner(knockout)!) : null,
      rounds: knockout.rounds.map((round) => ({
        round: round.round,
        name: roundName(round.round, total),
        byes: round.byes.map(nameOf),
        ties: round.ties.map((tie) => {
          const result = played.find((p) => p.round === round.round && p.homeId === tie.homeId && p.awayId === tie.awayId);
          return {
            homeName: nameOf(tie.homeId),
            awayName: nameOf(tie.awayId),
            neutral: tie.neutral,
            result: result
              ? {
                  homeGoals: result.homeGoals,
                  awayGoals: result.awayGoals,
                  extraTime: result.extraTime,
                  penalties: result.penalties,
                  winnerName: nameOf(result.winnerId),
                }
              : null,
          };
        }),
      })),
    });
  }
  return { option, season: cups?.season ?? null, competitions, cabinet: trophyCabinet(history, nameOf) };
}

/** The trophy cabinet: each club's cups, league clubs and foreign winners alike, most trophies first. */
export function trophyCabinet(seasons: readonly { season: number; cups?: CupTrophy[] }[], nameOf: (id: string) => string): CupView['cabinet'] {
  const byClub = new Map<string, { clubName: string; trophies: { season: number; competition: string }[] }>();
  for (const season of seasons) {
    for (const trophy of season.cups ?? []) {
      const clubName = trophy.winnerName ?? nameOf(trophy.winnerId);
      const entry = byClub.get(clubName) ?? { clubName, trophies: [] };
      entry.trophies.push({ season: season.season, competition: COMPETITION_NAMES[trophy.competition] });
      byClub.set(clubName, entry);
    }
  }
  return [...byClub.values()].sort((a, b) => b.trophies.length - a.trophies.length || a.clubName.localeCompare(b.clubName));
}
