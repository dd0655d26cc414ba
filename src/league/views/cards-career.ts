import { loadCardsState } from '../../db/repositories/cards.repository.js';
import { seasonSteps } from '../../db/repositories/played-steps.repository.js';
import type { Db } from '../../db/db.js';
import type { CardsEvent } from '../../engine/cards/events.js';
import { divisionTable } from '../../engine/season/league-table.js';
import type { CardsLeague } from '../shared/cards-league.js';

type MatchEvent = Extract<CardsEvent, { type: 'match' }>;

/** A card game's season as a manager's career reads it, out of its played steps alone. */
export interface CardsSeason {
  /** The season's end has been played. */
  finished: boolean;
  cupWinnerId: string | null;
  /** The club's league matches in the steps from `firstWeek` to `lastWeek` (null: to the end). */
  recordOf(clubId: string, spell: { firstWeek: number; lastWeek: number | null }): { played: number; won: number; drawn: number; lost: number };
  /** The club's place in the final table (the game's one table: division 0); null before the season ends. */
  finishOf(clubId: string): { division: number; position: number; of: number; promoted: false; relegated: false } | null;
}

/** A card game's season, its table ranked as the game ranks it (docs/cards.md); null when no step of it was played. */
export async function cardsSeasonOf(db: Db, leagueId: string, season: number): Promise<CardsSeason | null> {
  const [steps, stored] = await Promise.all([seasonSteps(db, leagueId, season), loadCardsState(db, leagueId) as Promise<CardsLeague | undefined>]);
  if (steps.length === 0) return null;
  const events = (step: { events: unknown[] }) => step.events as CardsEvent[];
  const matches = steps.flatMap((step) =>
    events(step)
      .filter((e): e is MatchEvent => e.type === 'match' && e.competition === 'league')
      .map((match) => ({ week: step.week, match })),
  );
  const all = steps.flatMap(events);
  const finished = all.some((e) => e.type === 'season-ended' && e.season === season);
  const cupWinnerId = all.flatMap((e) => (e.type === 'cup-won' ? [e.winnerId] : []))[0] ?? null;
  // The game's own order of clubs breaks a tie in the table, as its table does.
  const seen = matches.flatMap(({ match }) => [match.homeId, match.awayId]);
  const clubIds = [...new Set([...(stored?.game.clubIds ?? []), ...seen])].filter((id) => seen.includes(id));
  const table = finished ? divisionTable({ clubIds, results: matches.map(({ match }) => match) }) : [];
  return {
    finished,
    cupWinnerId,
    recordOf(clubId, spell) {
      const own = matches
        .filter(({ week }) => week >= spell.firstWeek && (spell.lastWeek === null || week <= spell.lastWeek))
        .flatMap(({ match }) =>
          match.homeId === clubId ? [[match.homeGoals, match.awayGoals]] : match.awayId === clubId ? [[match.awayGoals, match.homeGoals]] : [],
        );
      return {
        played: own.length,
        won: own.filter(([f, a]) => f! > a!).length,
        drawn: own.filter(([f, a]) => f === a).length,
        lost: own.filter(([f, a]) => f! < a!).length,
      };
    },
    finishOf(clubId) {
      const at = table.findIndex((row) => row.clubId === clubId);
      return at < 0 ? null : { division: 0, position: at + 1, of: table.length, promoted: false, relegated: false };
    },
  };
}
