import { DetailedCommentator, isDetailedEvent, STAT_ROWS, statLabel } from '../../commentary/detailed.js';
import { Commentator, type Names } from '../../commentary/render.js';
import { playedMatch, playerNames } from '../../db/repositories/web.repository.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { TeamRatings } from '../../engine/model/match-events.js';
import type { DivisionIndex } from '../../engine/model/types.js';
import { clubDirectory } from '../shared/club-names.js';
import type { LeagueDeps } from '../deps.js';
import { stringsIn } from '../shared/post-names.js';
import type { WebLeague } from './web-league.js';
import type { MatchRef } from '../shared/web-paths.js';
import { unpostedOf } from './unposted.js';
import { generatedNames } from '../channel/generated-names.js';
import { rollsOf, type WebRoll } from './web-rolls.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';

export interface WebSide {
  id: string;
  name: string;
  goals: number;
  /** The formation the match report shows, when the side had one (a non-player side plays from its chart). */
  formation: string | null;
  /** The team ratings the channel's match post shows. */
  ratings: { label: string; value: string }[];
  /** The players the play-by-play names for this side, in the order they appear. */
  players: string[];
}

export interface WebMatch {
  season: number;
  week: number;
  division: DivisionIndex;
  home: WebSide;
  away: WebSide;
  /** Every line of the play-by-play, minute by minute, with the dice. */
  commentary: { minute: string | null; text: string }[];
  statistics: { label: string; home: number; away: number }[];
  /** Every roll, in order, with the rule that read it (the dispute view). */
  rolls: WebRoll[];
}

/**
 * A played match of the league: its full report, as public as the channel's match post. Null when there is none, or
 * while the channel has not been given its result.
 */
export async function webMatch(deps: LeagueDeps, league: WebLeague, ref: MatchRef): Promise<WebMatch | null> {
  const [row, unposted] = await Promise.all([playedMatch(deps.db, league.id, ref), unpostedOf(deps, league)]);
  if (!row || unposted.result({ season: row.season, division: row.division, homeId: row.home_id, awayId: row.away_id })) return null;
  const events = row.events as EngineEvent[];
  const [clubs, players] = await Promise.all([clubDirectory(deps.db, league.id), playerNames(deps.db, league.id, [...stringsIn(events, new Set())])]);
  // Named as when played (a man may have left since); a chart or foreign club's men take the names the channel gave them.
  const generated = generatedNames(league.seed);
  const playedNames = row.names ?? {};
  const playerName = (id: string) => (Object.hasOwn(playedNames, id) ? playedNames[id] : undefined) ?? players.get(id) ?? generated(id);
  const names: Names = {
    club: (id) => clubs.get(id)?.name ?? t(league.language, 'posts.name.unknownClub'),
    player: (id) => playerName(id) ?? t(league.language, 'posts.name.unknownPlayer'),
  };
  // Inside a line of commentary each name sits between Unicode isolates: a right-to-left name cannot reorder the line.
  const spoken: Names = { club: (id) => `\u2068${names.club(id)}\u2069`, player: (id) => `\u2068${names.player(id)}\u2069` };
  const sides = { home: row.home_id, away: row.away_id };
  const named = playersBySide(events, sides);
  const side = (id: string, goals: number, which: 'home' | 'away'): WebSide => {
    const ratings = ratingsOf(events, which);
    return {
      id,
      name: names.club(id),
      goals,
      formation: ratings?.formation ?? null,
      ratings: ratings ? ratingRows(ratings, league.language) : [],
      players: named[which].flatMap((playerId) => playerName(playerId) ?? []),
    };
  };
  return {
    season: row.season,
    week: row.round,
    division: row.division as DivisionIndex,
    home: side(row.home_id, row.home_goals, 'home'),
    away: side(row.away_id, row.away_goals, 'away'),
    commentary: commentaryOf(events, spoken, league.language),
    statistics: statisticsOf(events, sides, league.language),
    rolls: rollsOf(events, spoken, league.language),
  };
}

