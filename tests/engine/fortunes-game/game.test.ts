import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { settleAuctions, settleBankSales } from '../../../src/engine/fortunes-game/auctions.js';
import { settleDebt } from '../../../src/engine/fortunes-game/cash.js';
import type { GameEvent } from '../../../src/engine/fortunes-game/events.js';
import { newGame, STARTING_CASH } from '../../../src/engine/fortunes-game/new-game.js';
import { playGameWithAi } from '../../../src/engine/fortunes-game/play-game.js';
import { PACK_SIZE } from '../../../src/engine/fortunes-game/pack.js';
import { CRISIS_FINE, playSquare, SPONSORSHIP } from '../../../src/engine/fortunes-game/squares.js';
import type { StarCard } from '../../../src/engine/fortunes-game/star-card.js';
import type { FortunesGame } from '../../../src/engine/fortunes-game/state.js';
import { playTurn, sideOf } from '../../../src/engine/fortunes-game/turn.js';
import { WAGES_PER_STAR } from '../../../src/engine/fortunes-game/wages.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const MANAGERS = [
  { clubId: 'ann', name: 'Ann Athletic' },
  { clubId: 'bob', name: 'Bob Rovers' },
];

function twoManagerGame(seed = 1): FortunesGame {
  return newGame({ managers: MANAGERS, skill: 2, seasons: 2 }, seededDice(seed)).game;
}

function playToEnd(seed: number): { game: FortunesGame; turns: GameEvent[][] } {
  return playGameWithAi({ managers: MANAGERS, skill: 2, seasons: 2 }, seededDice(seed));
}

const card = (id: string, type: StarCard['type'], stars: number): StarCard => ({ id, type, stars });

describe('a new game (003, "Setting up the teams", "Officials")', () => {
  it('GIVEN two managers THEN ten clubs, £200,000 and thirteen cards each, six Immunity cards in the bank, every manager moved off Start', () => {
    const game = twoManagerGame();
    expect(game.clubs).toHaveLength(10);
    expect(game.clubs.filter((c) => c.managed)).toHaveLength(2);
    for (const m of Object.values(game.managers)) {
      expect(m.cash).toBe(STARTING_CASH);
      expect(m.squad).toHaveLength(13);
      expect(m.position).toBeGreaterThan(0);
    }
    const lots = Object.values(game.pending).filter((p) => p.lot).length;
    expect(game.auctionFile).toHaveLength(PACK_SIZE - 26 - lots);
    expect(game.immunityBank).toBe(6);
  });
});

describe('a whole game played by the AI', () => {
  it('GIVEN a two-season game THEN each season is 19 to 22 turns, the league of ten plays 90 matches, and the game ends with a winner', () => {
    const { game, turns } = playToEnd(3);
    const seasonEnds = turns.map((events, i) => (events.some((e) => e.type === 'season-ended') ? i + 1 : 0)).filter((i) => i > 0);
    expect(seasonEnds).toHaveLength(2);
    const lengths = [seasonEnds[0]!, seasonEnds[1]! - seasonEnds[0]!];
    for (const length of lengths) {
      expect(length).toBeGreaterThanOrEqual(19);
      expect(length).toBeLessThanOrEqual(22);
    }
    expect(turns.flat().filter((e) => e.type === 'league-result')).toHaveLength(180);
    const over = turns.flat().find((e) => e.type === 'game-over');
    expect(over?.type === 'game-over' && over.winnerIds.length).toBeGreaterThan(0);
    expect(() => playTurn(game, {}, seededDice(1))).toThrow();
  });

  it('GIVEN the same seed THEN the same game, event for event', () => {
    const hash = (seed: number) =>
      createHash('sha256')
        .update(JSON.stringify(playToEnd(seed).turns))
        .digest('hex');
    expect(hash(5)).toBe(hash(5));
    expect(hash(5)).not.toBe(hash(6));
  });

  it('GIVEN both managers out of the F.A. Cup THEN the cup ceases and the season has fewer turns than 22', () => {
    const game = twoManagerGame(2);
    // Sides of 0 and 0 lose every match, so the managers go out at their first tie.
    for (const m of Object.values(game.managers)) m.squad = [];
    const dice = seededDice(2);
    let turns = 0;
    const events: GameEvent[] = [];
    while (game.season === 1 && !game.finished) {
      events.push(...playTurn(game, {}, dice));
      turns += 1;
    }
    expect(events.some((e) => e.type === 'cup-ceased' && e.competition === 'fa-cup')).toBe(true);
    expect(turns).toBeLessThan(22);
    expect(turns).toBeGreaterThanOrEqual(19);
  });
});

