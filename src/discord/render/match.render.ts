import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { TeamRatings } from '../../engine/model/match-events.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { MatchMessage } from '../../league/index.js';
import { DetailedCommentator, isDetailedEvent, keyMoments, statisticsBlock } from '../../commentary/detailed.js';
import { anonymousScorerId } from '../../commentary/non-player-names.js';
import { PhrasePicker } from '../../commentary/phrase-picker.js';
import { channelDice } from '../../commentary/dice-display.js';
import { detailedReportLines, matchEvents } from '../../commentary/told-events.js';
import { escapedNames, eventLines } from './event-text.js';
import { COLOURS, codeSafe, name } from './format.js';
import type { MessageKey } from '../../i18n/catalogue/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { divisionIn, scoreIn } from './post-words.js';
import type { NameBook } from './names.js';

/** The score at a minute, from the last goal event up to it. */
function scoreAt(message: MatchMessage, upToMinute: number): [number, number] {
  if (upToMinute >= 90) return [message.homeGoals, message.awayGoals];
  let score: [number, number] = [0, 0];
  for (const event of matchEvents(message.events, upToMinute)) {
    if (event.type === 'goal' || event.type === 'goal-cancelled' || event.type === 'detailed-goal') score = [event.homeGoals, event.awayGoals];
  }
  return score;
}

/** The language the report is told in: the league's when it was queued. */
function localeOf(message: MatchMessage): Locale {
  return message.locale ?? DEFAULT_LOCALE;
}

/** The scorers field of one club. */
function scorersField(message: MatchMessage, club: MatchMessage['home'], n: NameBook): APIEmbedField {
  return { name: t(localeOf(message), 'posts.match.scorers', { club: club.name }), value: scorers(message, club.id, n), inline: true };
}

/** "Season 1 · week 5 · Premier Division", and what else the footer says (detailed, live). */
function footerText(message: MatchMessage, ...more: MessageKey[]): string {
  const locale = localeOf(message);
  const where = t(locale, 'posts.match.footer', { season: message.season, week: message.week, division: divisionIn(locale, message.division) });
  return [where, ...more.map((key) => t(locale, key))].join(' · ');
}

function scorers(message: MatchMessage, clubId: string, n: NameBook): string {
  const locale = localeOf(message);
  const goals = message.events.flatMap((event) =>
    (event.type === 'goal' || event.type === 'detailed-goal') && event.clubId === clubId
      ? [
          {
            minute: event.minute,
            scorerId: event.type === 'goal' && event.scorerKind === 'anonymous' ? anonymousScorerId(message.events, event) : event.scorerId,
            assistId: event.assistId,
          },
        ]
      : [],
  );
  const cancelled = message.events.filter((event) => event.type === 'goal-cancelled' && event.clubId === clubId).length;
  const lines = goals.map((goal) => {
    const who = goal.scorerId ? name(n.player(goal.scorerId)) : t(locale, 'posts.match.youthPlayer');
    const assist = goal.assistId ? ` ${t(locale, 'posts.match.assist', { player: name(n.player(goal.assistId)) })}` : '';
    return `${goal.minute}' ${who}${assist}`;
  });
  if (cancelled > 0) lines.push(t(locale, 'posts.match.cancelled', { count: cancelled }));
  return lines.join('\n') || '—';
}

function ratingLine(r: TeamRatings, locale: Locale): string {
  const ratings =
    r.D === null ? `G ${r.G} · D* ${r.dStar} · A* ${r.aStar}` : `G ${r.G} · D ${r.D} · M ${r.M} · A ${r.A} · D* ${r.dStar} · A* ${r.aStar}`;
  return t(locale, 'workings.ratings', {
    formation: r.formation ?? t(locale, 'workings.chart'),
    depleted: r.depleted ? 'yes' : 'no',
    ratings,
    shots: r.shots,
  });
}

function tacticsUsed(message: MatchMessage, clubId: string, locale: Locale): string {
  const rebounds = message.events.filter((e) => e.type === 'shot' && e.clubId === clubId && e.rebound).length;
  const walls = message.events.filter((e) => e.type === 'goal-cancelled' && e.byClubId === clubId).length;
  const used = [
    rebounds > 0 ? t(locale, 'workings.rebound', { times: rebounds }) : null,
    walls > 0 ? t(locale, 'workings.backsToTheWall') : null,
  ].filter(Boolean);
  return used.join(', ') || t(locale, 'workings.none');
}

/**
 * Who reads the report: the channel (the story; dice only when the league shows them) or one reader who asked for
 * the workings (every line's dice, the team ratings and the tactics used, answered privately).
 */
export type ReportReader = 'channel' | 'workings';

/** The report's phrasing continues from the league's earlier reports; its dice show as the reader asks. */
function reportOptions(message: MatchMessage, reader: ReportReader) {
  return {
    picker: new PhrasePicker(message.phrases),
    dice: reader === 'workings' ? ('shown' as const) : channelDice(message.dice),
    sides: { home: message.home.id, away: message.away.id },
    ...(message.locale ? { locale: message.locale } : {}),
  };
}

