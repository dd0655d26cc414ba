import type { APIEmbed } from 'discord.js';
import type { GameEvent } from '../../engine/fortunes-game/events.js';
import type { FortunesGameLeagueView, FortunesTurnMessage } from '../../league/index.js';
import { relativeTime } from '../mentions.js';
import type { TableRow } from '../../engine/model/types.js';
import { CATALOGUES, type MessageKey } from '../../i18n/catalogue/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t, type MessageParams } from '../../i18n/translate.js';
import { cardsTableBlock, clubTableBlock } from './cards.render.js';
import { boardCardText, cardToldOfClub, fortunesCardLabel, fortunesMoney, squareIn } from './fortunes-game-words.js';
import { COLOURS, name } from './format.js';
import { listIn, scoreIn } from './post-words.js';
import { BOARD_IMAGE_URL } from './fortunes-board-picture.js';

/** The introduction posted as a game of Football Fortunes opens: what the game is, its commands, its Immunity cards. */
export function renderFortunesIntro(locale: Locale = DEFAULT_LOCALE): APIEmbed {
  return {
    title: t(locale, 'fortunes.intro.title'),
    color: COLOURS.info,
    description: t(locale, 'fortunes.intro.description'),
    fields: [
      { name: t(locale, 'fortunes.intro.commands'), value: t(locale, 'fortunes.intro.commandsText') },
      { name: t(locale, 'fortunes.intro.immunity'), value: t(locale, 'fortunes.intro.immunityText') },
    ],
  };
}

type Told = Exclude<GameEvent, { type: 'money' }>;

const FINE = 50_000;

function boardLine(locale: Locale, e: Told, club: (id: string) => string, crisisCards: ReadonlySet<string>): string | null {
  const say = (key: MessageKey, params: MessageParams = {}) => t(locale, key, params);
  const pounds = (amount: number) => fortunesMoney(locale, amount);
  const card = (id: string) => fortunesCardLabel(id);
  switch (e.type) {
    case 'moved':
      return say('fortunes.turn.moved', { roll: e.roll, club: club(e.clubId), square: squareIn(locale, e.square) });
    case 'card': {
      // English tells the card of the club ("their best defender"); another language tells it as its own sentence.
      const text = locale === 'en' ? cardToldOfClub(e.text) : boardCardText(locale, e);
      const cancelled = e.immunityUsed ? say('fortunes.turn.cancelled') : '';
      return say('fortunes.turn.card', { club: club(e.clubId), table: e.table, text, cancelled });
    }
    case 'player-lost':
      return say('fortunes.turn.playerLost', { club: club(e.clubId), card: card(e.cardId) });
    case 'immunity-issued':
      return say('fortunes.turn.immunityIssued', { club: club(e.clubId) });
    case 'crisis':
      return e.cardId
        ? say('fortunes.turn.crisis', { club: club(e.clubId), fine: pounds(FINE), section: e.section, card: card(e.cardId) })
        : say('fortunes.turn.crisisNone', { club: club(e.clubId), fine: pounds(FINE), section: e.section });
    case 'sold-to-bank':
      return crisisCards.has(e.cardId)
        ? null
        : say('fortunes.turn.soldToBank', { club: club(e.clubId), card: card(e.cardId), price: pounds(e.price) });
    case 'bought':
      return say('fortunes.turn.bought', { club: club(e.clubId), card: card(e.cardId), from: e.from, price: pounds(e.price) });
    case 'unsold':
      return say('fortunes.turn.unsold', { card: card(e.cardId) });
    case 'forfeit':
      return say('fortunes.turn.forfeit', { club: club(e.clubId) });
    case 'resigned':
      return say('fortunes.turn.resigned', { club: club(e.clubId) });
    case 'deal':
      return say(e.kind === 'transfer' ? 'fortunes.turn.transfer' : 'fortunes.turn.loan', {
        card: card(e.cardId),
        from: club(e.fromId),
        to: club(e.toId),
      });
    case 'loan-ended':
      return say('fortunes.turn.loanEnded', { card: card(e.cardId), owner: club(e.ownerId), borrower: club(e.borrowerId) });
    default:
      return null;
  }
}

