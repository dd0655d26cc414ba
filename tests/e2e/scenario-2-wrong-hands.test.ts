import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playsSlot } from '../../src/engine/selection/match-rating.js';
import type { Player } from '../../src/engine/model/types.js';
import { leaguePlayers, playersOfClub } from '../../src/db/repositories/player.repository.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { expectRefused } from './support/db-snapshot.js';
import { LeagueDriver } from './support/league-driver.js';

/**
 * Issue 6, scenario 2: wrong hands and bad input. Each attempt is answered
 * with a private sentence that names the problem, and leaves every table of
 * the database exactly as it was.
 */
describeOnEachDatabase('scenario 2: wrong hands and bad input', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let annClub: string;
  let bobPlayers: { id: string; name: string }[];
  const clock = testClock(new Date());
  const db = () => database().db;

  /** Runs a wrong move and checks that it is refused privately, names the problem, and changes nothing. */
  const refused = (attempt: () => Promise<InteractionResponse>, names: RegExp) => expectRefused(db(), attempt, names);

  beforeAll(async () => {
    harness = await startHarness(db(), clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    const clubs = await league.openLeague(admin, [ann, bob], { name: 'Wrong Hands', every_hours: 24 });
    annClub = clubs.get(ann.id)!;
    // The pre-season and week 1, so that week 2 has players on the transfer list.
    for (let step = 0; step < 2; step += 1) {
      const advanced = await league.ask(admin, '/admin advance');
      expect(advanced.content).not.toMatch(/not|cannot/i);
      await harness.app.bot.poster.deliverDue();
    }
    bobPlayers = await league.ownPlayers(bob);
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN a manager names another club’s player in his orders THEN he is told the player is not his, and nothing is saved', async () => {
    const theirs = bobPlayers[0]!;
    await refused(() => league.ask(ann, '/train', { player: theirs.id, plan: 'ABL' }), new RegExp(`${theirs.name} does not play for your club`));
    await refused(() => league.ask(ann, '/sell', { player: theirs.id, mode: 'quick' }), new RegExp(`${theirs.name} does not play for your club`));
  });

  it('GIVEN a manager without Manage Server whose server shows him /admin THEN the bot’s own check refuses it, and nothing changes', async () => {
    await refused(() => league.ask(ann, '/admin advance', {}, true), /league admin/i);
    await refused(() => league.ask(ann, '/admin kick', { manager: bob.id }, true), /league admin/i);
    await refused(() => league.ask(ann, '/admin pause', {}, true), /league admin/i);
  });

  it('GIVEN a club name holding a NUL byte THEN he is told privately to type it again, not given an incident id', async () => {
    await refused(() => league.ask(ann, '/squad', { club: 'Town\u0000' }), /^`club`: holds a character no name has; type it again\.$/);
  });

  it('GIVEN a player id typed past autocomplete that matches nobody THEN he is told there is no such player', async () => {
    await refused(() => league.ask(ann, '/train', { player: '999999999', plan: 'FIT' }), /no such player/i);
    await refused(() => league.ask(ann, '/bid', { player: 'nobody-at-all', amount: 50_000 }), /no such player|not on the transfer list/i);
  });

  it('GIVEN a bid above the club’s money THEN he is told his bid is more than the club has', async () => {
    const own = new Set((await league.ownPlayers(ann)).map((p) => p.name));
    const target = (await league.marketListings(ann)).find((l) => !own.has(l.name));
    expect(target, 'a player on the transfer list').toBeDefined();
    const club = await db().selectFrom('clubs').select(['balance']).where('name', '=', annClub).executeTakeFirstOrThrow();
    const offered = await emu.autocomplete(ann, '/bid', 'player', target!.name, {}, { channelId: league.channelId });
    await refused(
      () => league.ask(ann, '/bid', { player: String(offered[0]!.value), amount: Math.max(club.balance + 1, target!.price) }),
      /more than the club's £/,
    );
  });

  it('GIVEN a build whose inner tier is missing THEN he is told which tier to build first', async () => {
    await refused(() => league.ask(ann, '/stadium build', { stand: 'east', tier: 2, kind: 'seating' }), /needs tier 1 first/);
    await refused(() => league.ask(ann, '/stadium build', { stand: 'north', tier: 3, kind: 'seating' }), /needs tier 2 first/);
  });

  it('GIVEN a broken rule asked from a German Discord THEN the refusal is German, and from an en-GB Discord English', async () => {
    const ask = (locale: string) => () =>
      emu.interact(ann, '/stadium build', { stand: 'east', tier: 2, kind: 'seating' }, { channelId: league.channelId, locale });
    await refused(ask('de'), /^Für Rang 2 der Osttribüne muss erst Rang 1 stehen\.$/);
    await refused(ask('en-GB'), /^Tier 2 of the East Stand needs tier 1 first\.$/);
  });

  it('GIVEN a refusal of the Discord layer asked from a German Discord THEN it is German too', async () => {
    await refused(
      () => emu.interact(ann, '/admin pause', {}, { channelId: league.channelId, locale: 'de', granted: true }),
      /^Das darf nur ein Liga-Admin: Du brauchst „Server verwalten“ oder die Admin-Rolle der Liga\.$/,
    );
  });

  describe('injuries', () => {
    let injured: Player;

    beforeAll(async () => {
      // Every player who could play on the wing of a 4-2-4 (CF and SM) is injured, and one more.
      const club = await db().selectFrom('clubs').select(['id', 'league_id']).where('name', '=', annClub).executeTakeFirstOrThrow();
      const players = await playersOfClub(db(), club.league_id, club.id);
      const wingers = players.filter((p) => playsSlot(p, 'CF+SM'));
      injured = players.find((p) => !wingers.includes(p))!;
      const everyone = await leaguePlayers(db(), club.league_id);
      for (const player of [...wingers, injured]) everyone[player.id] = { ...player, injuryWeeks: 3 };
      await db()
        .updateTable('league_players')
        .set({ data: JSON.stringify(everyone) })
        .where('league_id', '=', club.league_id)
        .execute();
      // As every write of the state does, so that no process checks orders against the state kept from before.
      await db()
        .updateTable('leagues')
        .set((eb) => ({ state_version: eb('state_version', '+', 1) }))
        .execute();
    });

    it('GIVEN a formation his fit squad cannot field THEN he is told to try another formation', async () => {
      await refused(() => league.ask(ann, '/select auto', { formation: '4-2-4' }), /cannot make up a 4-2-4/);
    });

    it('GIVEN an injured player chosen for a place in the XI THEN he is told the player is injured', async () => {
      await league.ask(ann, '/select auto', { formation: '4-4-2' });
      const editor = await league.ask(ann, '/select edit');
      const place = await emu.choose(editor.message!, 'select:slot', ['2']);
      const menu = (place.components as { components: { options: { value: string }[] }[] }[])[2]!.components[0]!;
      expect(menu.options.map((o) => o.value)).toContain(injured.id);
      await refused(() => emu.choose(place.message!, 'select:put:2', [injured.id]), new RegExp(`${injured.name} is injured`));
    });
  });
});
