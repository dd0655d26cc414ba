import { loadFortunesGameState } from '../../../db/repositories/fortunes-game.repository.js';
import { playedSteps } from '../../../db/repositories/played-steps.repository.js';
import type { TurnKind } from '../../../engine/fortunes-game/calendar.js';
import { COMPETITION_NAMES, type Competition, type CupTie } from '../../../engine/fortunes-game/cup.js';
import { foreignClubName } from '../../../engine/fortunes-game/europe.js';
import type { GameEvent } from '../../../engine/fortunes-game/events.js';
import { leagueTable } from '../../../engine/fortunes-game/league.js';
import type { TeamValues } from '../../../engine/fortunes-game/line-up.js';
import { borrowed } from '../../../engine/fortunes-game/loans.js';
import { cardLabel, SECTIONS, type StarCard } from '../../../engine/fortunes-game/star-card.js';
import type { TableRow } from '../../../engine/model/types.js';
import type { LeagueDeps } from '../../deps.js';
import type { FortunesGameLeague } from './fortunes-game-league.js';

/** A club as a Fortunes page names it: a manager's, the computer's, or one from abroad in a European tie. */
export interface FortunesRecordClub {
  id: string;
  name: string;
  managed: boolean;
}

export type FortunesRecordRow = Omit<TableRow, 'clubId'> & { position: number; club: FortunesRecordClub };

/** A match as the channel told it: the score and each side's Defence and Attack as it played. */
export interface FortunesRecordMatch {
  home: FortunesRecordClub;
  away: FortunesRecordClub;
  homeGoals: number;
  awayGoals: number;
  homeSide: TeamValues;
  awaySide: TeamValues;
}

export interface FortunesRecordTie extends FortunesRecordMatch {
  competition: string;
  round: number;
  winner: FortunesRecordClub;
  /** A drawn tie's deciding dice, the winner's first. */
  dice: [number, number] | null;
}

/** One turn of the board this season: a league round's results, or every running cup's ties. */
export interface FortunesRecordTurn {
  turn: number;
  kind: TurnKind;
  round: number;
  results: FortunesRecordMatch[];
  ties: FortunesRecordTie[];
  /** The cups that ended for the season this turn, every manager's club out of them. */
  ceased: string[];
}

export interface FortunesRecordCup {
  name: string;
  rounds: { round: number; ties: FortunesRecordTie[] }[];
  winner: FortunesRecordClub | null;
  /** Ended with every manager's club out (rulebook): no more rounds this season. */
  ceased: boolean;
  stillIn: number;
}

/** A card as the posts write it: "G4" a four-star goalkeeper. */
export interface FortunesRecordCard {
  type: StarCard['type'];
  label: string;
}

/** A manager's cards, public as the rulebook's table has them face up: each by type and stars, never his cash. */
export interface FortunesRecordSquad {
  club: FortunesRecordClub;
  resigned: boolean;
  cards: FortunesRecordCard[];
  borrowed: FortunesRecordCard[];
}

export interface FortunesRecordSeason {
  season: number;
  champion: FortunesRecordClub;
  runnerUp: FortunesRecordClub;
  cupWinners: { name: string; club: FortunesRecordClub }[];
  points: { club: FortunesRecordClub; points: number }[];
}

/** A Football Fortunes game as the public sees it: what the channel has been told and the cards on the table. */
export interface FortunesGameRecord {
  season: number;
  seasons: number;
  skill: number;
  finished: boolean;
  table: FortunesRecordRow[];
  /** This season's league fixtures still to play, by round. */
  fixtures: { round: number; home: FortunesRecordClub; away: FortunesRecordClub }[];
  turns: FortunesRecordTurn[];
  cups: FortunesRecordCup[];
  squads: FortunesRecordSquad[];
  history: FortunesRecordSeason[];
  /** Every manager's game points so far (at the end, with his cash turned into points), most first. */
  gamePoints: { club: FortunesRecordClub; points: number; resigned: boolean }[];
  winners: FortunesRecordClub[];
}

/** Cards in section order, G D M A then the Utility players, best first within each. */
function byType(cards: readonly StarCard[]): FortunesRecordCard[] {
  const order = [...SECTIONS, 'U'] as string[];
  return [...cards]
    .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type) || b.stars - a.stars)
    .map((card) => ({ type: card.type, label: cardLabel(card) }));
}

/**
 * A game's record as the channel has been told it, for the web page and for /league fixtures, results and history and
 * /cup: this season's turns and cups, the fixtures to come, the seasons played and the game points. Null before the
 * game is dealt.
 */
