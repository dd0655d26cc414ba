import { describe, expect, it } from 'vitest';
import { standCapacity, totalCapacity } from '../../src/engine/stadium/capacity.js';
import { newLeague } from '../../src/engine/new-league.js';
import type { StandId } from '../../src/engine/model/types.js';
import { publicPlayer } from '../../src/league/shared/player-views.js';
import { stadiumOfClub } from '../../src/league/state-views/club-views.js';
import { makePlayer } from '../support/factories.js';

/** What the renderers show but no longer work out: the league computes it into the view. */
describe('views carry the figures the renderers show', () => {
  it('GIVEN players THEN each view carries his transfer value (rulebook, "Transfers"), a youth-team player’s £100,000', () => {
    const noName = () => null;
    expect(publicPlayer(makePlayer({ ability: 7, age: 24, retiring: false }), noName, undefined).value).toBe(400_000);
    expect(publicPlayer(makePlayer({ ability: 7, age: 24, retiring: true }), noName, undefined).value).toBe(200_000);
    expect(publicPlayer(makePlayer({ ability: 3, age: 17, retiring: false, youthTeam: true }), noName, undefined).value).toBe(100_000);
  });

  it('GIVEN a club’s ground THEN the view carries the places in each stand and in the whole ground', () => {
    const state = newLeague({ seed: 5, humanClubs: 2 });
    const club = Object.values(state.clubs).find((c) => c.playerControlled)!;
    const header = { id: club.id, name: club.name, division: club.division, player_controlled: true, manager_user_id: 'u1', balance: club.balance };
    const view = stadiumOfClub(state, header, {});
    const stadium = club.stadium!;
    expect(view.places.total).toBe(totalCapacity(stadium));
    expect(view.places.total).toBe(13_000);
    for (const [id, stand] of Object.entries(stadium.stands)) expect(view.places.stands[id as StandId], id).toBe(standCapacity(id as StandId, stand));
  });
});
