import { describe, expect, it } from 'vitest';
import { violationsText } from '../../../src/commentary/violation-text.js';
import { runPhases } from '../../../src/engine/week.js';
import { transfersPhase } from '../../../src/engine/phases/transfers.js';
import { validateBids } from '../../../src/engine/transfers/bids.js';
import { validateSales } from '../../../src/engine/transfers/sales.js';
import { AGE_FACTOR, askingPrice, transferValue, VALUE_BY_ABILITY } from '../../../src/engine/transfers/transfer-values.js';
import type { LeagueOrders } from '../../../src/engine/model/orders.js';
import type { LeagueState, Listing } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makePlayer } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const listing = (playerId: string, extra: Partial<Listing> = {}): Listing => ({
  playerId,
  sellerId: null,
  askingPrice: 500_000,
  mode: 'full',
  listedWeek: 1,
  listedSeason: 1,
  reason: 'chart',
  ...extra,
});

/** Two player clubs (a, b), one listed player x, week 3, no new listings rolled unless asked. */
function market(extra: { listings?: Listing[]; balances?: [number, number] } = {}): LeagueState {
  const [ba, bb] = extra.balances ?? [2_000_000, 2_000_000];
  const state = makeLeague({
    clubs: [makeClub({ id: 'a', balance: ba }), makeClub({ id: 'b', balance: bb })],
    players: [makePlayer({ id: 'x', clubId: null, name: 'Xavi Hart' }), makePlayer({ id: 'a1', clubId: 'a' })],
    week: 3,
  });
  state.market = extra.listings ?? [listing('x')];
  return state;
}

/**
 * Dice for one week with two player clubs: two new chart listings (age 2, position 1, ability 2, name 2 = 7 dice,
 * a 24-year-old rated 8 needs a potential roll: 8 dice each), then the rolls for the list.
 */
const NEW_LISTING = [3, 2, 4, 3, 4, 1, 1, 6];
const play = (state: LeagueState, orders: LeagueOrders, rolls: number[]) => {
  const dice = scriptedDice([...NEW_LISTING, ...NEW_LISTING, ...rolls]);
  const result = runPhases([transfersPhase], state, orders, dice);
  expect(dice.remaining()).toBe(0);
  return result;
};