/** A cup by its id in the language; a post keeps the English names too, shown for an id the catalogue does not know. */
function competitionIn(locale: Locale, message: FortunesTurnMessage, competition: string): string {
  if (locale === 'en') return message.competitionNames[competition] ?? competition;
  const key = `fortunes.competition.${competition}`;
  return key in CATALOGUES.en ? t(locale, key as MessageKey) : (message.competitionNames[competition] ?? competition);
}

function matchLines(locale: Locale, message: FortunesTurnMessage, club: (id: string) => string): string[] {
  const side = (id: string) => {
    const values = message.sides[id];
    return values ? ` ${t(locale, 'fortunes.turn.side', { defence: values.defence, attack: values.attack })}` : '';
  };
  const match = (m: { homeId: string; awayId: string; homeGoals: number; awayGoals: number }) =>
    `${club(m.homeId)}${side(m.homeId)} **${scoreIn(locale, m.homeGoals, m.awayGoals)}** ${club(m.awayId)}${side(m.awayId)}`;
  const lines: string[] = [];
  for (const e of message.events) {
    if (e.type === 'league-result') lines.push(match(e));
    if (e.type === 'cup-tie') {
      const { tie } = e;
      const dice = tie.shootOut
        ? t(locale, 'fortunes.turn.dieWinner', {
            club: club(tie.winnerId),
            high: Math.max(tie.shootOut.home, tie.shootOut.away),
            low: Math.min(tie.shootOut.home, tie.shootOut.away),
          })
        : '';
      lines.push(
        t(locale, 'fortunes.turn.tie', { competition: competitionIn(locale, message, tie.competition), round: tie.round, match: match(tie) }) + dice,
      );
    }
    if (e.type === 'cup-ceased') lines.push(t(locale, 'fortunes.turn.cupCeased', { competition: competitionIn(locale, message, e.competition) }));
  }
  return lines;
}

function endLines(locale: Locale, message: FortunesTurnMessage, club: (id: string) => string): string[] {
  const lines: string[] = [];
  for (const e of message.events) {
    if (e.type === 'season-ended') lines.push(t(locale, 'fortunes.turn.seasonEnded', { season: e.season, club: club(e.championId) }));
    if (e.type === 'game-over') {
      const best = Math.max(0, ...e.winnerIds.map((id) => e.points[id] ?? 0));
      const names = e.winnerIds.map(club);
      const winners = locale === 'en' ? names.join(' and ') : listIn(locale, names);
      lines.push(t(locale, 'fortunes.turn.gameOver', { winners, count: e.winnerIds.length, points: best }));
    }
  }
  return lines;
}

function field(fieldName: string, lines: string[]) {
  return lines.length > 0 ? [{ name: fieldName, value: lines.join('\n') }] : [];
}

/**
 * The board's news, a part of the turn post of its own: the cards drawn (told of the club, in the third person),
 * Crises, sales to the bank, auctions and deals, then where the dice moved every manager for the coming turn, with
 * the board's picture when anyone moved.
 */
export function renderFortunesBoardNews(
  message: FortunesTurnMessage,
  club: (id: string) => string,
  locale: Locale = message.locale ?? DEFAULT_LOCALE,
): APIEmbed {
  const crisisCards = new Set(message.events.flatMap((e) => (e.type === 'crisis' && e.cardId ? [e.cardId] : [])));
  const news = message.events
    .filter((e) => e.type !== 'moved')
    .map((e) => boardLine(locale, e, club, crisisCards))
    .filter((l): l is string => l !== null);
  const moves = message.events.filter((e) => e.type === 'moved').map((e) => boardLine(locale, e, club, crisisCards)!);
  return {
    title: t(locale, 'fortunes.turn.boardTitle'),
    color: COLOURS.money,
    description: news.join('\n') || t(locale, 'fortunes.turn.boardQuiet'),
    fields: field(t(locale, 'fortunes.turn.dice'), moves),
    ...(moves.length > 0 ? { image: { url: BOARD_IMAGE_URL } } : {}),
  };
}

