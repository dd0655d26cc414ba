import { describe, expect, it } from 'vitest';
import { EVENT_AUDIENCE } from '../../src/engine/event-audience.js';
import type { FortuneEvent } from '../../src/engine/model/fortune-events.js';
import { fortuneEventText } from '../../src/discord/render/fortune-event-text.js';
import { CARD_TABLES } from '../../src/engine/fortunes/fortune-cards.js';
import { clubSentence } from '../../src/discord/render/club-news.render.js';
import { gameOptionLines, renderFortune, renderGameOver, renderPoints, renderSeasonPoints } from '../../src/discord/render/fortunes.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import type { FortuneView, LeagueSettingsView, PointsTable } from '../../src/league/index.js';

const n = nameBook({ p1: 'Joe Bloggs' }, { c1: 'Ann FC', c2: 'Bob United' });

/** One event of every kind a manager's club hears of, as the channel's post tells it. */
const TOLD: FortuneEvent[] = [
  { type: 'fortune-moved', clubId: 'c1', from: 0, roll: 3, to: 3, square: 'selection-problems', passedStart: false },
  { type: 'fortune-quiet', clubId: 'c1', square: 'sunday' },
  { type: 'fortune-card', clubId: 'c1', table: 'selection-problems', roll: 2, text: 'Your goalkeeper breaks a finger.', cancelledByImmunity: true },
  { type: 'fortune-card-void', clubId: 'c1', table: 'luck', roll: 4 },
  { type: 'fortune-injury', clubId: 'c1', playerId: 'p1', weeks: 3 },
  { type: 'fortune-player-lost', clubId: 'c1', playerId: 'p1', to: 'auction-pool' },
  { type: 'fortune-retirement', clubId: 'c1', playerId: 'p1' },
  { type: 'immunity-issued', clubId: 'c1', bankLeft: 5 },
  { type: 'immunity-used', clubId: 'c1', bankLeft: 6 },
  { type: 'immunity-passed', fromClubId: 'c1', toClubId: 'c2' },
  { type: 'crisis', clubId: 'c1', section: 'D', chosenBy: 'manager', playerId: 'p1' },
  { type: 'wages-paid', clubId: 'c1', strength: 104.5, amount: 60_000 },
  { type: 'bank-bought', clubId: 'c1', playerId: 'p1', price: 190_000, cause: 'crisis' },
  { type: 'bank-sold', clubId: 'c2', playerId: 'p1', price: 777_777, bids: [{ clubId: 'c2', amount: 777_777 }], tieRolls: [] },
  {
    type: 'auction',
    playerId: 'p1',
    clubId: 'c2',
    bid: 888_888,
    paid: 444_444,
    halfPriceClubId: 'c2',
    bids: [
      { clubId: 'c2', amount: 888_888 },
      { clubId: 'c1', amount: 555_555 },
    ],
    tieRolls: [],
  },
  { type: 'bid-forfeit', clubId: 'c1', playerId: 'p1', bid: 500_000, forfeit: 25_001 },
  { type: 'debt-noted', clubId: 'c1', balance: -300_000, deadline: { season: 1, week: 5 } },
  { type: 'debt-cleared', clubId: 'c1' },
  { type: 'manager-resigned', clubId: 'c1', debt: 2_000_000, toAuctionPool: ['p1'] },
];

