import { AttachmentBuilder } from 'discord.js';
import type { FortunesGameView, FortunesTurnMessage } from '../../league/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { truncate } from '../text.js';
import { describeFortunesBoard, renderFortunesBoard, type FortunesBoardView } from './images/fortunes-board.image.js';

/** The board picture's file, shown by its embed as `attachment://board.png`. */
export const BOARD_FILE = 'board.png';
export const BOARD_IMAGE_URL = `attachment://${BOARD_FILE}`;

/** /fortune show's board: every manager's counter, his own ringed, and the six squares his die reaches next. */
export function showBoardView(view: FortunesGameView, locale: Locale = DEFAULT_LOCALE): FortunesBoardView {
  return {
    title: t(locale, 'fortunes.picture.showTitle', { club: view.clubName }),
    board: view.board,
    tokens: view.tokens.map((t) => ({ name: t.name, position: t.position, mine: t.mine })),
    reach: view.finished ? [] : Array.from({ length: view.nextSquares.length }, (_, i) => (view.position + i + 1) % view.board.length),
    ...(locale === DEFAULT_LOCALE ? {} : { locale }),
  };
}

/** A turn's board: where the dice moved every manager for the coming turn, and from where. Null when no one moved. */
export function turnBoardView(message: FortunesTurnMessage): FortunesBoardView | null {
  const board = message.board;
  if (!board) return null;
  const tokens = message.events.flatMap((e) =>
    e.type === 'moved'
      ? [{ name: message.names[e.clubId] ?? e.clubId, position: e.to, from: (e.to - e.roll + board.length) % board.length, roll: e.roll }]
      : [],
  );
  if (tokens.length === 0) return null;
  const locale = message.locale ?? DEFAULT_LOCALE;
  const title = t(locale, 'fortunes.picture.turnTitle', { league: message.leagueName });
  return { title, board, tokens, reach: [], ...(message.locale ? { locale: message.locale } : {}) };
}

/** The board as a file for a reply, its words as the alt text. */
export function boardAttachment(view: FortunesBoardView): AttachmentBuilder {
  return new AttachmentBuilder(renderFortunesBoard(view), { name: BOARD_FILE, description: truncate(describeFortunesBoard(view), 1024) });
}
