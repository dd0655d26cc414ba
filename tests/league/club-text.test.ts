import { describe, expect, it } from 'vitest';
import { newLeague } from '../../src/engine/new-league.js';
import { InvalidInput } from '../../src/league/errors.js';
import { playerIdFromText } from '../../src/league/resolve/player-text.js';
import { squadView } from '../../src/league/views/squad.js';
import { stadiumView } from '../../src/league/views/stadium.js';
import { describeOnEachDatabase } from '../support/db.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { depsOf, makeLeagueIn, startedLeague } from './helpers.js';

describeOnEachDatabase('a club option typed by name', (database) => {
  it('GIVEN a club name typed in another case with spaces THEN /squad and /stadium show that club as its id does', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const theirs = clubs[1]!;
    const typed = `  ${theirs.name.toUpperCase()} `;
    const byId = await squadView(deps, { leagueId: league.id, userId: 'u1', clubId: theirs.id });
    const byName = await squadView(deps, { leagueId: league.id, userId: 'u1', clubId: typed });
    expect(byName.players.map((p) => p.id)).toEqual(byId.players.map((p) => p.id));
    expect(byName.players.length).toBeGreaterThan(0);
    const stadium = await stadiumView(deps, { leagueId: league.id, userId: 'u1', clubId: typed });
    expect(stadium).toEqual(await stadiumView(deps, { leagueId: league.id, userId: 'u1', clubId: theirs.id }));
  });

  it('GIVEN two clubs under one name THEN the typed name is refused with a private sentence naming the way out', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2', 'u3']);
    await database().db.updateTable('clubs').set({ name: clubs[1]!.name }).where('id', '=', clubs[2]!.id).execute();
    const reading = squadView(deps, { leagueId: league.id, userId: 'u1', clubId: clubs[1]!.name.toLowerCase() });
    await expect(reading).rejects.toBeInstanceOf(InvalidInput);
    await expect(reading).rejects.toThrow(/pick one from the list/);
  });

  it('GIVEN a free club typed by name THEN /league join gives the manager that club', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps);
    const free = (await joinLeague(deps, { leagueId: league.id, userId: 'u1' })).id;
    const headers = await database().db.selectFrom('clubs').select(['id', 'name', 'player_controlled']).where('league_id', '=', league.id).execute();
    const wanted = headers.find((c) => c.player_controlled && c.id !== free)!;
    const joined = await joinLeague(deps, { leagueId: league.id, userId: 'u2', clubId: wanted.name.toLowerCase() });
    expect(joined.id).toBe(wanted.id);
  });
});

describe('a player option typed by name', () => {
  it('GIVEN a player name typed with spaces in another case THEN it is his id; two players under one name are refused', () => {
    const state = newLeague({ seed: 5, humanClubs: 2 });
    const [first, second] = Object.values(state.players);
    expect(playerIdFromText(state, ` ${first!.name.toUpperCase()} `, 'league', null)).toBe(first!.id);
    second!.name = first!.name;
    expect(() => playerIdFromText(state, first!.name, 'league', null)).toThrow(InvalidInput);
    expect(() => playerIdFromText(state, first!.name, 'league', null)).toThrow(/pick one from the list/);
  });
});