/**
 * One match: the score, scorers and assists and the play-by-play with minutes; for the workings, the dice, team
 * ratings and tactics used too. `upToMinute` draws a live frame.
 */
export function renderMatch(message: MatchMessage, n: NameBook, upToMinute = 90, reader: ReportReader = 'channel'): APIEmbed {
  if (message.events.some((event) => event.type === 'detailed-kick-off')) return renderDetailedMatch(message, n, upToMinute, reader);
  const [home, away] = scoreAt(message, upToMinute);
  const live = upToMinute < 90;
  const lines = eventLines(matchEvents(message.events, upToMinute), n, reportOptions(message, reader));
  const started = message.events.find((event) => event.type === 'match-started');
  const fields: APIEmbedField[] = [scorersField(message, message.home, n), scorersField(message, message.away, n)];
  const locale = localeOf(message);
  if (reader === 'workings' && started?.type === 'match-started') {
    fields.push({
      name: t(locale, 'workings.teamRatings'),
      value: `${name(message.home.name)}: ${ratingLine(started.home, locale)}\n${name(message.away.name)}: ${ratingLine(started.away, locale)}`,
    });
  }
  if (reader === 'workings') {
    fields.push({
      name: t(locale, 'workings.tacticsUsed'),
      value: `${name(message.home.name)}: ${tacticsUsed(message, message.home.id, locale)}\n${name(message.away.name)}: ${tacticsUsed(message, message.away.id, locale)}`,
    });
  }
  return {
    title: `${message.home.name} ${scoreIn(localeOf(message), home, away)} ${message.away.name}${live ? ` (${upToMinute}')` : ''}`,
    ...(message.webUrl ? { url: message.webUrl } : {}),
    description: lines.join('\n') || t(localeOf(message), 'posts.match.noPlayByPlay'),
    color: COLOURS.match,
    fields: live ? [] : fields,
    footer: { text: footerText(message, ...(live ? (['posts.match.live'] as const) : [])) },
  };
}

/** A detailed match's statistics block at full time, as one field (none for a match of the other engine). */
function statisticsFields(message: MatchMessage): APIEmbedField[] {
  const fullTime = message.events.find((event) => event.type === 'detailed-full-time');
  if (fullTime?.type !== 'detailed-full-time') return [];
  return [
    {
      name: t(localeOf(message), 'posts.match.statistics'),
      value: ['```', ...statisticsBlock(fullTime.stats, codeSafe(message.home.name), codeSafe(message.away.name), localeOf(message)), '```'].join(
        '\n',
      ),
    },
  ];
}

/**
 * A match of the detailed engine: the timeline of key moments (goals, cards,
 * penalties, big saves, injuries, substitutions) with minutes and dice, and
 * the statistics block at full time. `upToMinute` draws a live frame.
 */
function renderDetailedMatch(message: MatchMessage, n: NameBook, upToMinute: number, reader: ReportReader): APIEmbed {
  const [home, away] = scoreAt(message, upToMinute);
  const live = upToMinute < 90;
  const lines = detailedReportLines(
    matchEvents(message.events, upToMinute),
    new DetailedCommentator(escapedNames(n), reportOptions(message, reader)),
  );
  const fields: APIEmbedField[] = live ? [] : statisticsFields(message);
  return {
    title: `${message.home.name} ${scoreIn(localeOf(message), home, away)} ${message.away.name}${live ? ` (${upToMinute}')` : ''}`,
    ...(message.webUrl ? { url: message.webUrl } : {}),
    description: truncateLines(lines, 4000) || t(localeOf(message), 'posts.match.noKeyMoments'),
    color: COLOURS.match,
    fields,
    footer: { text: footerText(message, 'posts.match.detailed', ...(live ? (['posts.match.live'] as const) : [])) },
  };
}

/** Keeps the latest lines that fit an embed description. */
function truncateLines(lines: string[], limit: number): string {
  const kept: string[] = [];
  let length = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    length += lines[i]!.length + 1;
    if (length > limit) break;
    kept.unshift(lines[i]!);
  }
  return kept.join('\n');
}

/** The moments a short report tells: the goals with their build-up, goals ruled out, penalties, red cards, injuries. */
const STORY_MOMENTS: ReadonlySet<string> = new Set(['goal', 'goal-cancelled', 'detailed-goal', 'detailed-penalty', 'detailed-injury']);
/** A short report keeps at most this many lines besides its first sentence: two goals with their build-up (the scorers list them all). */
const STORY_LINES = 4;
/** A brief report (a crowded week's) keeps this many: the scorers field lists every goal with its minute. */
const BRIEF_LINES = 2;

function storyMoment(event: EngineEvent, events: readonly EngineEvent[], i: number, brief: boolean): boolean {
  if (STORY_MOMENTS.has(event.type)) return true;
  if (event.type === 'detailed-card') return event.colour === 'red';
  if (brief) return false;
  // The shot that scored is the goal's build-up.
  const next = events[i + 1];
  return (
    (event.type === 'shot' && next?.type === 'goal') || (event.type === 'detailed-shot' && (event.result === 'Goal' || event.result === 'Own goal'))
  );
}

type Moment = { events: EngineEvent[]; first: number };
type GoalEvent = Extract<EngineEvent, { type: 'goal' | 'detailed-goal' }>;

/** The told events as moments: each goal with its build-up (the shot or penalty before it), every other event alone. */
function momentsOf(told: readonly EngineEvent[]): Moment[] {
  const moments: Moment[] = [];
  let pending: Moment | null = null;
  for (const [i, event] of told.entries()) {
    const buildUp = event.type === 'shot' || event.type === 'detailed-shot' || event.type === 'detailed-penalty';
    const goal = event.type === 'goal' || event.type === 'detailed-goal';
    if (goal && pending) {
      pending.events.push(event);
      moments.push(pending);
      pending = null;
      continue;
    }
    if (pending) moments.push(pending);
    pending = buildUp ? { events: [event], first: i } : null;
    if (!buildUp) moments.push({ events: [event], first: i });
  }
  if (pending) moments.push(pending);
  return moments;
}

function goalOf(moment: Moment): GoalEvent | undefined {
  return moment.events.find((e): e is GoalEvent => e.type === 'goal' || e.type === 'detailed-goal');
}

/**
 * The moments a short report has room for, in the order they happened: the goal that decided the match first (the
 * winner's goal that put them out of the loser's reach, or a draw's last equaliser), then the opening goal, then the
 * rest as they came. A report told from the first goals alone left a late winner to the scorers' list.
 */
function momentsToTell(told: readonly EngineEvent[], homeGoals: number, awayGoals: number, lines: number): EngineEvent[] {
  const moments = momentsOf(told);
  const goals = moments.filter((m) => goalOf(m));
  const decisive =
    homeGoals === awayGoals
      ? goals.at(-1)
      : goals.find((m) => (homeGoals > awayGoals ? goalOf(m)!.homeGoals === awayGoals + 1 : goalOf(m)!.awayGoals === homeGoals + 1));
  const order = [...new Set([decisive, goals[0], ...moments].filter((m): m is Moment => m !== undefined))];
  const chosen: Moment[] = [];
  let room = lines;
  for (const moment of order) {
    if (moment.events.length > room) continue;
    chosen.push(moment);
    room -= moment.events.length;
  }
  return chosen.sort((a, b) => a.first - b.first).flatMap((m) => m.events);
}

/** The first sentence of a short report: who won, and by how much. */
export function resultSentence(home: string, away: string, homeGoals: number, awayGoals: number, locale: Locale = DEFAULT_LOCALE): string {
  const key =
    homeGoals === awayGoals ? 'posts.match.result.draw' : homeGoals > awayGoals ? 'posts.match.result.homeWin' : 'posts.match.result.awayWin';
  return t(locale, key, { home, away, homeGoals, awayGoals });
}

/**
 * A match as a week's story tells it: one sentence of the result, then the moments that made it (each goal with its
 * build-up, penalties, red cards, injuries) in the commentator's words, no dice; the scorers; the match card when the
 * post carries it. A brief report (a crowded week's) tells the goals alone, without build-up, in at most two lines. The
 * full play-by-play is on the web page and, with its dice, one press away.
 */
export function renderMatchStory(message: MatchMessage, n: NameBook, picture?: string, brief = false): APIEmbed {
  const detailed = message.events.some((event) => event.type === 'detailed-kick-off');
  const events = detailed ? keyMoments(message.events.filter(isDetailedEvent)) : matchEvents(message.events);
  const limit = brief ? BRIEF_LINES : STORY_LINES;
  const told = momentsToTell(
    events.filter((event, i) => storyMoment(event, events, i, brief)),
    message.homeGoals,
    message.awayGoals,
    limit,
  );
  const lines = detailed
    ? detailedReportLines(told, new DetailedCommentator(escapedNames(n), reportOptions(message, 'channel')))
    : eventLines(told, n, reportOptions(message, 'channel'));
  const lead = resultSentence(name(message.home.name), name(message.away.name), message.homeGoals, message.awayGoals, localeOf(message));
  return {
    title: `${message.home.name} ${scoreIn(localeOf(message), message.homeGoals, message.awayGoals)} ${message.away.name}`,
    ...(message.webUrl ? { url: message.webUrl } : {}),
    description: [lead, ...lines.slice(0, limit)].join('\n'),
    color: COLOURS.match,
    fields: [scorersField(message, message.home, n), scorersField(message, message.away, n), ...statisticsFields(message)],
    ...(picture ? { image: { url: `attachment://${picture}` } } : {}),
    footer: { text: footerText(message, ...(detailed ? (['posts.match.detailed'] as const) : [])) },
  };
}