describe('transfer market', () => {
  it('GIVEN two player clubs in week 3 THEN two players are listed; in week 1 and week 8 THEN five', () => {
    const dice = (n: number) => scriptedDice(Array.from({ length: n }, () => [...NEW_LISTING]).flat());
    expect(runPhases([transfersPhase], market({ listings: [] }), {}, dice(2)).state.market).toHaveLength(2);
    for (const week of [1, 8]) {
      const state = { ...market({ listings: [] }), week };
      expect(runPhases([transfersPhase], state, {}, dice(5)).state.market).toHaveLength(5);
    }
  });

  it('GIVEN a new chart player THEN his facets, rolls and value are told', () => {
    const { events, state } = play(market({ listings: [] }), {}, []);
    const listed = events.find((e) => e.type === 'player-listed')!;
    expect(listed).toMatchObject({ age: 24, position: 'CM', ability: 8, rolls: { age: [3, 2], position: 4, ability: [3, 4] } });
    expect(state.market[0]!.askingPrice).toBe(VALUE_BY_ABILITY[8]);
  });

  it('GIVEN no bids and a 6 THEN another team signs him and he leaves the list', () => {
    const { state, events } = play(market(), {}, [6]);
    expect(state.market.map((l) => l.playerId)).not.toContain('x');
    expect(state.players.x).toBeUndefined();
    expect(events).toContainEqual({ type: 'transferred', playerId: 'x', name: 'Xavi Hart', fromClubId: null, toClubId: null, fee: 500_000 });
  });

  it('GIVEN no bids and a 5 THEN he stays on the list', () => {
    const { state } = play(market(), {}, [5]);
    expect(state.market.map((l) => l.playerId)).toContain('x');
  });

  it('GIVEN one bidder and no 6 THEN he pays the asking price, the player joins and rolls his form', () => {
    const { state, events } = play(market(), { a: { bids: [{ playerId: 'x', amount: 900_000 }] } }, [3, 2]);
    expect(state.clubs.a!.balance).toBe(1_500_000);
    expect(state.players.x).toMatchObject({ clubId: 'a', boughtInWeek: 3, form: '-', training: null });
    expect(events).toContainEqual({
      type: 'transferred',
      playerId: 'x',
      name: 'Xavi Hart',
      fromClubId: null,
      toClubId: 'a',
      fee: 500_000,
      formRoll: 2,
    });
    expect(events).toContainEqual({
      type: 'money',
      clubId: 'a',
      amount: -500_000,
      reason: 'transfer-fee',
      detail: 'Xavi Hart bought',
      balance: 1_500_000,
    });
  });

  it('GIVEN one bidder and a 6 THEN he pays £100,000 over the asking price', () => {
    const { state } = play(market(), { a: { bids: [{ playerId: 'x', amount: 900_000 }] } }, [6, 5]);
    expect(state.clubs.a!.balance).toBe(1_400_000);
    expect(state.players.x!.form).toBe('+');
  });

  it('GIVEN one bidder at the asking price and a 6 THEN the other team outbids him', () => {
    const { state } = play(market(), { a: { bids: [{ playerId: 'x', amount: 500_000 }] } }, [6]);
    expect(state.players.x).toBeUndefined();
    expect(state.clubs.a!.balance).toBe(2_000_000);
  });

  it('GIVEN two bidders THEN sealed bids: the higher pays his bid', () => {
    const orders = { a: { bids: [{ playerId: 'x', amount: 700_000 }] }, b: { bids: [{ playerId: 'x', amount: 650_000 }] } };
    const { state, events } = play(market(), orders, [2, 4]);
    expect(state.players.x!.clubId).toBe('a');
    expect(state.clubs.a!.balance).toBe(1_300_000);
    expect(state.clubs.b!.balance).toBe(2_000_000);
    expect(events).toContainEqual({
      type: 'sealed-bids',
      playerId: 'x',
      bids: [
        { clubId: 'a', amount: 700_000 },
        { clubId: 'b', amount: 650_000 },
      ],
      floor: 500_000,
    });
  });

  it('GIVEN two bidders and a 6 THEN a bid under £100,000 over the asking price drops out', () => {
    const orders = { a: { bids: [{ playerId: 'x', amount: 550_000 }] }, b: { bids: [{ playerId: 'x', amount: 620_000 }] } };
    const { state } = play(market(), orders, [6, 4]);
    expect(state.players.x!.clubId).toBe('b');
    expect(state.clubs.b!.balance).toBe(2_000_000 - 600_000);
  });

  it('GIVEN two equal sealed bids THEN a roll-off decides', () => {
    const orders = { a: { bids: [{ playerId: 'x', amount: 600_000 }] }, b: { bids: [{ playerId: 'x', amount: 600_000 }] } };
    const { state } = play(market(), orders, [1, 2, 5, 4]);
    expect(state.players.x!.clubId).toBe('b');
  });

  it('GIVEN a player listed this week THEN he is not rolled until next week', () => {
    const { events } = play(market({ listings: [listing('x', { listedWeek: 3 })] }), {}, []);
    expect(events.some((e) => e.type === 'transfer-roll')).toBe(false);
  });

  it('GIVEN a quick sale and a 4 THEN he is sold at half price and the money arrives at once', () => {
    const state = market({ listings: [listing('a1', { sellerId: 'a', mode: 'quick', askingPrice: 200_000, reason: 'sale' })] });
    const { state: after } = play(state, {}, [4]);
    expect(after.players.a1).toBeUndefined();
    expect(after.clubs.a!.balance).toBe(2_200_000);
  });

  it('GIVEN a full-value sale and a 5 THEN he stays; a 6 THEN he is sold', () => {
    const state = market({ listings: [listing('a1', { sellerId: 'a', askingPrice: 400_000, reason: 'sale' })] });
    expect(play(state, {}, [5]).state.players.a1!.clubId).toBe('a');
    expect(play(state, {}, [6]).state.clubs.a!.balance).toBe(2_400_000);
  });

  it('GIVEN another player club bids for a listed player THEN the seller is paid by the buyer', () => {
    const state = market({ listings: [listing('a1', { sellerId: 'a', askingPrice: 400_000, reason: 'sale' })] });
    const { state: after } = play(state, { b: { bids: [{ playerId: 'a1', amount: 400_000 }] } }, [1, 6]);
    expect(after.players.a1!.clubId).toBe('b');
    expect(after.clubs.a!.balance).toBe(2_400_000);
    expect(after.clubs.b!.balance).toBe(1_600_000);
  });

  it('GIVEN a sale order THEN he is listed at full value, switched to a quick sale at half, and unlisted', () => {
    const player = makePlayer({ id: 'a1', clubId: 'a', ability: 7, age: 24 });
    let state = market({ listings: [] });
    state.players.a1 = player;
    state = play(state, { a: { sales: [{ playerId: 'a1', mode: 'full' }] } }, []).state;
    expect(state.market.find((l) => l.playerId === 'a1')).toMatchObject({ sellerId: 'a', mode: 'full', askingPrice: 400_000, reason: 'sale' });
    state = play(state, { a: { sales: [{ playerId: 'a1', mode: 'quick' }] } }, []).state;
    expect(state.market.find((l) => l.playerId === 'a1')).toMatchObject({ mode: 'quick', askingPrice: 200_000 });
    state = play(state, { a: { sales: [{ playerId: 'a1', mode: 'unlist' }] } }, []).state;
    expect(state.market.find((l) => l.playerId === 'a1')).toBeUndefined();
  });
});

