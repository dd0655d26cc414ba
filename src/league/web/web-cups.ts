import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { Names } from '../../commentary/render.js';
import { cupPostsOf } from '../../db/repositories/cup-posts.repository.js';
import { toldPosts, type PostRow } from '../posts/told-posts.js';
import type { EventOf } from '../../engine/model/events.js';
import type { CupDrawMessage, CupResultsMessage, CupTieMessage } from '../cups/cup-message-types.js';
import { tieReportEvents } from '../cups/tie-report.js';
import type { LeagueDeps } from '../deps.js';
import { clubDirectory } from '../shared/club-names.js';
import { commentaryOf, type WebMatch } from './web-match.js';
import { rollsOf, type WebRoll } from './web-rolls.js';
import type { WebLeague } from './web-league.js';

/** A club in a tie: the league's own have a page (id), a foreign club has none. */
export interface WebCupClub {
  id: string | null;
  name: string;
}

export interface WebCupTie {
  home: WebCupClub;
  away: WebCupClub;
  neutral: boolean;
  /** Null until played. */
  result: { homeGoals: number; awayGoals: number; extraTime: boolean; penalties: { home: number; away: number } | null; winner: WebCupClub } | null;
  /** The anchor of the tie's full report on the page, when the channel told it in full. */
  reportId: string | null;
}

export interface WebCupRound {
  name: string;
  ties: WebCupTie[];
  byes: WebCupClub[];
}

export interface WebCupCompetition {
  name: string;
  rounds: WebCupRound[];
  winner: WebCupClub | null;
}

/** A tie the channel told in full: its commentary (extra time included) and its penalties kick by kick. */
export interface WebCupReport {
  id: string;
  title: string;
  /** The competition and the round by the English names the engine gives them, for the page to word. */
  competition: string;
  round: string;
  tie: WebCupTie;
  commentary: WebMatch['commentary'];
  penalties: { club: WebCupClub; taker: string | null; scored: boolean }[];
  /** Every roll of the tie, in order, with the rule that read it (its penalties too); none when not played. */
  rolls: WebRoll[];
}

export interface WebCupSeason {
  season: number;
  competitions: WebCupCompetition[];
  reports: WebCupReport[];
}

const roundKey = (m: { competitionName: string; roundName: string }) => `${m.competitionName}|${m.roundName}`;

/**
 * A season's cups as the channel gave them: each competition's draws and results round by round, its winner, and the
 * ties told in full with their commentary. Built from the cup posts alone, so the page shows nothing the channel did
 * not.
 */
