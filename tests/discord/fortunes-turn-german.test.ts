import { describe, expect, it } from 'vitest';
import { embedText } from '../e2e/support/channel.js';
import { renderFortunesTurn } from '../../src/discord/render/fortunes-game.render.js';
import { BOARD } from '../../src/engine/fortunes/board.js';
import { BOARD_CARDS } from '../../src/engine/fortunes-game/board-cards.js';
import type { FortunesTurnMessage } from '../../src/league/index.js';

/** Common English words a German post would show if a string were left untranslated (whole words, any case). */
const ENGLISH =
  /\b(the|and|with|goal|goals|wins?|beat|draw|week|season|played|table|results|after|away|home|next|round|final|from|into|points|their|are|lose|buy|sell|bid|cup|turn|out)\b/i;

const NAMES = { rovers: 'Dugout Rovers', town: 'Kingsbridge Town', cpu: 'Harbour Athletic' };
const sides = { home: { defence: 14, attack: 16 }, away: { defence: 15, attack: 12 } };

/** A turn with every kind of event the channel is told, at a season's and the game's end. */
function turn(locale: 'en' | 'de'): FortunesTurnMessage {
  return {
    leagueName: 'Brettliga',
    season: 2,
    played: { kind: 'cup', round: 4 },
    names: NAMES,
    competitionNames: { 'fa-cup': 'F.A. Cup', 'uefa-cup': 'UEFA Cup' },
    events: [
      ...(['luck', 'selection-problems'] as const).flatMap((table) =>
        BOARD_CARDS[table].map((card, i) => ({ type: 'card' as const, clubId: 'town', table, roll: i + 1, text: card.text, immunityUsed: i === 2 })),
      ),
      { type: 'player-lost', clubId: 'town', cardId: 'D4-2' },
      { type: 'immunity-issued', clubId: 'rovers' },
      { type: 'crisis', clubId: 'rovers', section: 'M', cardId: 'M3-1' },
      { type: 'crisis', clubId: 'town', section: 'G', cardId: null },
      { type: 'sold-to-bank', clubId: 'town', cardId: 'A2-2', price: 30_000 },
      { type: 'bought', clubId: 'rovers', cardId: 'U3-1', price: 65_000, from: 'auction' },
      { type: 'bought', clubId: 'town', cardId: 'G4-1', price: 120_000, from: 'bank' },
      { type: 'unsold', cardId: 'D1-4' },
      { type: 'forfeit', clubId: 'town', amount: 40_000 },
      { type: 'resigned', clubId: 'town' },
      { type: 'deal', kind: 'transfer', cardId: 'A5-1', fromId: 'town', toId: 'rovers' },
      { type: 'deal', kind: 'loan', cardId: 'M2-2', fromId: 'rovers', toId: 'town' },
      { type: 'loan-ended', cardId: 'M2-2', ownerId: 'rovers', borrowerId: 'town' },
      {
        type: 'cup-tie',
        tie: {
          competition: 'fa-cup',
          round: 4,
          homeId: 'rovers',
          awayId: 'cpu',
          homeGoals: 1,
          awayGoals: 1,
          sides,
          shootOut: { home: 5, away: 3 },
          winnerId: 'rovers',
        },
      },
      { type: 'cup-ceased', competition: 'uefa-cup' },
      { type: 'season-ended', season: 2, championId: 'cpu', points: { rovers: 30, town: 12 } },
      { type: 'game-over', winnerIds: ['rovers'], points: { rovers: 30, town: 12 } },
      { type: 'moved', clubId: 'rovers', roll: 4, square: 'bank-finance', to: 7 },
    ] as FortunesTurnMessage['events'],
    sides: { rovers: sides.home, cpu: sides.away },
    table: null,
    gamePoints: { rovers: 30, town: 12 },
    nextDeadline: null,
    board: BOARD,
    ...(locale === 'de' ? { locale } : {}),
  };
}

describe('a turn of Football Fortunes posted in German', () => {
  const german = renderFortunesTurn(turn('de'))
    .map(embedText)
    .join('\n')
    .replace(/\u00a0/g, ' ');

  it('GIVEN every kind of event THEN no line reads as English', () => {
    expect(german.split('\n').filter((line) => ENGLISH.test(line))).toEqual([]);
  });

  it('GIVEN the cup tie, the season and the game ending THEN they are told in German', () => {
    expect(german).toContain('Brettliga: Saison 2, 4. Pokalrunde gespielt');
    expect(german).toContain(
      'FA-Pokal, 4. Runde: **Dugout Rovers** (Abw. 14, Angr. 16) **1:1** **Harbour Athletic** (Abw. 15, Angr. 12), **Dugout Rovers** kommt per Würfel 5:3 weiter',
    );
    expect(german).toContain('UEFA-Pokal: für diese Saison vorbei');
    expect(german).toContain('Saison 2 ist vorbei: **Harbour Athletic** ist Meister.');
    expect(german).toContain('🏆 Das Spiel ist vorbei: **Dugout Rovers** gewinnt mit 30 Spielpunkten.');
    expect(german).toContain('**Kingsbridge Town** steckt in der Krise: 50.000 £ Strafe, aber kein Torwart zum Verkaufen.');
    expect(german).toContain('Der Verband verhängt wegen Zuschauerkrawallen 40.000 £ Geldstrafe.');
  });

  it('GIVEN the same turn in English THEN it reads as it always did', () => {
    const english = renderFortunesTurn(turn('en')).map(embedText).join('\n');
    expect(english).toContain('Brettliga: season 2, cup round 4 played');
    expect(english).toContain(
      'F.A. Cup, round 4: **Dugout Rovers** (D14 A16) **1–1** **Harbour Athletic** (D15 A12), **Dugout Rovers** through on the dice 5–3',
    );
    expect(english).toContain('**Kingsbridge Town** draw Manager’s Luck: the F.A. fines the club £40,000 for crowd trouble.');
    expect(english).toContain('🏆 The game is over: **Dugout Rovers** wins with 30 game points.');
  });
});
