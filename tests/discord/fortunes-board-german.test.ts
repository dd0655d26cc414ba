import { describe, expect, it } from 'vitest';
import { embedText } from '../e2e/support/channel.js';
import { englishLines } from '../support/english-words.js';
import { renderClubNews } from '../../src/discord/render/club-news.render.js';
import { fortuneEventText, toldOfTheClub } from '../../src/discord/render/fortune-event-text.js';
import { renderFortune, renderGameOver, renderPoints, renderSeasonPoints } from '../../src/discord/render/fortunes.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import { SQUARES } from '../../src/engine/fortunes/board.js';
import { CARD_TABLES, type CardTable } from '../../src/engine/fortunes/fortune-cards.js';
import type { FortuneEvent } from '../../src/engine/model/fortune-events.js';
import { t } from '../../src/i18n/translate.js';
import type { FortuneView, PointsTable } from '../../src/league/index.js';

const n = nameBook({ p1: 'Joe Bloggs', p2: 'Otto Keller' }, { c1: 'Ann FC', c2: 'Bob United' });

/** Every kind of event of the Fortunes board over a football league the channel is told of, both ways where there are two. */
const EVENTS: FortuneEvent[] = [
  ...SQUARES.map((square) => ({ type: 'fortune-moved' as const, clubId: 'c1', from: 0, roll: 3, to: 3, square, passedStart: false })),
  { type: 'fortune-quiet', clubId: 'c1', square: 'sunday' },
  { type: 'fortune-quiet', clubId: 'c2', square: 'start' },
  ...(Object.entries(CARD_TABLES) as [CardTable, (typeof CARD_TABLES)[CardTable]][]).flatMap(([table, rows]) =>
    rows.flatMap((row, i) =>
      [false, true].map((cancelledByImmunity) => ({
        type: 'fortune-card' as const,
        clubId: 'c1',
        table,
        roll: i + 1,
        text: row.text,
        cancelledByImmunity,
      })),
    ),
  ),
  { type: 'fortune-card-void', clubId: 'c1', table: 'luck', roll: 4 },
  { type: 'fortune-injury', clubId: 'c1', playerId: 'p1', weeks: 1 },
  { type: 'fortune-injury', clubId: 'c1', playerId: 'p1', weeks: 3 },
  { type: 'fortune-player-lost', clubId: 'c1', playerId: 'p1', to: 'auction-pool' },
  { type: 'fortune-retirement', clubId: 'c1', playerId: 'p1' },
  { type: 'immunity-issued', clubId: 'c1', bankLeft: 1 },
  { type: 'immunity-issued', clubId: 'c1', bankLeft: 5 },
  { type: 'immunity-used', clubId: 'c1', bankLeft: 6 },
  { type: 'immunity-passed', fromClubId: 'c1', toClubId: 'c2' },
  ...(['G', 'D', 'M', 'A'] as const).flatMap((section) => [
    { type: 'crisis' as const, clubId: 'c1', section, chosenBy: 'manager' as const, playerId: 'p1' },
    { type: 'crisis' as const, clubId: 'c2', section, chosenBy: 'ai' as const, playerId: null },
  ]),
  { type: 'wages-paid', clubId: 'c1', strength: 104.5, amount: 60_000 },
  { type: 'bank-bought', clubId: 'c1', playerId: 'p1', price: 190_000, cause: 'crisis' },
  { type: 'bank-sold', clubId: 'c2', playerId: 'p1', price: 777_777, bids: [{ clubId: 'c2', amount: 777_777 }], tieRolls: [] },
  { type: 'auction', playerId: 'p1', clubId: 'c2', bid: 888_888, paid: 444_444, halfPriceClubId: 'c2', bids: [], tieRolls: [] },
  { type: 'auction', playerId: 'p2', clubId: null, bid: 0, paid: 0, halfPriceClubId: null, bids: [], tieRolls: [] },
  { type: 'bid-forfeit', clubId: 'c1', playerId: 'p1', bid: 500_000, forfeit: 25_001 },
  { type: 'debt-noted', clubId: 'c1', balance: -300_000, deadline: { season: 1, week: 5 } },
  { type: 'debt-cleared', clubId: 'c1' },
  { type: 'manager-resigned', clubId: 'c1', debt: 2_000_000, toAuctionPool: ['p1'] },
];

const news = (locale: 'en' | 'de') =>
  embedText(renderClubNews(EVENTS, n, ['c1'], t(locale, 'posts.story.fortunesBoard'), locale)).replace(/\u00a0/g, ' ');

