import type { APIEmbed } from 'discord.js';
import type { CupTieMessage, Headline, MatchMessage, StoryPart, WeekStoryMessage, WeekSummaryMessage } from '../../league/index.js';
import { relativeTime } from '../mentions.js';
import { bestPredictorLine } from './predictions.render.js';
import { managerOfTheMonthLine } from './awards.render.js';
import { capital, cupTieMatch, renderCupDraw, renderCupResults, tieScore } from './cup.render.js';
import { COLOURS, name } from './format.js';
import { formatMoney } from '../../i18n/money.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { competitionIn, divisionIn, listIn, scoreIn, stageIn, stepLabelIn } from './post-words.js';
import { renderMatchStory } from './match.render.js';
import { nameBook, type NameBook } from './names.js';
import { renderSeasonReview } from './league.render.js';
import { renderTableMessage } from './table.render.js';
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

function headlineText(h: Headline, n: NameBook, locale: Locale): string {
  const club = name(h.club.name);
  switch (h.kind) {
    case 'big-win': {
      const score = { club, opponent: name(h.opponent.name), goalsFor: h.goalsFor, goalsAgainst: h.goalsAgainst };
      return t(locale, h.home ? 'posts.headline.bigWinHome' : 'posts.headline.bigWinAway', score);
    }
    case 'signing': {
      const signing = { club, player: name(h.player), fee: formatMoney(locale, h.fee) };
      return h.fromClub
        ? t(locale, 'posts.headline.signingFrom', { ...signing, from: name(h.fromClub) })
        : t(locale, 'posts.headline.signing', signing);
    }
    case 'injury': {
      if (!h.more?.length) return t(locale, 'posts.headline.injury', { club, player: name(n.player(h.playerId)), weeks: h.weeks });
      const players = [h, ...h.more].map((i) => t(locale, 'posts.headline.injuredFor', { player: name(n.player(i.playerId)), weeks: i.weeks }));
      return t(locale, 'posts.headline.injuries', { club, players: listIn(locale, players) });
    }
    case 'race': {
      const division = divisionIn(locale, h.division);
      if (h.position === 1) return t(locale, 'posts.headline.top', { club, division, points: h.points });
      return h.leaderGap === 0
        ? t(locale, 'posts.headline.levelWithLeaders', { club, division, position: h.position })
        : t(locale, 'posts.headline.offTheTop', { club, division, position: h.position, gap: h.leaderGap });
    }
    case 'stand-opened':
      return t(locale, 'posts.headline.standOpened', { club, stand: t(locale, `posts.stand.${h.stand}`) });
  }
}

/** The step's heading: what was played, the next deadline, and the divisions decided at the season's end. */
function heading(summary: WeekSummaryMessage | undefined, message: WeekStoryMessage, told: ReadonlySet<string>, locale: Locale): APIEmbed {
  const deadline = summary?.nextDeadline ? t(locale, 'posts.story.deadline', { when: relativeTime(new Date(summary.nextDeadline)) }) : '';
  const undecided = message.undecided.length
    ? t(locale, 'posts.story.undecided', {
        count: message.undecided.length,
        divisions: listIn(
          locale,
          message.undecided.map((d) => divisionIn(locale, d).replace(/ Division$/, '')),
        ),
      })
    : '';
  const others = new Map<number, string[]>();
  for (const r of summary?.results ?? []) {
    if (told.has(`${r.home.id}:${r.away.id}`)) continue;
    others.set(r.division, [
      ...(others.get(r.division) ?? []),
      `${name(r.home.name)} **${scoreIn(locale, r.homeGoals, r.awayGoals)}** ${name(r.away.name)}`,
    ]);
  }
  return {
    title: summary
      ? t(locale, 'posts.story.title', { league: summary.leagueName, step: stepLabelIn(locale, summary) })
      : t(locale, 'posts.story.titleWithoutSummary'),
    description:
      [deadline, undecided, managerOfTheMonthLine(summary?.managerOfTheMonth, locale), bestPredictorLine(summary?.predictors, locale)]
        .filter(Boolean)
        .join('\n') || '\u200b',
    color: COLOURS.league,
    fields: [...others]
      .sort(([a], [b]) => a - b)
      .map(([division, lines]) => ({
        name: t(locale, 'posts.story.otherResults', { division: divisionIn(locale, division) }),
        value: lines.join('\n'),
      })),
  };
}

/**
 * A cup tie as a story tells it: briefly, since a cup round is played in the same week as a league round and the
 * managers' league matches are told in full; its title names the round, so a footer says only a neutral ground.
 */
