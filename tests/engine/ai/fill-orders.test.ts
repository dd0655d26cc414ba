import { describe, expect, it } from 'vitest';
import { aiOrders } from '../../../src/engine/ai/ai-orders.js';
import { allAiOrders, fillOrders } from '../../../src/engine/ai/fill-orders.js';
import { seededDice } from '../../../src/engine/dice.js';
import { runPreseason } from '../../../src/engine/preseason/run-preseason.js';
import { newLeague } from '../../../src/engine/new-league.js';
import type { LeagueState } from '../../../src/engine/model/types.js';

function weekOne(seed: number): LeagueState {
  return runPreseason(newLeague({ seed, humanClubs: 4 }), {}, seededDice(seed)).state;
}

const humans = (state: LeagueState) => Object.values(state.clubs).filter((c) => c.playerControlled);

describe('the one order-filling policy (bot, sim, benches, property tests)', () => {
  it('GIVEN a league with no manager (the sim) THEN every player-controlled club plays the AI manager’s orders, and no other club has any', () => {
    const state = weekOne(3);
    const filled = allAiOrders(state);
    expect(Object.keys(filled)).toEqual(humans(state).map((c) => c.id));
    for (const club of humans(state)) expect(filled[club.id], club.name).toEqual(aiOrders(state, club.id));
  });

  it('GIVEN a managed club with orders of its own and no XI yet THEN they are kept, the AI picking his XI and planning training only for the untrained, and spending nothing', () => {
    const state = weekOne(4);
    const [managed, unmanaged] = humans(state);
    const own = { bids: [], sales: [], hire: [] as never[] };
    const filled = fillOrders(state, { [managed!.id]: own }, new Set([managed!.id]));
    expect(filled[unmanaged!.id]).toEqual(aiOrders(state, unmanaged!.id));
    const mine = filled[managed!.id]!;
    expect(mine.bids).toBe(own.bids);
    const ai = aiOrders(state, managed!.id);
    expect(state.clubs[managed!.id]!.lineup).toBeNull();
    expect(mine.selection).toEqual(ai.selection);
    expect(ai.builds ?? ai.hire ?? ai.bids).toBeDefined();
    expect(mine.builds).toBeUndefined();
    expect(mine.hire).toBe(own.hire);
    const untrained = Object.values(state.players).filter((p) => p.clubId === managed!.id && p.training === null);
    expect(Object.keys(mine.training ?? {}).sort()).toEqual(
      untrained
        .map((p) => p.id)
        .filter((id) => id in (ai.training ?? {}))
        .sort(),
    );
  });
});