/**
 * A turn of a Football Fortunes game as the channel reads it, in the league's language: the matches with each side's
 * Defence and Attack and the cup news; the board's news as its own part (renderFortunesBoardNews); the table of ten
 * and, at a season's end, the game points.
 */
export function renderFortunesTurn(message: FortunesTurnMessage): APIEmbed[] {
  const locale = message.locale ?? DEFAULT_LOCALE;
  const bold = (id: string) => `**${name(message.names[id] ?? id)}**`;
  // The managers' clubs stand out from the computer's: a manager finds his own match among the five at a glance.
  const managed = message.managed ? new Set(message.managed) : null;
  const club = (id: string) => (managed && !managed.has(id) ? name(message.names[id] ?? id) : bold(id));
  const deadline = message.nextDeadline ? t(locale, 'fortunes.turn.deadline', { when: relativeTime(new Date(message.nextDeadline)) }) : '';
  const title = t(locale, 'fortunes.turn.title', {
    league: message.leagueName,
    season: message.season,
    kind: message.played.kind,
    round: message.played.round,
  });
  const embeds: APIEmbed[] = [
    {
      title,
      color: COLOURS.league,
      description: [...endLines(locale, message, bold), deadline].filter(Boolean).join('\n') || t(locale, 'fortunes.turn.played'),
      fields: field(t(locale, message.played.kind === 'league' ? 'fortunes.turn.results' : 'fortunes.turn.cups'), matchLines(locale, message, club)),
    },
    renderFortunesBoardNews(message, club, locale),
  ];
  if (message.table) {
    embeds.push({
      title: t(locale, 'fortunes.turn.table', { season: message.season }),
      description: fortunesTableBlock(locale, message.table, message.names),
      color: COLOURS.league,
    });
  }
  if (message.gamePoints) embeds.push(gamePointsEmbed(locale, t(locale, 'fortunes.turn.gamePoints'), message.gamePoints, club));
  return embeds;
}

/** The table of ten as a block: English's as the cards game's, another language's with its own column heads. */
function fortunesTableBlock(locale: Locale, rows: readonly TableRow[], names: Record<string, string>): string {
  if (locale === 'en') return cardsTableBlock(rows, names);
  return clubTableBlock(rows, names, { club: t(locale, 'fortunes.table.club'), columns: t(locale, 'fortunes.table.columns') });
}

function gamePointsEmbed(locale: Locale, title: string, points: Record<string, number>, club: (id: string) => string): APIEmbed {
  const rows = Object.entries(points).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return {
    title,
    color: COLOURS.money,
    description: rows.map(([id, p], i) => `${i + 1}. ${club(id)}: ${p}`).join('\n') || t(locale, 'fortunes.turn.noManager'),
  };
}

/** /league table in a game of Football Fortunes: the table of ten this season. */
export function renderFortunesGameTable(view: FortunesGameLeagueView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  return {
    title: t(locale, 'fortunes.league.table', { league: view.leagueName, season: view.season }),
    description: fortunesTableBlock(locale, view.table, view.names),
    color: COLOURS.league,
  };
}

/** /league points in a game of Football Fortunes: the managers' game points so far. */
export function renderFortunesGamePoints(view: FortunesGameLeagueView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const title = t(locale, 'fortunes.league.points', { league: view.leagueName });
  const embed = gamePointsEmbed(locale, title, view.gamePoints, (id) => `**${name(view.names[id] ?? id)}**`);
  const when = view.finished
    ? t(locale, 'fortunes.league.over')
    : t(locale, 'fortunes.league.season', { season: view.season, seasons: view.seasons });
  return { ...embed, description: `${embed.description ?? ''}\n\n${when}` };
}