export async function webCups(deps: LeagueDeps, league: WebLeague, season: number): Promise<WebCupSeason> {
  const [posts, clubs] = await Promise.all([cupPostsOf(deps.db, league.id).then(cupPosts), clubDirectory(deps.db, league.id)]);
  const club = (ref: { id: string; name: string }): WebCupClub => ({ id: clubs.get(ref.id) ? ref.id : null, name: ref.name });
  const competitions = new Map<string, WebCupCompetition>();
  const rounds = new Map<string, WebCupRound>();
  const roundOf = (m: CupDrawMessage | CupResultsMessage) => {
    const competition = competitions.get(m.competitionName) ?? { name: m.competitionName, rounds: [], winner: null };
    competitions.set(m.competitionName, competition);
    let round = rounds.get(roundKey(m));
    if (!round) {
      round = { name: m.roundName, ties: [], byes: [] };
      rounds.set(roundKey(m), round);
      competition.rounds.push(round);
    }
    return { competition, round };
  };
  const tieKey = (competitionName: string, roundName: string, homeId: string) => `${competitionName}|${roundName}|${homeId}`;
  const ties = new Map<string, WebCupTie>();
  const reports: WebCupReport[] = [];

  for (const post of posts) {
    const message = post.payload as { season: number };
    if (message.season !== season) continue;
    if (post.kind === 'cup-draw') {
      const draw = post.payload as CupDrawMessage;
      const { round } = roundOf(draw);
      round.byes = draw.byes.map(club);
      round.ties = draw.ties.map((t) => {
        const tie: WebCupTie = { home: club(t.home), away: club(t.away), neutral: t.neutral, result: null, reportId: null };
        ties.set(tieKey(draw.competitionName, draw.roundName, t.home.id), tie);
        return tie;
      });
    } else if (post.kind === 'cup-results') {
      const results = post.payload as CupResultsMessage;
      const { competition, round } = roundOf(results);
      for (const t of results.ties) {
        const key = tieKey(results.competitionName, results.roundName, t.home.id);
        const tie = ties.get(key) ?? { home: club(t.home), away: club(t.away), neutral: t.neutral, result: null, reportId: null };
        if (!ties.has(key)) round.ties.push(tie);
        ties.set(key, tie);
        const winner = club(t.winnerId === t.home.id ? t.home : t.away);
        tie.result = { homeGoals: t.homeGoals, awayGoals: t.awayGoals, extraTime: t.extraTime, penalties: t.penalties, winner };
        if (results.roundName === 'final') competition.winner = winner;
      }
    } else if (post.kind === 'cup-tie') {
      const full = post.payload as CupTieMessage;
      const tie = ties.get(tieKey(full.competitionName, full.roundName, full.tie.home.id));
      if (!tie) continue;
      tie.reportId = `tie-${reports.length + 1}`;
      reports.push(reportOf(full, tie, tie.reportId, club, league.language));
    }
  }
  return { season, competitions: [...competitions.values()], reports };
}

function reportOf(
  message: CupTieMessage,
  tie: WebCupTie,
  id: string,
  club: (ref: { id: string; name: string }) => WebCupClub,
  locale: Locale,
): WebCupReport {
  const { names } = message;
  const plain: Names = {
    club: (clubId) => names.clubs[clubId] ?? t(locale, 'posts.name.unknownClub'),
    player: (playerId) => names.players[playerId] ?? t(locale, 'posts.name.unknownPlayer'),
  };
  // Inside a line of commentary each name sits between Unicode isolates, as on a match page.
  const spoken: Names = { club: (clubId) => `\u2068${plain.club(clubId)}\u2069`, player: (playerId) => `\u2068${plain.player(playerId)}\u2069` };
  const shootOut = message.events.find((e): e is EventOf<'cup-shoot-out'> => e.type === 'cup-shoot-out');
  const sides = [message.tie.home, message.tie.away];
  return {
    id,
    title: `${message.competitionName} ${message.roundName}`,
    competition: message.competitionName,
    round: message.roundName,
    tie,
    commentary: commentaryOf(tieReportEvents(message) ?? [], spoken, locale),
    penalties: (shootOut?.kicks ?? []).map((k) => ({
      club: club(sides.find((s) => s.id === k.clubId) ?? { id: k.clubId, name: plain.club(k.clubId) }),
      taker: k.playerId ? plain.player(k.playerId) : null,
      scored: k.scored,
    })),
    rolls: message.tie.decidedBy === 'match' ? rollsOf([...(tieReportEvents(message) ?? []), ...(shootOut ? [shootOut] : [])], spoken, locale) : [],
  };
}

/** The seasons whose cups the channel has posted, newest first, for the page's season links. */
export async function webCupSeasons(deps: LeagueDeps, league: WebLeague): Promise<number[]> {
  const posts = cupPosts(await cupPostsOf(deps.db, league.id));
  return [...new Set(posts.map((p) => (p.payload as { season: number }).season))].sort((a, b) => b - a);
}

const CUP_KINDS: ReadonlySet<string> = new Set(['cup-draw', 'cup-results', 'cup-tie']);

/** The cup's posts, those a week's story tells among them. */
function cupPosts(rows: PostRow[]): PostRow[] {
  return toldPosts(rows).filter((p) => CUP_KINDS.has(p.kind));
}