const player = (id: string, price: number) => ({ id, name: id === 'd' ? 'Dan Back' : 'Al Striker', ability: 8, positions: ['CB' as const], price });

/** A /fortune show with every part it can show: each square's help, the Crisis, the bank, the lots, every order, a debt. */
function views(): FortuneView[] {
  const base: FortuneView = {
    clubName: 'Ann FC',
    season: 2,
    week: 7,
    phase: 'season',
    square: 'crisis',
    balance: -250_000,
    immunityCards: 1,
    immunityInBank: 5,
    debtDeadline: { season: 2, week: 10 },
    resigned: false,
    crisisLosses: [
      { section: 'G', player: null },
      { section: 'D', player: player('d', 640_000) },
      { section: 'M', player: null },
      { section: 'A', player: player('a', 1_500_000) },
    ],
    saleable: [player('d', 480_000), player('a', 1_125_000)],
    lots: [
      { ...player('d', 0), halfPriceForMe: true },
      { ...player('a', 0), halfPriceForMe: false },
    ],
    bank: [player('a', 2_250_000)],
    orders: {
      crisisSection: 'D',
      bankSales: ['d'],
      bankBids: [{ playerId: 'a', amount: 2_300_000 }],
      auctionBids: [{ playerId: 'd', amount: 20_000 }],
      useImmunity: true,
      debtSales: ['a'],
    },
  } as FortuneView;
  return [
    ...SQUARES.map((square) => ({ ...base, square })),
    { ...base, square: null, phase: 'preseason', resigned: true, orders: { useImmunity: false } },
    { ...base, square: 'bank-finance', saleable: [], lots: [], bank: [], debtDeadline: null, orders: {} },
  ] as FortuneView[];
}