export async function fortunesGameRecord(deps: LeagueDeps, leagueId: string): Promise<FortunesGameRecord | null> {
  const stored = (await loadFortunesGameState(deps.db, leagueId)) as FortunesGameLeague | undefined;
  if (!stored) return null;
  const { game } = stored;
  const steps = await playedSteps(deps.db, leagueId);
  const known = new Map(game.clubs.map((c) => [c.id, c]));
  const club = (id: string): FortunesRecordClub => {
    const found = known.get(id);
    return found ? { id, name: found.name, managed: found.managed } : { id, name: foreignClubName(id), managed: false };
  };
  const match = (m: { homeId: string; awayId: string; homeGoals: number; awayGoals: number; sides: { home: TeamValues; away: TeamValues } }) => ({
    home: club(m.homeId),
    away: club(m.awayId),
    homeGoals: m.homeGoals,
    awayGoals: m.awayGoals,
    homeSide: m.sides.home,
    awaySide: m.sides.away,
  });
  const tie = (t: CupTie): FortunesRecordTie => ({
    ...match(t),
    competition: COMPETITION_NAMES[t.competition],
    round: t.round,
    winner: club(t.winnerId),
    dice: t.shootOut ? [Math.max(t.shootOut.home, t.shootOut.away), Math.min(t.shootOut.home, t.shootOut.away)] : null,
  });

  const turns = steps
    .filter((s) => s.season === game.season)
    .map((s, i): FortunesRecordTurn => {
      const events = s.events as unknown as GameEvent[];
      const slot = game.calendar[s.week] ?? { kind: 'league', round: 0 };
      return {
        turn: i + 1,
        kind: slot.kind,
        round: slot.round,
        results: events.flatMap((e) => (e.type === 'league-result' ? [match(e)] : [])),
        ties: events.flatMap((e) => (e.type === 'cup-tie' ? [tie(e.tie)] : [])),
        ceased: events.flatMap((e) => (e.type === 'cup-ceased' ? [COMPETITION_NAMES[e.competition]] : [])),
      };
    });

  const cups = game.cups.map((cup): FortunesRecordCup => {
    const ties = game.cupTies.filter((t) => t.competition === cup.competition).map(tie);
    const rounds = [...new Set(ties.map((t) => t.round))].map((round) => ({ round, ties: ties.filter((t) => t.round === round) }));
    return {
      name: COMPETITION_NAMES[cup.competition],
      rounds,
      winner: cup.winnerId ? club(cup.winnerId) : null,
      ceased: cup.ceased,
      stillIn: cup.alive.length,
    };
  });

  const managers = Object.values(game.managers);
  const over = steps.flatMap((s) => (s.events as unknown as GameEvent[]).filter((e) => e.type === 'game-over'))[0];
  return {
    season: game.season,
    seasons: game.seasons,
    skill: game.skill,
    finished: game.finished,
    fixtures: game.finished
      ? []
      : game.league.fixtures
          .filter((f) => !game.league.results.some((r) => r.round === f.round))
          .map((f) => ({ round: f.round, home: club(f.homeId), away: club(f.awayId) })),
    table: leagueTable(game.league).map((row, i) => ({ ...row, position: i + 1, club: club(row.clubId) })),
    turns,
    cups,
    squads: managers.map((m) => ({ club: club(m.clubId), resigned: m.resigned, cards: byType(m.squad), borrowed: byType(borrowed(game, m.clubId)) })),
    history: game.history.map((h) => ({
      season: h.season,
      champion: club(h.table[0]!),
      runnerUp: club(h.table[1]!),
      cupWinners: (Object.entries(h.cupWinners) as [Competition, string][]).map(([competition, id]) => ({
        name: COMPETITION_NAMES[competition],
        club: club(id),
      })),
      points: Object.entries(h.points).map(([id, points]) => ({ club: club(id), points })),
    })),
    gamePoints: managers
      .map((m) => ({ club: club(m.clubId), points: game.gamePoints[m.clubId] ?? 0, resigned: m.resigned }))
      .sort((a, b) => b.points - a.points || a.club.name.localeCompare(b.club.name)),
    winners: over?.type === 'game-over' ? over.winnerIds.map(club) : [],
  };
}

/** A game's record with its league's name, for the channel's views: /league fixtures, results and history, and /cup. */
export interface FortunesGameRecordView {
  leagueName: string;
  record: FortunesGameRecord;
}

export async function fortunesGameRecordView(deps: LeagueDeps, league: { id: string; name: string }): Promise<FortunesGameRecordView> {
  const record = await fortunesGameRecord(deps, league.id);
  if (!record) throw new Error(`Football Fortunes league ${league.id} has no state`);
  return { leagueName: league.name, record };
}