describe('Football Fortunes in Discord', () => {
  it('GIVEN every card of both tables drawn THEN the channel tells it of the club, in the third person, with one full stop', () => {
    for (const [table, rows] of Object.entries(CARD_TABLES) as [keyof typeof CARD_TABLES, (typeof CARD_TABLES)[keyof typeof CARD_TABLES]][]) {
      rows.forEach((row, i) => {
        for (const cancelledByImmunity of [false, true]) {
          const line = clubSentence({ type: 'fortune-card', clubId: 'c1', table, roll: i + 1, text: row.text, cancelledByImmunity }, n);
          expect(line, row.text).toMatch(/^Ann FC draw /);
          expect(line, row.text).not.toMatch(/\b(you|your)\b/i);
          expect(line, row.text).not.toMatch(/\.\./);
          expect(line, row.text).toMatch(/\w\.$/);
        }
      });
    }
  });

  it('GIVEN every Fortunes event a club hears of THEN each has its own line, and each such kind is in this list', () => {
    const clubKinds = Object.entries(EVENT_AUDIENCE)
      .filter(([type, audience]) => audience === 'club' && TOLD.some((e) => e.type === type))
      .map(([type]) => type);
    expect(new Set(TOLD.map((e) => e.type)).size).toBe(TOLD.length);
    expect(clubKinds.sort()).toEqual(TOLD.map((e) => e.type).sort());
    for (const event of TOLD) {
      const line = fortuneEventText(event, n);
      expect(line, event.type).toBeTruthy();
      expect(line).not.toMatch(/^[a-z-]+:/);
    }
    expect(fortuneEventText({ type: 'week-started', season: 1, week: 1 }, n)).toBeNull();
  });

  it('GIVEN a club in debt THEN the channel hears of the deadline, not of the balance', () => {
    const line = fortuneEventText(
      TOLD.find((e) => e.type === 'debt-noted')!,
      n,
    )!;
    expect(line).toBe('Ann FC are in debt: they must clear it by week 5 of season 1, or the bank sells their players');
  });

  it('GIVEN a bank sale or an auction THEN the line tells what was paid, never a sealed bid', () => {
    expect(
      fortuneEventText(
        TOLD.find((e) => e.type === 'bank-sold')!,
        n,
      ),
    ).toBe('Bob United buy Joe Bloggs from the bank');
    const auction = fortuneEventText(
      TOLD.find((e) => e.type === 'auction')!,
      n,
    )!;
    expect(auction).toBe('Auction: Joe Bloggs to Bob United for £444,444');
    expect(auction).not.toMatch(/888|555/);
  });

  it('GIVEN the settings THEN Fortunes, the length and the difficulty are shown', () => {
    const settings = { fortunes: true, seasons: 5, difficulty: 4 } as LeagueSettingsView;
    expect(gameOptionLines(settings)).toEqual(['The Fortunes board: on', 'Game length: 5 seasons', 'Difficulty: 4 (hardest)']);
    expect(gameOptionLines({ fortunes: false, seasons: null, difficulty: 2 } as LeagueSettingsView)).toEqual([
      'The Fortunes board: off',
      'Game length: no end',
      'Difficulty: 2 (the balance)',
    ]);
  });

  it('GIVEN a manager on Crisis THEN /fortune shows what each section would lose and marks his choice', () => {
    const view: FortuneView = {
      clubName: 'Ann FC',
      season: 1,
      week: 3,
      phase: 'season',
      square: 'crisis',
      balance: 1_000_000,
      immunityCards: 1,
      immunityInBank: 5,
      debtDeadline: null,
      resigned: false,
      crisisLosses: [
        { section: 'G', player: { id: 'g', name: 'Gary Keeper', ability: 7, positions: ['GK'], price: 300_000 } },
        { section: 'D', player: { id: 'd', name: 'Dan Back', ability: 8, positions: ['CB'], price: 640_000 } },
        { section: 'M', player: null },
        { section: 'A', player: { id: 'a', name: 'Al Striker', ability: 9, positions: ['CF'], price: 1_500_000 } },
      ],
      saleable: [],
      lots: [],
      bank: [],
      orders: { crisisSection: 'D' },
    };
    const embed = renderFortune(view);
    expect(embed.description).toContain('You are on **Crisis**.');
    expect(embed.description).toContain('Immunity cards 1 (bank 5)');
    const losses = embed.fields!.find((f) => f.name === 'Crisis: who each section would lose')!.value;
    expect(losses.split('\n')).toEqual([
      'goalkeeper: Gary Keeper GK · 7.0 — the bank pays £300,000',
      '➡️ defence: Dan Back CB · 8.0 — the bank pays £640,000',
      'midfield: no one',
      'attack: Al Striker CF · 9.0 — the bank pays £1,500,000',
    ]);
  });

  it('GIVEN the game over THEN the winner is named; AI and bankrupt clubs are listed but marked, and a tie is shared', () => {
    const table: PointsTable = {
      rows: [
        {
          clubId: 'ai',
          clubName: 'Robots',
          managerUserId: null,
          seasonPoints: 90,
          cashPoints: 9,
          points: 99,
          cash: 2_250_000,
          resigned: false,
          aiRun: true,
        },
        {
          clubId: 'c1',
          clubName: 'Ann FC',
          managerUserId: '111111111111111111',
          seasonPoints: 40,
          cashPoints: 4,
          points: 44,
          cash: 1_000_000,
          resigned: false,
          aiRun: false,
        },
        {
          clubId: 'c2',
          clubName: 'Bob United',
          managerUserId: '222222222222222222',
          seasonPoints: 40,
          cashPoints: 4,
          points: 44,
          cash: 1_000_000,
          resigned: false,
          aiRun: false,
        },
        {
          clubId: 'c3',
          clubName: 'Bust Town',
          managerUserId: null,
          seasonPoints: 50,
          cashPoints: 0,
          points: 50,
          cash: -100,
          resigned: true,
          aiRun: false,
        },
      ],
      leaders: ['c1', 'c2'],
    };
    const over = renderGameOver({ leagueName: 'L', seasons: 3, table });
    expect(over.title).toBe('L: the game is over after 3 seasons');
    expect(over.description).toMatch(/^🏆 Ann FC \(<@111111111111111111>\) and Bob United \(<@222222222222222222>\) share the title/);
    expect(over.description).toContain('Robots — **99** (90 from seasons, 9 from £2,250,000 cash) · AI, cannot win');
    expect(over.description).toContain('Bust Town — **50**');
    expect(over.description).toContain('bankrupt, cannot win');
    expect(renderGameOver({ leagueName: 'L', seasons: 1, table: { rows: [], leaders: [] } }).description).toMatch(/^No manager survived/);
    const season = renderSeasonPoints({ leagueName: 'L', seasons: 1, table });
    expect(season.title).toBe('L: game points after season 1');
    expect(season.description).toContain('Ann FC 🏆 — **44**');
    const points = renderPoints({ leagueName: 'L', seasonsPlayed: 1, seasons: 3, ended: false, table });
    expect(points.description).toMatch(/^1 of 3 seasons played; cash is counted as if the game ended now\./);
    // Money stays private while the game is on: the points from cash are shown, never the sum behind them.
    for (const live of [season, points]) {
      expect(live.description).toContain('Robots — **99** (90 from seasons, 9 from cash) · AI, cannot win');
      expect(live.description).not.toMatch(/£/);
    }
    const ended = renderPoints({ leagueName: 'L', seasonsPlayed: 3, seasons: 3, ended: true, table });
    expect(ended.description).toContain('9 from £2,250,000 cash');
  });
});