describe('the Fortunes board over a football league in German', () => {
  it('GIVEN every kind of board event in the week’s post THEN no line reads as English', () => {
    const german = news('de');
    expect(englishLines(german)).toEqual([]);
    expect(german).toContain('Auf dem Fortunes-Spielbrett');
    expect(german).toContain('Rund um die Liga');
    expect(german).toContain('🎲3 Ann FC zieht für die kommende Woche auf Bankfinanzierung.');
    expect(german).toContain('Ann FC zieht eine Aufstellungssorge (🎲2): Der Torwart bricht sich einen Finger. Eine Immunitätskarte hebt sie auf.');
    expect(german).toContain('Krise bei Ann FC: Der Beste der Abwehr (vom Manager gewählt) ist Joe Bloggs, an die Bank verkauft.');
    expect(german).toContain('Ann FC zahlt 60.000 £ Gehälter für einen Kader der Stärke 104,5.');
    expect(german).toContain('Auktion: Joe Bloggs geht für 444.444 £ an Bob United.');
    expect(german).toContain('Ann FC bekommt eine Immunitätskarte (1 Karte bleibt bei der Bank).');
  });

  it('GIVEN the same events in English THEN they read as they always did (so a German pass means something)', () => {
    const english = news('en');
    expect(englishLines(english).length).toBeGreaterThan(EVENTS.length / 2);
    expect(english).toContain('Around the league');
    expect(english).toContain('Ann FC draw a Selection Problem (🎲2): their goalkeeper breaks a finger. An Immunity card cancels it.');
    expect(english).toContain('Crisis at Ann FC: the best of the defence (the manager’s choice) is Joe Bloggs, sold to the bank.');
    expect(english).toContain('Ann FC pay £60,000 in wages for a squad of strength 104.5.');
    expect(english).toContain('Ann FC receive an Immunity card (1 card left in the bank).');
  });

  it('GIVEN every card of both tables THEN its English words are the engine’s, told of the club', () => {
    for (const [table, rows] of Object.entries(CARD_TABLES) as [CardTable, (typeof CARD_TABLES)[CardTable]][]) {
      rows.forEach((row, i) => {
        const event = { type: 'fortune-card' as const, clubId: 'c1', table, roll: i + 1, text: row.text, cancelledByImmunity: false };
        expect(fortuneEventText(event, n), row.text).toContain(`: ${toldOfTheClub(row.text)}`);
      });
    }
  });

  it('GIVEN a card whose kept words are not the table’s (an older league) THEN it is told in the words it kept', () => {
    const event = { type: 'fortune-card' as const, clubId: 'c1', table: 'luck' as const, roll: 1, text: 'An old card.', cancelledByImmunity: false };
    expect(fortuneEventText(event, n, 'de')).toBe('Ann FC zieht Managerglück (🎲1): An old card');
  });

  it('GIVEN /fortune show on every square, with every field and order THEN no line reads as English', () => {
    for (const view of views()) {
      const german = embedText(renderFortune(view, 'de')).replace(/\u00a0/g, ' ');
      expect(englishLines(german), `${view.square}`).toEqual([]);
    }
    const crisis = embedText(renderFortune(views()[SQUARES.indexOf('crisis')]!, 'de')).replace(/\u00a0/g, ' ');
    expect(crisis).toContain('Ann FC: Fortunes, Saison 2, Woche 7');
    expect(crisis).toContain('Du stehst auf **Krise**.');
    expect(crisis).toContain('➡️ Abwehr: Dan Back CB · 8,0 — die Bank zahlt 640.000 £');
    expect(crisis).toContain('Geld -250.000 £ · Immunitätskarten 1 (Bank 5)');
  });

  it('GIVEN /fortune show in English THEN it reads as it always did', () => {
    const english = embedText(renderFortune(views()[SQUARES.indexOf('half-price-auction')]!, 'en'));
    expect(english).toContain('Ann FC: Fortunes, season 2, week 7');
    expect(english).toContain(
      'You are on **50% Auction**. A lot is auctioned; if you win it you pay half your bid, which must be in steps of £10,000',
    );
    expect(english).toContain('Dan Back CB · 8.0 — you pay half, bid in £10,000 steps');
    expect(english).toContain('Al Striker CB · 8.0 — at least £10,000');
    expect(english).toContain('Bid £2,300,000 for Al Striker');
    expect(english).toContain('Money −£250,000 · Immunity cards 1 (bank 5)');
    expect(embedText(renderFortune(views().at(-2)!))).toContain('Ann FC: Fortunes, season 2, pre-season');
  });

  it('GIVEN the game points after a season, at the game’s end and in /league points THEN no line reads as English', () => {
    const row = { seasonPoints: 40, cashPoints: 4, points: 44, cash: 1_000_000, resigned: false, aiRun: false };
    const table: PointsTable = {
      rows: [
        { ...row, clubId: 'ai', clubName: 'Robots', managerUserId: null, aiRun: true },
        { ...row, clubId: 'c1', clubName: 'Ann FC', managerUserId: '111111111111111111' },
        { ...row, clubId: 'c2', clubName: 'Bob United', managerUserId: '222222222222222222' },
        { ...row, clubId: 'c3', clubName: 'Bust Town', managerUserId: null, resigned: true, cash: -100 },
      ],
      leaders: ['c1', 'c2'],
    };
    const posts = [
      renderGameOver({ leagueName: 'Brettliga', seasons: 3, table, locale: 'de' }),
      renderGameOver({ leagueName: 'Brettliga', seasons: 1, table: { ...table, leaders: ['c1'] }, locale: 'de' }),
      renderGameOver({ leagueName: 'Brettliga', seasons: 1, table: { rows: [], leaders: [] }, locale: 'de' }),
      renderSeasonPoints({ leagueName: 'Brettliga', seasons: 1, table, locale: 'de' }),
      renderPoints({ leagueName: 'Brettliga', seasonsPlayed: 1, seasons: 3, ended: false, table }, 'de'),
      renderPoints({ leagueName: 'Brettliga', seasonsPlayed: 3, seasons: 3, ended: true, table }, 'de'),
      renderPoints({ leagueName: 'Brettliga', seasonsPlayed: 1, seasons: null, ended: false, table }, 'de'),
    ];
    const german = posts
      .map(embedText)
      .join('\n')
      .replace(/\u00a0/g, ' ');
    expect(englishLines(german)).toEqual([]);
    expect(german).toContain('Brettliga: Das Spiel ist nach 3 Saisons vorbei');
    expect(german).toContain('🏆 Ann FC (<@111111111111111111>) und Bob United (<@222222222222222222>) teilen sich den Titel');
    expect(german).toContain('Robots — **44** (40 aus Saisons, 4 aus 1.000.000 £ Geld) · KI, kann nicht gewinnen');
    expect(german).toContain('1 von 3 Saisons gespielt; das Geld zählt, als endete das Spiel jetzt.');
    // The English post reads as it did: the default, and a post queued before the league had a language.
    expect(renderGameOver({ leagueName: 'L', seasons: 3, table }).description).toContain(
      'Robots — **44** (40 from seasons, 4 from £1,000,000 cash) · AI, cannot win',
    );
  });
});