describe('bid and sale validators', () => {
  const codes = (state: LeagueState, bids: { playerId: string; amount: number }[], club = 'a') =>
    validateBids(state, club, { bids }).map((v) => v.code);

  it('GIVEN a bid under the asking price THEN it is too low, with the price in the sentence', () => {
    const violations = validateBids(market(), 'a', { bids: [{ playerId: 'x', amount: 400_000 }] });
    expect(violations).toEqual([{ code: 'bid-too-low', reason: 'bid-too-low', params: { player: 'Xavi Hart', price: 500_000 } }]);
    expect(violationsText('en', violations)).toBe('The asking price for Xavi Hart is £500,000; bid at least that.');
    expect(violationsText('de', violations)).toBe('Die Ablöse für Xavi Hart liegt bei 500.000\u00a0£; weniger geht nicht.');
  });

  it('GIVEN a bid for a player not on the list THEN it is refused', () => {
    expect(codes(market(), [{ playerId: 'a1', amount: 500_000 }])).toEqual(['bid-not-listed']);
  });

  it('GIVEN a bid for his own listed player THEN it is refused', () => {
    const state = market({ listings: [listing('a1', { sellerId: 'a' })] });
    expect(codes(state, [{ playerId: 'a1', amount: 500_000 }])).toEqual(['bid-own-player']);
  });

  it('GIVEN bids above the balance THEN they are refused: a club cannot spend money it does not have', () => {
    expect(codes(market({ balances: [400_000, 0] }), [{ playerId: 'x', amount: 500_000 }])).toEqual(['bid-above-balance']);
    const two = market({ listings: [listing('x'), listing('a1', { sellerId: 'b' })], balances: [800_000, 0] });
    expect(
      codes(two, [
        { playerId: 'x', amount: 500_000 },
        { playerId: 'a1', amount: 500_000 },
      ]),
    ).toEqual(['bid-above-balance']);
  });

  it('GIVEN a club in debt THEN it cannot bid', () => {
    expect(codes(market({ balances: [-5, 0] }), [{ playerId: 'x', amount: 500_000 }])).toEqual(['club-in-debt']);
  });

  it("GIVEN a sale of another club's player THEN it is refused", () => {
    expect(validateSales(market(), 'b', { sales: [{ playerId: 'a1', mode: 'full' }] }).map((v) => v.code)).toEqual(['not-your-player']);
  });

  it('GIVEN a player who asked for a transfer THEN he cannot be unlisted', () => {
    const state = market({ listings: [listing('a1', { sellerId: 'a', reason: 'transfer-request' })] });
    expect(validateSales(state, 'a', { sales: [{ playerId: 'a1', mode: 'unlist' }] }).map((v) => v.code)).toEqual(['sale-not-allowed']);
    expect(validateSales(state, 'a', { sales: [{ playerId: 'a1', mode: 'quick' }] })).toEqual([]);
  });
});

