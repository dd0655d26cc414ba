import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { playSeasonWithAi } from '../../../src/engine/play-season.js';
import { newLeague } from '../../../src/engine/new-league.js';
import { diceSeedForNextStep, playStep } from '../../../src/engine/step.js';
import { EXTRA_LISTINGS } from '../../../src/engine/transfers/new-listings.js';
import { transferValue } from '../../../src/engine/transfers/transfer-values.js';
import type { LeagueState } from '../../../src/engine/model/types.js';

const step = (state: LeagueState, orders = {}): LeagueState => playStep(state, orders, seededDice(diceSeedForNextStep(state))).state;

describe('the opening transfer list (house rule)', () => {
  it('GIVEN a new league with two managers THEN its pre-season market lists one player a club and three more, nobody’s, at chart value', () => {
    const state = newLeague({ seed: 27, humanClubs: 2 });
    expect(state.phase).toBe('preseason');
    expect(state.market).toHaveLength(2 + EXTRA_LISTINGS);
    for (const listing of state.market) {
      const player = state.players[listing.playerId]!;
      expect(listing).toMatchObject({ sellerId: null, reason: 'chart', mode: 'full', listedSeason: 1, listedWeek: 0 });
      expect(player.clubId).toBeNull();
      expect(listing.askingPrice).toBe(transferValue(player));
    }
  });

  it('GIVEN the same seed twice THEN the same players are listed', () => {
    const names = (s: LeagueState) => s.market.map((l) => `${s.players[l.playerId]!.name} ${l.askingPrice}`);
    expect(names(newLeague({ seed: 27, humanClubs: 3 }))).toEqual(names(newLeague({ seed: 27, humanClubs: 3 })));
  });

  it('GIVEN a bid placed for an opening listing THEN the pre-season keeps him listed and week 1 rolls for him, so the bid can win', () => {
    const preseason = newLeague({ seed: 27, humanClubs: 1 });
    const club = Object.values(preseason.clubs).find((c) => c.playerControlled)!;
    const listing = preseason.market[0]!;
    const week1 = step(preseason);
    expect(week1.market.map((l) => l.playerId)).toContain(listing.playerId);
    const bid = { [club.id]: { bids: [{ playerId: listing.playerId, amount: listing.askingPrice + 100_000 }] } };
    const result = playStep(week1, bid, seededDice(diceSeedForNextStep(week1)));
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'transfer-roll', playerId: listing.playerId, bidders: [club.id] }));
    expect(result.state.players[listing.playerId]!.clubId).toBe(club.id);
  });

  it('GIVEN a season played THEN the next pre-season opens with its own list, rolled for the new season', () => {
    const next = playSeasonWithAi(newLeague({ seed: 27, humanClubs: 2 }));
    expect(next.phase).toBe('preseason');
    const opening = next.market.filter((l) => l.listedSeason === 2 && l.listedWeek === 0 && l.reason === 'chart');
    expect(opening).toHaveLength(2 + EXTRA_LISTINGS);
  }, 180_000);
});
