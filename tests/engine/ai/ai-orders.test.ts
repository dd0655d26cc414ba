import { describe, expect, it } from 'vitest';
import { aiOrders } from '../../../src/engine/ai/ai-orders.js';
import { AI_POLICY } from '../../../src/engine/ai/ai-policy.js';
import { seededDice } from '../../../src/engine/dice.js';
import { runPreseason } from '../../../src/engine/preseason/run-preseason.js';
import { newLeague } from '../../../src/engine/new-league.js';
import { validateOrders } from '../../../src/engine/validate.js';
import type { EngineEvent } from '../../../src/engine/model/events.js';
import { playSeasonWithAi } from '../../../src/engine/play-season.js';
import type { LeagueState, Lineup } from '../../../src/engine/model/types.js';
import { makePlayer } from '../../support/factories.js';

function weekOne(seed: number): LeagueState {
  return runPreseason(newLeague({ seed, humanClubs: 4 }), {}, seededDice(seed)).state;
}

const humans = (state: LeagueState) => Object.values(state.clubs).filter((c) => c.playerControlled);

describe('AI manager', () => {
  it('GIVEN the same state THEN the same orders', () => {
    const state = weekOne(1);
    const id = humans(state)[0]!.id;
    expect(aiOrders(state, id)).toEqual(aiOrders(structuredClone(state), id));
  });

  it('GIVEN any club in week 1 THEN its orders are legal and it picks an XI', () => {
    const state = weekOne(2);
    for (const club of humans(state)) {
      const orders = aiOrders(state, club.id);
      expect(validateOrders(state, club.id, orders)).toEqual([]);
      expect(orders.selection?.lineup.goalkeeper).toBeTruthy();
    }
  });

  it('GIVEN an injured player THEN he trains FIT; a player out of form THEN FRM', () => {
    const state = weekOne(3);
    const club = humans(state)[0]!;
    const [injured, slump] = Object.values(state.players).filter((p) => p.clubId === club.id);
    Object.assign(injured!, { injuryWeeks: 2, training: 'ABL' });
    Object.assign(slump!, { form: '--', training: 'ABL' });
    const { training } = aiOrders(state, club.id);
    expect(training?.[injured!.id]).toBe('FIT');
    expect(training?.[slump!.id]).toBe('FRM');
  });

  it('GIVEN a listed player who clearly improves the squad THEN it bids the price and the premium, within budget', () => {
    const state = weekOne(4);
    const club = humans(state)[0]!;
    club.balance = 3_000_000;
    const star = makePlayer({ id: 'star', clubId: null, ability: 8.5, age: 24, positions: ['CF'] });
    state.players.star = star;
    state.market = [{ playerId: star.id, sellerId: null, askingPrice: 1_200_000, mode: 'full', listedWeek: 0, listedSeason: 1, reason: 'chart' }];
    expect(aiOrders(state, club.id).bids).toEqual([{ playerId: star.id, amount: 1_200_000 + AI_POLICY.bidPremium }]);
    club.balance = 1_000_000;
    expect(aiOrders(state, club.id).bids).toBeUndefined();
  });

  it('GIVEN a club short of money THEN it fires its staff and hires none', () => {
    const state = weekOne(5);
    const club = humans(state)[0]!;
    club.balance = 100_000;
    club.staff = [{ role: 'clubDoctor', hiredWeek: 0, hiredSeason: 1, weeksEmployed: 3 }];
    const orders = aiOrders(state, club.id);
    expect(orders.fire).toEqual(['clubDoctor']);
    expect(orders.hire).toBeUndefined();
  });

  it('GIVEN a rich club in the Fourth with a full ground THEN it builds a seating tier', () => {
    const state = weekOne(6);
    const club = humans(state)[0]!;
    club.balance = 5_000_000;
    const { builds } = aiOrders(state, club.id);
    expect(builds).toHaveLength(1);
    expect(builds![0]!.kind).toBe('seating');
  });
});

describe('AI manager in debt', () => {
  it('GIVEN a club in debt THEN it puts its most valuable spare player up for a quick sale and bids for no one', () => {
    const state = weekOne(7);
    const club = humans(state)[0]!;
    club.balance = -50_000;
    const squad = Object.values(state.players).filter((p) => p.clubId === club.id);
    // The sixteenth player is the one beyond cover in his position (the starting squad's extra).
    const star = squad[15]!;
    Object.assign(star, { ability: 9.5, age: 24 });
    const orders = aiOrders(state, club.id);
    expect(orders.sales).toEqual([{ playerId: star.id, mode: 'quick' }]);
    expect(orders.bids).toBeUndefined();
  });

  it('GIVEN a club in debt with a player listed at full value THEN it switches him to a quick sale', () => {
    const state = weekOne(8);
    const club = humans(state)[0]!;
    club.balance = -50_000;
    const player = Object.values(state.players).find((p) => p.clubId === club.id)!;
    state.market.push({ playerId: player.id, sellerId: club.id, askingPrice: 400_000, mode: 'full', listedWeek: 0, listedSeason: 1, reason: 'sale' });
    expect(aiOrders(state, club.id).sales).toContainEqual({ playerId: player.id, mode: 'quick' });
  });
});

describe('AI manager and its listed players', () => {
  const picked = (lineup: Lineup) => [lineup.goalkeeper, ...lineup.defence, ...lineup.midfield, ...lineup.attack];
  const list = (state: LeagueState, playerId: string, clubId: string, mode: 'full' | 'quick') =>
    state.market.push({ playerId, sellerId: clubId, askingPrice: 400_000, mode, listedWeek: 0, listedSeason: 1, reason: 'sale' });

  it('GIVEN a player of its best XI on the transfer list THEN its XI leaves him out, as he may be sold before kick-off', () => {
    const state = weekOne(9);
    const club = humans(state)[0]!;
    const star = aiOrders(state, club.id).selection!.lineup.attack[0]!;
    list(state, star, club.id, 'quick');
    const orders = aiOrders(state, club.id);
    expect(picked(orders.selection!.lineup)).not.toContain(star);
    expect(picked(orders.selection!.lineup)).not.toContain(null);
    expect(validateOrders(state, club.id, orders)).toEqual([]);
  });

  it('GIVEN only eleven fit players, two of them listed THEN both play rather than youth-team fillers', () => {
    const state = weekOne(10);
    const club = humans(state)[0]!;
    const squad = Object.values(state.players).filter((p) => p.clubId === club.id);
    squad.slice(11).forEach((p) => (p.injuryWeeks = 3));
    list(state, squad[0]!.id, club.id, 'full');
    list(state, squad[1]!.id, club.id, 'quick');
    const orders = aiOrders(state, club.id);
    expect(picked(orders.selection!.lineup).sort()).toEqual(
      squad
        .slice(0, 11)
        .map((p) => p.id)
        .sort(),
    );
    expect(validateOrders(state, club.id, orders)).toEqual([]);
  });

  it('GIVEN two seasons played by the AI THEN no selection of its own is refused at kick-off', () => {
    let state = newLeague({ seed: 1, humanClubs: 8 });
    const refused: EngineEvent[] = [];
    for (let season = 0; season < 2; season++) {
      state = playSeasonWithAi(state, (_step, _before, _after, events) =>
        refused.push(...events.filter((e) => e.type === 'order-rejected' && e.order === 'selection')),
      );
    }
    expect(refused).toEqual([]);
  });
});
