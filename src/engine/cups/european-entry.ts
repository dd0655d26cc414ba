import type { Dice } from '../dice.js';
import { EUROPEAN_COMPETITIONS, FIELD_SIZE, type EuropeanCompetition } from '../model/cup-competitions.js';
import type { ForeignClub } from '../model/cups-state.js';
import { foreignClubs } from './foreign-clubs.js';

/** What last season decided: its Premier champions, its cup final, and the clubs managers run now. */
export interface EuropeanQualifiers {
  championId: string;
  cupWinnerId: string;
  cupRunnerUpId: string;
  /** Clubs with a manager (not the AI) this season. */
  managerClubIds: readonly string[];
}

export type EuropeanEntry = Record<EuropeanCompetition, string[]>;

/**
 * Football Fortunes: "League Champions - European Cup; F.A. Cup Winners - European Cup-Winners' Cup; Remaining
 * Clubs - UEFA Cup". If the champions also won the cup, the runners-up take the Cup-Winners' Cup place. "Remaining
 * clubs" are the managers' clubs (docs/rules.md, "Cups"): it is their ties the league follows.
 */
export function europeanEntry(q: EuropeanQualifiers): EuropeanEntry {
  const cupWinners = q.cupWinnerId === q.championId ? q.cupRunnerUpId : q.cupWinnerId;
  if (cupWinners === q.championId) throw new Error('the cup final needs two different clubs');
  const entered = new Set([q.championId, cupWinners]);
  return {
    'european-cup': [q.championId],
    'cup-winners-cup': [cupWinners],
    'uefa-cup': [...new Set(q.managerClubIds)].filter((id) => !entered.has(id)),
  };
}

export interface EuropeanFields {
  /** Each competition's sixteen clubs, the league's first; a competition with no league club is not played. */
  fields: Record<EuropeanCompetition, string[]>;
  foreign: ForeignClub[];
}

/** Fills each competition with a league club in it to sixteen with foreign clubs (foreign-clubs.ts). */
export function europeanFields(entry: EuropeanEntry, leagueClubNames: Iterable<string>, dice: Dice, idPrefix: string): EuropeanFields {
  const needed = {} as Record<EuropeanCompetition, number>;
  for (const competition of EUROPEAN_COMPETITIONS) {
    const ours = entry[competition].length;
    if (ours > FIELD_SIZE[competition]) throw new Error(`${ours} league clubs do not fit the ${competition}'s ${FIELD_SIZE[competition]}`);
    needed[competition] = ours === 0 ? 0 : FIELD_SIZE[competition] - ours;
  }
  const foreign = foreignClubs(needed, leagueClubNames, dice, idPrefix);
  const fields = {} as Record<EuropeanCompetition, string[]>;
  for (const competition of EUROPEAN_COMPETITIONS) {
    fields[competition] = [...entry[competition], ...foreign.filter((club) => club.competition === competition).map((club) => club.id)];
  }
  return { fields, foreign };
}