describe('the squares (003, "The Board")', () => {
  it("GIVEN Sponsorship THEN £30,000; GIVEN Wages THEN the squad's total stars at the chart's rate", () => {
    const game = twoManagerGame();
    const ann = game.managers.ann!;
    const events: GameEvent[] = [];
    game.pending.ann = { square: 'sponsorship', draws: [] };
    playSquare(game, ann, {}, events);
    expect(ann.cash).toBe(STARTING_CASH + SPONSORSHIP);
    game.pending.ann = { square: 'wages', draws: [] };
    const stars = ann.squad.reduce((sum, c) => sum + c.stars, 0);
    playSquare(game, ann, {}, events);
    expect(ann.cash).toBe(STARTING_CASH + SPONSORSHIP - stars * WAGES_PER_STAR);
  });

  it('GIVEN Crisis and the defence named THEN £50,000 fined and the best defender sold to the bank at three quarters', () => {
    const game = twoManagerGame();
    const ann = game.managers.ann!;
    ann.squad = [card('g', 'G', 3), card('d5', 'D', 5), card('d2', 'D', 2), card('u5', 'U', 5)];
    game.pending.ann = { square: 'crisis', draws: [] };
    playSquare(game, ann, { crisisSection: 'D' }, []);
    expect(ann.cash).toBe(STARTING_CASH - CRISIS_FINE + 75_000);
    expect(ann.squad.map((c) => c.id)).toEqual(['g', 'd2', 'u5']);
    expect(game.bank.map((c) => c.id)).toEqual(['d5']);
  });

  it('GIVEN a Selection Problem shown THEN an Immunity card spent cancels it and goes back to the bank; unspent, the best player goes to the bottom of the Auction Pile', () => {
    const game = twoManagerGame();
    const ann = game.managers.ann!;
    ann.squad = [card('g', 'G', 3), card('a4', 'A', 4)];
    ann.immunity = 1;
    game.immunityBank = 5;
    // Row 1: the best player injured for the rest of the season.
    game.pending.ann = { square: 'selection-problems', draws: [{ table: 'selection-problems', roll: 1 }] };
    playSquare(game, ann, { useImmunity: true }, []);
    expect(ann.squad).toHaveLength(2);
    expect(ann.immunity).toBe(0);
    expect(game.immunityBank).toBe(6);
    playSquare(game, ann, { useImmunity: true }, []);
    expect(ann.squad.map((c) => c.id)).toEqual(['g']);
    expect(game.auctionFile.at(-1)!.id).toBe('a4');
  });

  it('GIVEN Bank Finance THEN the named cards are sold at three quarters of their value', () => {
    const game = twoManagerGame();
    const ann = game.managers.ann!;
    const sold = ann.squad[0]!;
    game.pending.ann = { square: 'bank-finance', draws: [] };
    playSquare(game, ann, { bankSales: [sold.id] }, []);
    expect(ann.cash).toBe(STARTING_CASH + sold.stars * 15_000);
    expect(game.bank).toContainEqual(sold);
  });
});

describe('auctions and the bank (003, Auction, 50% Auction, Bank Finance)', () => {
  it('GIVEN a lot on the 50% square THEN the lander bids in tens of thousands and pays half; a bid of another step is void', () => {
    const game = twoManagerGame();
    const lot = card('lot', 'M', 4);
    game.pending = { ann: { square: 'half-price-auction', draws: [], lot } };
    settleAuctions(game, { ann: { bids: { lot: 90_000 } }, bob: { bids: { lot: 85_000 } } }, scriptedDice([]), []);
    expect(game.managers.ann!.cash).toBe(STARTING_CASH - 45_000);
    expect(game.managers.ann!.squad.at(-1)).toEqual(lot);

    const other = card('other', 'M', 4);
    game.pending = { ann: { square: 'half-price-auction', draws: [], lot: other } };
    settleAuctions(game, { ann: { bids: { other: 95_000 } }, bob: { bids: { other: 60_000 } } }, scriptedDice([]), []);
    expect(game.managers.bob!.squad.at(-1)).toEqual(other);
    expect(game.managers.bob!.cash).toBe(STARTING_CASH - 60_000);
  });

  it('GIVEN the top bidder cannot pay THEN he forfeits half his cash, rounded up, and the next bid wins', () => {
    const game = twoManagerGame();
    game.managers.ann!.cash = 50_001;
    const lot = card('lot', 'A', 5);
    game.pending = { bob: { square: 'auction', draws: [], lot } };
    settleAuctions(game, { ann: { bids: { lot: 120_000 } }, bob: { bids: { lot: 100_000 } } }, scriptedDice([]), []);
    expect(game.managers.ann!.cash).toBe(25_000);
    expect(game.managers.bob!.squad.at(-1)).toEqual(lot);
  });

  it('GIVEN no bid THEN the lot goes to the bottom of the Auction Pile', () => {
    const game = twoManagerGame();
    const lot = card('lot', 'A', 1);
    game.pending = { bob: { square: 'auction', draws: [], lot } };
    settleAuctions(game, {}, scriptedDice([]), []);
    expect(game.auctionFile.at(-1)).toEqual(lot);
  });

  it('GIVEN a card in the bank THEN it sells for 1.5 times its value or more, to the highest bid', () => {
    const game = twoManagerGame();
    game.bank = [card('d3', 'D', 3)];
    settleBankSales(game, { ann: { bids: { d3: 89_999 } } }, scriptedDice([]), []);
    expect(game.bank).toHaveLength(1);
    settleBankSales(game, { ann: { bids: { d3: 90_000 } }, bob: { bids: { d3: 95_000 } } }, scriptedDice([]), []);
    expect(game.bank).toHaveLength(0);
    expect(game.managers.bob!.cash).toBe(STARTING_CASH - 95_000);
  });
});

describe('debt and bankruptcy (003, "Bankruptcy")', () => {
  it('GIVEN a debt his players can pay THEN reserves go to the bank first, only until it is paid', () => {
    const game = twoManagerGame();
    const ann = game.managers.ann!;
    ann.cash = -10_000;
    const reserves = ann.squad.length;
    settleDebt(game, ann, []);
    expect(ann.cash).toBeGreaterThanOrEqual(0);
    expect(ann.squad.length).toBe(reserves - 1);
    expect(ann.resigned).toBe(false);
  });

  it('GIVEN a debt his players cannot pay THEN he resigns, his players to the bottom of the Auction Pile, his side 0 and 0', () => {
    const game = twoManagerGame();
    const ann = game.managers.ann!;
    ann.cash = -10_000_000;
    const squad = [...ann.squad];
    settleDebt(game, ann, []);
    expect(ann.resigned).toBe(true);
    expect(game.auctionFile.slice(-squad.length)).toEqual(squad);
    expect(sideOf(game, 'ann')).toEqual({ defence: 0, attack: 0 });
  });
});
