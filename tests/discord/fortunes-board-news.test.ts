import { describe, expect, it } from 'vitest';
import { renderFortunesTurn } from '../../src/discord/render/fortunes-game.render.js';
import { BOARD } from '../../src/engine/fortunes/board.js';
import { BOARD_CARDS } from '../../src/engine/fortunes-game/board-cards.js';
import type { FortunesTurnMessage } from '../../src/league/index.js';
import { nameBook } from '../../src/discord/render/names.js';
import { postImages } from '../../src/discord/render/post-pictures.js';

const NAMES = { rovers: 'Dugout Rovers', town: 'Kingsbridge Town', cpu: 'Harbour Athletic' };

function turn(events: FortunesTurnMessage['events']): FortunesTurnMessage {
  return {
    leagueName: 'Fortunes Friday',
    season: 1,
    played: { kind: 'league', round: 3 },
    names: NAMES,
    competitionNames: {},
    events,
    sides: { rovers: { defence: 14, attack: 16 }, cpu: { defence: 15, attack: 12 } },
    table: null,
    gamePoints: null,
    nextDeadline: null,
    board: BOARD,
  } as FortunesTurnMessage;
}

const boardNews = (message: FortunesTurnMessage) => renderFortunesTurn(message).find((e) => e.title === 'On the Fortunes board')!;

const EVERY_CARD = (['luck', 'selection-problems'] as const).flatMap((table) =>
  BOARD_CARDS[table].map((card, i) => ({ table, roll: i + 1, text: card.text })),
);

describe('the board’s news in the turn post', () => {
  it.each(EVERY_CARD)('GIVEN the $table card "$text" drawn THEN the channel tells it of the club, one full stop, no "you"', (card) => {
    const news = boardNews(turn([{ type: 'card', clubId: 'town', table: card.table, roll: card.roll, text: card.text, immunityUsed: false }]));
    const drawn = card.table === 'luck' ? 'Manager’s Luck' : 'a Selection Problem';
    expect(news.description).toMatch(new RegExp(`^\\*\\*Kingsbridge Town\\*\\* draw ${drawn}: [a-z].+[^.]\\.$`));
    expect(news.description).not.toMatch(/\.\.|\b(you|your)\b/i);
  });

  it('GIVEN a turn of the board THEN its news is a part of its own after the results: the board, then the dice, with the picture', () => {
    const message = turn([
      {
        type: 'league-result',
        round: 3,
        homeId: 'rovers',
        awayId: 'cpu',
        homeGoals: 2,
        awayGoals: 1,
        sides: { home: { defence: 12, attack: 14 }, away: { defence: 9, attack: 8 } },
      },
      { type: 'crisis', clubId: 'rovers', section: 'D', cardId: 'D4-1' },
      { type: 'sold-to-bank', clubId: 'rovers', cardId: 'D4-1', price: 60_000 },
      { type: 'sold-to-bank', clubId: 'town', cardId: 'M2-3', price: 30_000 },
      { type: 'bought', clubId: 'town', cardId: 'A3-2', price: 45_000, from: 'auction' },
      { type: 'unsold', cardId: 'G2-1' },
      { type: 'moved', clubId: 'rovers', roll: 4, to: 12, square: 'crisis' },
      { type: 'moved', clubId: 'town', roll: 1, to: 0, square: 'start' },
    ]);
    const [header, news] = renderFortunesTurn(message);
    expect(header!.title).toBe('Fortunes Friday: season 1, league round 3 played');
    expect(header!.fields).toEqual([
      { name: 'Results (each side’s Defence and Attack)', value: '**Dugout Rovers** (D14 A16) **2–1** **Harbour Athletic** (D15 A12)' },
    ]);
    expect(news!.title).toBe('On the Fortunes board');
    expect(news!.description).toBe(
      [
        '**Dugout Rovers** are in Crisis: fined £50,000, and their best defence player (D4) is sold to the bank.',
        '**Kingsbridge Town** sell their M2 to the bank for £30,000.',
        '**Kingsbridge Town** buy A3 at auction for £45,000.',
        'No bid for G2: he goes to the bottom of the Auction Pile.',
      ].join('\n'),
    );
    expect(news!.fields).toEqual([
      {
        name: 'The dice for the coming turn',
        value: '🎲4 **Dugout Rovers** move to **Crisis** for the coming turn.\n🎲1 **Kingsbridge Town** move to **Start** for the coming turn.',
      },
    ]);
    expect(news!.image).toEqual({ url: 'attachment://board.png' });
  });

  it('GIVEN a turn with no one moved (the game over) THEN the board’s news says so and asks for no picture', () => {
    const news = boardNews(turn([]));
    expect(news.description).toBe('No card, Crisis, sale or auction this turn.');
    expect(news.fields).toEqual([]);
    expect(news.image).toBeUndefined();
  });

  it('GIVEN a turn post THEN its picture is the board, its alt text where the dice moved each manager; none when no one moved', () => {
    const moved = turn([
      { type: 'moved', clubId: 'rovers', roll: 4, to: 12, square: 'crisis' },
      { type: 'moved', clubId: 'town', roll: 1, to: 0, square: 'start' },
    ]);
    const [picture, ...others] = postImages({ kind: 'fortunes-turn', message: moved }, nameBook({}, {}));
    expect(others).toEqual([]);
    expect(picture!.file.name).toBe('board.png');
    expect(picture!.file.data.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(picture!.file.description).toBe(
      'Fortunes Friday: the coming turn. The board of 24 squares, Start at the top left, clockwise. ' +
        'Dugout Rovers die 4: Bank Finance → Crisis (12); Kingsbridge Town die 1: Auction → Start (0).',
    );
    expect(postImages({ kind: 'fortunes-turn', message: turn([]) }, nameBook({}, {}))).toEqual([]);
  });
});
