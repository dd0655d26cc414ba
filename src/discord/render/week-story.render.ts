import type { APIEmbed } from 'discord.js';
import type { CupTieMessage, Headline, MatchMessage, StoryPart, WeekStoryMessage, WeekSummaryMessage } from '../../league/index.js';
import { standName } from '../../league/state-views/rule-figures.js';
import { relativeTime } from '../mentions.js';
import { bestPredictorLine } from './predictions.render.js';
import { managerOfTheMonthLine } from './awards.render.js';
import { capital, cupTieMatch, renderCupDraw, renderCupResults, stageTitle, tieScore } from './cup.render.js';
import { stepLabel } from './step-label.js';
import { COLOURS, divisionName, money, name, plural } from './format.js';
import { renderMatchStory } from './match.render.js';
import { nameBook, type NameBook } from './names.js';
import { renderSeasonReview } from './league.render.js';
import { renderTableMessage } from './table.render.js';
import { ordinal } from './images/positions.image.js';
import { matchCardFile } from './images/match.image.js';
import { renderClubNews } from './club-news.render.js';
import { FORTUNE_TYPES } from './fortune-event-text.js';

/**
 * The club news a story tells as it happened: a Football Fortunes board is played in the open, round a table, and a
 * manager who resigns is news to all; every other club line is routine, for the manager's /news.
 */
const TOLD_AS_IT_HAPPENED = FORTUNE_TYPES;

/** A story's reports that carry a match card, in order: each card is attached under its own name. */
export function storyPictureName(index: number): string {
  return matchCardFile(`match-${index + 1}`);
}

/** The reports of a story (managers' matches and cup ties played as matches) that carry a match card. */
export function picturedReports(message: WeekStoryMessage): StoryPart[] {
  return message.parts.filter(
    (p) => (p.kind === 'match' || (p.kind === 'cup-tie' && p.message.tie.decidedBy === 'match')) && p.message.picture?.kind === 'match-card',
  );
}

/**
 * The match cards a story shows: the first report's. The others are drawn when a reader asks for them (the "Show the
 * other match cards" button): a card costs more to draw than the rest of the week's post, and most go unlooked at.
 */
export const CARDS_SHOWN = 1;

function headlineText(h: Headline, n: NameBook): string {
  const club = name(h.club.name);
  switch (h.kind) {
    case 'big-win':
      return h.home
        ? `${club} thrash ${name(h.opponent.name)} ${h.goalsFor}–${h.goalsAgainst}.`
        : `${club} win ${h.goalsFor}–${h.goalsAgainst} away at ${name(h.opponent.name)}.`;
    case 'signing':
      return `✍️ ${club} sign ${name(h.player)}${h.fromClub ? ` from ${name(h.fromClub)}` : ''} for ${money(h.fee)}.`;
    case 'injury':
      return `🩹 ${club} lose ${name(n.player(h.playerId))} to injury for ${plural(h.weeks, 'week')}.`;
    case 'race':
      if (h.position === 1) return `${club} top the ${divisionName(h.division)} with ${plural(h.points, 'point')}.`;
      return h.leaderGap === 0
        ? `${club} are ${ordinal(h.position)} in the ${divisionName(h.division)}, level on points with the leaders.`
        : `${club} are ${ordinal(h.position)} in the ${divisionName(h.division)}, ${plural(h.leaderGap, 'point')} off the top.`;
    case 'stand-opened':
      return `🏟️ ${club} open their rebuilt ${standName(h.stand)}.`;
  }
}