const MINUTE_FIRST = /^\s*(\d+(?:\+\d+)?')\s+([\s\S]*)$/;

/** The commentary the page shows, line by line with its minute: a league match's, or a cup tie's told in full. */
export function commentaryOf(events: EngineEvent[], names: Names, locale: Locale = 'en'): WebMatch['commentary'] {
  const detailed = events.some(isDetailedEvent);
  const classic = new Commentator(names, { locale });
  const commentator = new DetailedCommentator(names, { locale });
  const lines = events.flatMap((event) => (detailed && isDetailedEvent(event) ? commentator.line(event) : classic.line(event)) ?? []);
  return lines.map((line) => {
    const match = MINUTE_FIRST.exec(line);
    return match ? { minute: match[1]!, text: match[2]! } : { minute: null, text: line };
  });
}

function ratingsOf(events: EngineEvent[], which: 'home' | 'away'): TeamRatings | null {
  const started = events.find((e) => e.type === 'match-started');
  return started?.type === 'match-started' ? started[which] : null;
}

function ratingRows(r: TeamRatings, locale: Locale): WebSide['ratings'] {
  const lines: [string, number | null][] = [
    ['G', r.G],
    ['D', r.D],
    ['M', r.M],
    ['A', r.A],
    ['D*', r.dStar],
    ['A*', r.aStar],
    [t(locale, 'web.rating.shots'), r.shots],
  ];
  const rows = lines.flatMap(([label, value]) =>
    value === null ? [] : [{ label, value: value.toLocaleString(locale === 'en' ? 'en-GB' : locale) }],
  );
  return r.depleted ? [...rows, { label: t(locale, 'web.rating.side'), value: t(locale, 'web.rating.depleted') }] : rows;
}

/** The players each side's events name: shooters, scorers, assists, cards, substitutions (a fouled man is the other side's). */
function playersBySide(events: EngineEvent[], sides: { home: string; away: string }): { home: string[]; away: string[] } {
  const found = { home: new Set<string>(), away: new Set<string>() };
  const add = (which: 'home' | 'away' | null, id: string | null | undefined) => {
    if (which && id) found[which].add(id);
  };
  const sideOf = (clubId: string) => (clubId === sides.home ? 'home' : clubId === sides.away ? 'away' : null);
  for (const e of events) {
    if (e.type === 'shot') add(sideOf(e.clubId), e.shooterId);
    else if (e.type === 'goal') {
      add(sideOf(e.clubId), e.scorerId);
      add(sideOf(e.clubId), e.assistId);
    } else if (isDetailedEvent(e) && 'side' in e) {
      const fields = e as unknown as Record<string, unknown>;
      const own = e.type === 'detailed-goal' && e.ownGoal;
      for (const key of ['playerId', 'shooterId', 'takerId', 'assistId', 'foulerId', 'offId', 'onId', ...(own ? [] : ['scorerId'])]) {
        if (typeof fields[key] === 'string') add(e.side, fields[key]);
      }
    }
  }
  return { home: [...found.home], away: [...found.away] };
}

function statisticsOf(events: EngineEvent[], sides: { home: string; away: string }, locale: Locale): WebMatch['statistics'] {
  const fullTime = events.find((e) => e.type === 'detailed-full-time');
  if (fullTime?.type === 'detailed-full-time') {
    return STAT_ROWS.map((key) => ({ label: statLabel(key, locale), home: fullTime.stats.home[key], away: fullTime.stats.away[key] }));
  }
  const count = (key: 'shots' | 'saved' | 'goals' | 'rebounds' | 'backsToTheWall', test: (e: EngineEvent, clubId: string) => boolean) => ({
    label: t(locale, `web.stat.${key}`),
    home: events.filter((e) => test(e, sides.home)).length,
    away: events.filter((e) => test(e, sides.away)).length,
  });
  return [
    count('shots', (e, club) => e.type === 'shot' && e.clubId === club),
    count('saved', (e, club) => e.type === 'shot' && e.clubId === club && e.saved),
    count('goals', (e, club) => e.type === 'goal' && e.clubId === club),
    count('rebounds', (e, club) => e.type === 'shot' && e.clubId === club && e.rebound),
    count('backsToTheWall', (e, club) => e.type === 'goal-cancelled' && e.byClubId === club),
  ];
}
