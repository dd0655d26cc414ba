import { loadCardsState } from '../../db/repositories/cards.repository.js';
import { clubHeaders } from '../../db/repositories/club.repository.js';
import { playedSteps } from '../../db/repositories/played-steps.repository.js';
import type { CardsEvent } from '../../engine/cards/events.js';
import { cardsLeagueTable } from '../../engine/cards/season-end.js';
import type { CardsPhase } from '../../engine/cards/state.js';
import type { TableRow } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';
import { cardsMatchStory, type MatchStory } from '../modes/cards/cards-match-story.js';
import { matchMessages, type CardsSideView } from '../modes/cards/cards-messages.js';
import type { CardsLeague } from '../shared/cards-league.js';
import type { WebLeague } from './web-league.js';
import { webManagerNames } from './web-managers.js';

/** A club as a cards page names it. */
export interface WebCardsClub {
  id: string;
  name: string;
  managed: boolean;
}

/** A row of the league table, its club named. */
export type WebCardsRow = Omit<TableRow, 'clubId'> & { position: number; club: WebCardsClub };

/** A match of the season as the channel was told it: both sheets revealed, every duel, the luck cards, the score. */
export interface WebCardsMatch {
  competition: 'league' | 'cup';
  round: number;
  home: WebCardsClub;
  away: WebCardsClub;
  homeGoals: number;
  awayGoals: number;
  homeSheet: CardsSideView;
  awaySheet: CardsSideView;
  story: MatchStory;
  shootOutWinner: WebCardsClub | null;
}

export interface WebCardsTie {
  round: number;
  home: WebCardsClub;
  away: WebCardsClub;
}

export interface WebCardsSeason {
  season: number;
  leagueWinner: WebCardsClub;
  leagueRunnerUp: WebCardsClub;
  cupWinner: WebCardsClub | null;
}

/** The public page of a cards league: what the channel has been shown, never a hand, a bid or a manager's money. */
export interface WebCards {
  season: number;
  seasons: number;
  phase: CardsPhase;
  table: WebCardsRow[];
  matches: WebCardsMatch[];
  cup: { next: WebCardsTie[]; winner: WebCardsClub | null; cupRounds: number };
  history: WebCardsSeason[];
  /** `manager`: the name the page gives the club's manager (null when none is kept). */
  trophies: { club: WebCardsClub; manager: string | null; points: number }[];
  winners: WebCardsClub[];
}

/** The page's view; null before the game is dealt. */
export async function webCards(deps: LeagueDeps, league: WebLeague): Promise<WebCards | null> {
  const stored = (await loadCardsState(deps.db, league.id)) as CardsLeague | null;
  if (!stored) return null;
  const { game } = stored;
  const [headers, steps, managerNames] = await Promise.all([
    clubHeaders(deps.db, league.id),
    playedSteps(deps.db, league.id),
    webManagerNames(deps, league),
  ]);
  const managerOf = new Map(headers.map((c) => [c.id, c.manager_user_id ? managerNames.of(c.manager_user_id) : null]));
  const names = Object.fromEntries(headers.map((c) => [c.id, c.name]));
  const club = (id: string): WebCardsClub => ({ id, name: names[id] ?? id, managed: game.managerIds.includes(id) });
  const events = steps.filter((s) => s.season === game.season).flatMap((s) => s.events as unknown as CardsEvent[]);
  const matches = matchMessages(league.name, game, names, events).map((m): WebCardsMatch => ({
    competition: m.competition,
    round: m.round,
    home: club(m.home.clubId),
    away: club(m.away.clubId),
    homeGoals: m.homeGoals,
    awayGoals: m.awayGoals,
    homeSheet: m.home,
    awaySheet: m.away,
    story: cardsMatchStory(m),
    shootOutWinner: m.shootOut ? club(m.shootOut.winnerId) : null,
  }));
  return {
    season: game.season,
    seasons: game.seasons,
    phase: game.phase,
    table: cardsLeagueTable(game).map((r, i) => ({ position: i + 1, club: club(r.clubId), ...r })),
    matches,
    cup: {
      next: game.cup.ties.map((t) => ({ round: game.cup.roundsPlayed + 1, home: club(t.homeId), away: club(t.awayId) })),
      winner: game.cup.winnerId ? club(game.cup.winnerId) : null,
      cupRounds: game.calendar.filter((s) => s.kind === 'cup').length,
    },
    history: game.history.map((h) => ({
      season: h.season,
      leagueWinner: club(h.leagueWinnerId),
      leagueRunnerUp: club(h.leagueRunnerUpId),
      cupWinner: h.cupWinnerId ? club(h.cupWinnerId) : null,
    })),
    trophies: game.managerIds.map((id) => ({ club: club(id), manager: managerOf.get(id) ?? null, points: game.managers[id]!.trophyPoints })),
    winners: game.winnerIds.map(club),
  };
}