function listed(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** The step's heading: what was played, the next deadline, and the divisions decided at the season's end. */
function heading(summary: WeekSummaryMessage | undefined, message: WeekStoryMessage, told: ReadonlySet<string>): APIEmbed {
  const deadline = summary?.nextDeadline
    ? `Next deadline ${relativeTime(new Date(summary.nextDeadline))}. Give next week’s orders, then \`/ready\`.`
    : '';
  const undecided = message.undecided.length
    ? `The ${listed(message.undecided.map((d) => divisionName(d).replace(/ Division$/, '')))} Division${message.undecided.length > 1 ? 's are' : ' is'} decided at the season’s end.`
    : '';
  const others = new Map<number, string[]>();
  for (const r of summary?.results ?? []) {
    if (told.has(`${r.home.id}:${r.away.id}`)) continue;
    others.set(r.division, [...(others.get(r.division) ?? []), `${name(r.home.name)} **${r.homeGoals}–${r.awayGoals}** ${name(r.away.name)}`]);
  }
  return {
    title: summary ? `${summary.leagueName}: ${stepLabel(summary)} played` : 'The week’s news',
    description:
      [deadline, undecided, managerOfTheMonthLine(summary?.managerOfTheMonth), bestPredictorLine(summary?.predictors)].filter(Boolean).join('\n') ||
      '\u200b',
    color: COLOURS.league,
    fields: [...others]
      .sort(([a], [b]) => a - b)
      .map(([division, lines]) => ({ name: `${divisionName(division)}: the other results`, value: lines.join('\n') })),
  };
}

/**
 * A cup tie as a story tells it: briefly, since a cup round is played in the same week as a league round and the
 * managers' league matches are told in full; its title names the round, so a footer says only a neutral ground.
 */
function cupTieStory(message: CupTieMessage, n: NameBook, picture?: string): APIEmbed {
  const stage = capital(stageTitle(message.competitionName, message.roundName));
  const score = tieScore(message.tie).replaceAll('**', '');
  if (message.tie.decidedBy !== 'match') return { title: `${stage}: ${score}`, color: COLOURS.match };
  const { footer: _footer, ...story } = renderMatchStory(cupTieMatch(message), n, picture, true);
  return { ...story, title: `${stage}: ${score}`, ...(message.tie.neutral ? { footer: { text: 'Neutral ground' } } : {}) };
}

/** A story with more managers' league matches than this tells each briefly. */
const FULL_REPORTS = 4;

/**
 * A step as one post: its heading, the managers' matches and cup ties each as a short report, the table, one
 * headline a club worth telling, the cup results and draws, and at the season's end its review and final tables.
 */
export function renderWeekStory(message: WeekStoryMessage): APIEmbed[] {
  const summary = message.parts.find((p) => p.kind === 'week-summary')?.message;
  const pictured = picturedReports(message).slice(0, CARDS_SHOWN);
  const pictureOf = (part: StoryPart) => (pictured.includes(part) ? storyPictureName(pictured.indexOf(part)) : undefined);
  const reports = message.parts.filter((p): p is Extract<StoryPart, { kind: 'match' }> => p.kind === 'match');
  const told = new Set(reports.map((r) => `${r.message.home.id}:${r.message.away.id}`));
  const embeds: APIEmbed[] = [heading(summary, message, told)];
  const brief = reports.length > FULL_REPORTS;
  for (const part of message.parts) {
    const n = 'names' in part.message ? nameBook(part.message.names.players, part.message.names.clubs) : nameBook({}, {});
    if (part.kind === 'match') embeds.push(renderMatchStory(part.message as MatchMessage, n, pictureOf(part), brief));
    if (part.kind === 'cup-tie') embeds.push(cupTieStory(part.message, n, pictureOf(part)));
  }
  // The cup's other results: a tie told above is not listed again.
  const toldTies = new Set(message.parts.flatMap((p) => (p.kind === 'cup-tie' ? [p.message.tie.home.id] : [])));
  for (const part of message.parts) {
    if (part.kind !== 'cup-results') continue;
    const ties = part.message.ties.filter((t) => !toldTies.has(t.home.id));
    if (ties.length) embeds.push(renderCupResults({ ...part.message, ties }));
  }
  for (const part of message.parts) if (part.kind === 'table') embeds.push(...renderTableMessage(part.message));
  const notices = summary?.events.filter((e) => TOLD_AS_IT_HAPPENED.has(e.type)) ?? [];
  if (summary && notices.length)
    embeds.push(renderClubNews(notices, nameBook(summary.names.players, summary.names.clubs), summary.managedClubIds, 'On the Fortunes board'));
  const n = nameBook(message.headlineNames.players, message.headlineNames.clubs);
  // A big win told above as a report would repeat its first sentence.
  const headlines = message.headlines.filter(
    (h) => h.kind !== 'big-win' || !told.has(h.home ? `${h.club.id}:${h.opponent.id}` : `${h.opponent.id}:${h.club.id}`),
  );
  if (headlines.length) {
    embeds.push({ title: 'Around the clubs', description: headlines.map((h) => headlineText(h, n)).join('\n'), color: COLOURS.info });
  }
  for (const part of message.parts) if (part.kind === 'cup-draw') embeds.push(renderCupDraw(part.message));
  for (const part of message.parts) if (part.kind === 'season-review') embeds.push(...renderSeasonReview(part.message));
  return embeds;
}
