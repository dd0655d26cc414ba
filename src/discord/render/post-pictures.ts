import type { APIEmbed } from 'discord.js';
import type {
  CupTieMessage,
  MatchMessage,
  OutboxPayload,
  PostPicture,
  SeasonReviewMessage,
  StoryPart,
  WeekStoryMessage,
} from '../../league/index.js';
import { t } from '../../i18n/translate.js';
import { truncate } from '../text.js';
import { COLOURS } from './format.js';
import { capital, cupTieMatch } from './cup.render.js';
import { divisionIn, stageIn } from './post-words.js';
import { DEFAULT_LOCALE } from '../../i18n/locales.js';
import { matchCardView } from './images/match-card-view.js';
import { describeMatchCard, matchCardFile, renderMatchCard, type MatchCardView } from './images/match.image.js';
import { positionChartView } from '../../league/state-views/position-chart-view.js';
import { describePositionChart, renderPositionChart } from './images/positions.image.js';
import { nameBook, type NameBook } from './names.js';
import { cardsSheetsView } from './cards.render.js';
import { describeCardsSheets, renderCardsSheets } from './images/cards-sheets.image.js';
import { CARDS_SHOWN, picturedReports, storyPictureName } from './week-story.render.js';
import { describeTeamOfTheSeason, TEAM_OF_THE_SEASON_FILE, teamOfTheSeasonView } from './awards.render.js';
import { renderPitch } from './images/pitch.image.js';
import { BOARD_FILE, turnBoardView } from './fortunes-board-picture.js';
import { describeFortunesBoard, renderFortunesBoard } from './images/fortunes-board.image.js';

/** A rendered picture: the file, and the embed that shows it with its text equivalent. */
export interface PostImage {
  file: { name: string; data: Buffer; description: string };
  embed: APIEmbed;
}

/** Discord's alt text for a file holds at most 1,024 characters. */
const ALT_TEXT_MAX = 1024;

function image(fileName: string, title: string, words: string, data: Buffer): PostImage {
  return {
    file: { name: fileName, data, description: truncate(`${title}. ${words.replace(/\n/g, ' ')}`, ALT_TEXT_MAX) },
    embed: { title, description: words, color: COLOURS.info, image: { url: `attachment://${fileName}` } },
  };
}

/** The team of the season, when the season's awards name one; its embed is the awards' own (renderSeasonAwards). */
function teamOfTheSeason(message: SeasonReviewMessage): PostImage[] {
  if (!message.awards?.teamOfTheSeason.length) return [];
  const locale = message.locale ?? DEFAULT_LOCALE;
  const view = teamOfTheSeasonView(message.awards, message.clubNames, locale);
  const words = describeTeamOfTheSeason(message.awards, (id) => message.clubNames[id] ?? id, locale).replaceAll('\\', '');
  return [image(TEAM_OF_THE_SEASON_FILE, view.clubName, words, renderPitch(view))];
}

/** A season's end: the league positions of its managed divisions, and its team of the season. */
function seasonPictures(message: SeasonReviewMessage): PostImage[] {
  const charts = message.picture?.kind === 'league-positions' ? seasonCharts(message, message.picture) : [];
  return [...charts, ...teamOfTheSeason(message)];
}

function seasonCharts(message: SeasonReviewMessage, picture: Extract<PostPicture, { kind: 'league-positions' }>): PostImage[] {
  const club = (id: string) => message.clubNames[id] ?? id;
  const locale = message.locale ?? DEFAULT_LOCALE;
  return picture.divisions.map((division) => {
    const heading = t(locale, 'pictures.positions.heading', { season: picture.season, division: divisionIn(locale, division.index) });
    const view = positionChartView(heading, division, division.managedClubIds, club);
    return image(`positions-${division.index + 1}.png`, heading, describePositionChart(view, locale), renderPositionChart(view, locale));
  });
}

/** "Match card: Home v Away", in the card's language. */
function matchCardTitle(view: MatchCardView): string {
  return t(view.locale ?? DEFAULT_LOCALE, 'pictures.match.title', { home: view.home.name, away: view.away.name });
}

/** A cup tie's match card: headed by its stage, its timeline to 120 minutes when it went to extra time. */
export function cupTieCardView(message: CupTieMessage, n: NameBook): MatchCardView {
  const locale = message.locale ?? DEFAULT_LOCALE;
  return matchCardView(cupTieMatch(message), n, {
    heading: t(locale, 'pictures.cup.heading', {
      season: message.season,
      stage: capital(stageIn(locale, message.competitionName, message.roundName)),
    }),
    minutes: message.tie.extraTime ? 120 : 90,
  });
}

/**
 * The pictures a post asks for, rendered now: the match card after a match or a cup tie told in full, the positions
 * chart at the season's end, the Fortunes board after a turn of the board game. A post without a picture gives none.
 */
export function postImages(payload: OutboxPayload, n: NameBook): PostImage[] {
  if (payload.kind === 'match' && payload.message.picture?.kind === 'match-card') {
    const view = matchCardView(payload.message, n);
    return [image(matchCardFile('match'), matchCardTitle(view), describeMatchCard(view), renderMatchCard(view))];
  }
  if (payload.kind === 'cup-tie' && payload.message.picture?.kind === 'match-card') {
    const view = cupTieCardView(payload.message, n);
    return [image(matchCardFile('match'), matchCardTitle(view), describeMatchCard(view), renderMatchCard(view))];
  }
  if (payload.kind === 'cards-match') {
    const locale = payload.message.locale ?? 'en';
    const view = cardsSheetsView(payload.message, locale);
    const title = t(locale, 'cards.sheets.alt', { home: view.home.name, away: view.away.name });
    return [image('sheets.png', title, describeCardsSheets(view, locale), renderCardsSheets(view))];
  }
  if (payload.kind === 'season-review') return seasonPictures(payload.message);
  if (payload.kind === 'fortunes-turn') {
    // The turn's board news shows it (renderFortunesTurn), so it adds no embed of its own.
    const view = turnBoardView(payload.message);
    return view ? [image(BOARD_FILE, view.title, describeFortunesBoard(view), renderFortunesBoard(view))] : [];
  }
  if (payload.kind === 'week-story') {
    // The shown report's card; the report's embed shows it, so its own embed is not added again.
    const cards = picturedReports(payload.message).slice(0, CARDS_SHOWN).map(storyCard);
    const charts = payload.message.parts.flatMap((part) => (part.kind === 'season-review' ? seasonPictures(part.message) : []));
    return [...cards, ...charts];
  }
  return [];
}

/** A report's card in a week's story, under the name of its place among the story's pictured reports. */
function storyCard(part: StoryPart, index: number): PostImage {
  const report = part.message as MatchMessage | CupTieMessage;
  const names = nameBook(report.names.players, report.names.clubs, report.locale);
  const view = part.kind === 'cup-tie' ? cupTieCardView(part.message, names) : matchCardView(part.message as MatchMessage, names);
  return image(storyPictureName(index), matchCardTitle(view), describeMatchCard(view), renderMatchCard(view));
}

/** The match cards of a week's story that it does not show, drawn now for the reader who asked for them. */
export function storyCardsOnRequest(story: WeekStoryMessage): PostImage[] {
  return picturedReports(story)
    .map((part, index) => ({ part, index }))
    .slice(CARDS_SHOWN)
    .map(({ part, index }) => storyCard(part, index));
}