describe('transfer values', () => {
  for (const [ability, value] of Object.entries(VALUE_BY_ABILITY)) {
    it(`GIVEN a 24-year-old rated ${ability} THEN he is worth £${value}`, () => {
      expect(transferValue({ ability: Number(ability), age: 24, retiring: false })).toBe(value);
    });
  }
  for (const band of AGE_FACTOR) {
    it(`GIVEN a player rated 8 aged ${band.fromAge + 1} THEN he is worth ${band.factor} of the ability value`, () => {
      const older = AGE_FACTOR.find((b) => band.fromAge + 1 >= b.fromAge)!;
      expect(transferValue({ ability: 8, age: band.fromAge + 1, retiring: false })).toBe(Math.round((850_000 * older.factor) / 10_000) * 10_000);
    });
  }
  it('GIVEN a player retiring at the end of the season THEN he is half price, and a quick sale halves that again', () => {
    expect(transferValue({ ability: 8, age: 24, retiring: true })).toBe(430_000);
    expect(askingPrice({ ability: 8, age: 24, retiring: true }, 'quick')).toBe(220_000);
  });
  it("GIVEN a 17-year-old youth rated 5.5 THEN he is worth the rulebook's £100,000", () => {
    expect(transferValue({ ability: 5.5, age: 17, retiring: false })).toBe(100_000);
  });
});

describe('bids when the week is played', () => {
  it('GIVEN one bid no longer legal and one still legal THEN only the legal one goes ahead', () => {
    const state = market();
    const { state: after, events } = play(
      state,
      {
        a: {
          bids: [
            { playerId: 'gone', amount: 500_000 },
            { playerId: 'x', amount: 500_000 },
          ],
        },
      },
      [2, 4],
    );
    expect(after.players.x!.clubId).toBe('a');
    expect(events.filter((e) => e.type === 'season-order-rejected').map((e) => e.violations[0]!.code)).toEqual(['bid-not-listed']);
  });
});

describe('the Chief Scout at work', () => {
  it('GIVEN a club with a Chief Scout asking to move the position up THEN its own listing is a CB instead of a SB', () => {
    const state = market({ listings: [] });
    state.clubs.a!.staff = [{ role: 'chiefScout', hiredWeek: 1, hiredSeason: 1, weeksEmployed: 2 }];
    // a's listing: row 3 column 2 (24), position 2 (SB), ability 4+3 (8), names, potential roll
    const dice = scriptedDice([3, 2, 2, 4, 3, 1, 1, 6, ...NEW_LISTING]);
    const { events } = runPhases([transfersPhase], state, { a: { scout: { facet: 'position', shift: 1 } } }, dice);
    const listed = events.filter((e) => e.type === 'player-listed');
    expect(listed[0]).toMatchObject({ position: 'CB', rolls: { position: 2 }, scout: { clubId: 'a', facet: 'position', shift: 1 } });
    expect(listed[1]).not.toHaveProperty('scout');
  });

  it('GIVEN a scout order but no Chief Scout THEN the listing is as rolled', () => {
    const dice = scriptedDice([3, 2, 2, 4, 3, 1, 1, 6, ...NEW_LISTING]);
    const { events } = runPhases([transfersPhase], market({ listings: [] }), { a: { scout: { facet: 'position', shift: 1 } } }, dice);
    expect(events.find((e) => e.type === 'player-listed')).toMatchObject({ position: 'SB' });
  });
});