function cupTieStory(message: CupTieMessage, n: NameBook, picture?: string): APIEmbed {
  const locale = message.locale ?? DEFAULT_LOCALE;
  const stage = capital(stageIn(locale, message.competitionName, message.roundName));
  const score = tieScore(message.tie, locale, message.final).replaceAll('**', '');
  const won = message.final ? finalWon(message, locale) : undefined;
  if (message.tie.decidedBy !== 'match') return { title: `${stage}: ${score}`, ...(won ? { description: won } : {}), color: COLOURS.match };
  const { footer: _footer, ...story } = renderMatchStory(cupTieMatch(message), n, picture, true);
  return {
    ...story,
    title: `${stage}: ${score}`,
    ...(won ? { description: story.description ? `${won}\n${story.description}` : won } : {}),
    ...(message.tie.neutral ? { footer: { text: t(locale, 'posts.story.neutralGround') } } : {}),
  };
}

/** A final's first line: "🏆 Fallowfield Rovers win the Cup." */
function finalWon(message: CupTieMessage, locale: Locale): string {
  const { tie } = message;
  const winner = name(tie.winnerId === tie.home.id ? tie.home.name : tie.away.name);
  return t(locale, 'posts.cup.finalWon', { winner, competition: competitionIn(locale, message.competitionName) });
}

/** A story with more managers' league matches than this tells each briefly. */
const FULL_REPORTS = 4;

/**
 * A step as one post: its heading, the managers' matches and cup ties each as a short report, the table, one
 * headline a club worth telling, the cup results and draws, and at the season's end its review and final tables.
 */
export function renderWeekStory(message: WeekStoryMessage): APIEmbed[] {
  const summary = message.parts.find((p) => p.kind === 'week-summary')?.message;
  const locale = message.locale ?? DEFAULT_LOCALE;
  const pictured = picturedReports(message).slice(0, CARDS_SHOWN);
  const pictureOf = (part: StoryPart) => (pictured.includes(part) ? storyPictureName(pictured.indexOf(part)) : undefined);
  const reports = message.parts.filter((p): p is Extract<StoryPart, { kind: 'match' }> => p.kind === 'match');
  const told = new Set(reports.map((r) => `${r.message.home.id}:${r.message.away.id}`));
  const embeds: APIEmbed[] = [heading(summary, message, told, locale)];
  const brief = reports.length > FULL_REPORTS;
  for (const part of message.parts) {
    const n = 'names' in part.message ? nameBook(part.message.names.players, part.message.names.clubs, locale) : nameBook({}, {}, locale);
    if (part.kind === 'match') embeds.push(renderMatchStory(part.message as MatchMessage, n, pictureOf(part), brief));
    if (part.kind === 'cup-tie') embeds.push(cupTieStory(part.message, n, pictureOf(part)));
  }
  // The cup's other results: a tie told above is not listed again.
  const toldTies = new Set(message.parts.flatMap((p) => (p.kind === 'cup-tie' ? [p.message.tie.home.id] : [])));
  for (const part of message.parts) {
    if (part.kind !== 'cup-results') continue;
    const ties = part.message.ties.filter((t) => !toldTies.has(t.home.id));
    if (ties.length) embeds.push(renderCupResults({ ...part.message, ties }, locale));
  }
  for (const part of message.parts) if (part.kind === 'table') embeds.push(...renderTableMessage(part.message, locale));
  const notices = summary?.events.filter((e) => TOLD_AS_IT_HAPPENED.has(e.type)) ?? [];
  if (summary && notices.length)
    embeds.push(
      renderClubNews(
        notices,
        nameBook(summary.names.players, summary.names.clubs, locale),
        summary.managedClubIds,
        t(locale, 'posts.story.fortunesBoard'),
        locale,
      ),
    );
  const n = nameBook(message.headlineNames.players, message.headlineNames.clubs, locale);
  // A big win told above as a report would repeat its first sentence.
  const headlines = message.headlines.filter(
    (h) => h.kind !== 'big-win' || !told.has(h.home ? `${h.club.id}:${h.opponent.id}` : `${h.opponent.id}:${h.club.id}`),
  );
  if (headlines.length) {
    embeds.push({
      title: t(locale, 'posts.story.aroundTheClubs'),
      description: headlines.map((h) => headlineText(h, n, locale)).join('\n'),
      color: COLOURS.info,
    });
  }
  for (const part of message.parts) if (part.kind === 'cup-draw') embeds.push(renderCupDraw(part.message, locale));
  for (const part of message.parts) if (part.kind === 'season-review') embeds.push(...renderSeasonReview(part.message, locale));
  return embeds;
}
