import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { scoutAgeCell } from '../../src/engine/transfers/chief-scout.js';
import { ageAt } from '../../src/engine/tables/transfer-chart.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText } from './support/channel.js';
import { expectRefused, snapshotChanges, snapshotDatabase } from './support/db-snapshot.js';
import { LeagueDriver } from './support/league-driver.js';

type Listed = Extract<EngineEvent, { type: 'player-listed' }>;

/**
 * Orders that were implemented but out of reach: a manager with a Chief Scout
 * asks for a younger player and his club's next listing follows the request;
 * a stand ordered and taken back before the deadline is neither built nor
 * charged. Wrong moves are refused privately and change nothing.
 */
describeOnEachDatabase('scenario: the Chief Scout’s request and a cancelled build', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let annClubId: string;
  const clock = testClock(new Date());
  const db = () => database().db;

  const refused = (attempt: () => Promise<InteractionResponse>, names: RegExp) => expectRefused(db(), attempt, names);
  const advance = async () => {
    const advanced = await league.ask(admin, '/admin advance');
    expect(advanced.content).not.toMatch(/not|cannot/i);
    await harness.app.bot.poster.deliverDue();
  };
  const orderedStands = async (manager: EmulatedUser) =>
    (await emu.autocomplete(manager, '/stadium cancel', 'stand', '', {}, { channelId: league.channelId })).map((c) => c.value);

  beforeAll(async () => {
    harness = await startHarness(db(), clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    const clubs = await league.openLeague(admin, [ann, bob], { name: 'Scouting', every_hours: 24 });
    const club = await db().selectFrom('clubs').select(['id']).where('name', '=', clubs.get(ann.id)!).executeTakeFirstOrThrow();
    annClubId = club.id;
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN pre-season THEN /scout is refused in one private sentence: there is no weekly listing yet', async () => {
    await refused(() => league.ask(ann, '/scout view'), /^The Chief Scout shapes the weekly transfer listing[^.]*; ask him then\.$/);
    await refused(() => league.ask(ann, '/scout age', { shift: -2 }), /match weeks only/);
    const hired = await league.ask(ann, '/staff hire', { role: 'chiefScout' });
    expect(hired.content).toMatch(/Hiring the Chief Scout/);
    await advance();
  });

  it('GIVEN week 1 and no Chief Scout THEN /scout is refused in one private sentence, and nothing is stored', async () => {
    await refused(
      () => league.ask(bob, '/scout age', { shift: -2 }),
      /^Only a club with a Chief Scout can shape its new listing; hire one first with \/staff hire\.$/,
    );
    await refused(() => league.ask(bob, '/scout view'), /Only a club with a Chief Scout/);
    await refused(() => league.ask(bob, '/scout clear'), /no Chief Scout request/);
  });

  it('GIVEN a facet or a shift the rules do not allow THEN Discord has no such choice to send, and nothing is stored', async () => {
    const before = await snapshotDatabase(db());
    await expect(league.ask(ann, '/scout position', { shift: 2 })).rejects.toThrow(/"shift" must be one of -1, 1/);
    await expect(league.ask(ann, '/scout age', { shift: 3 })).rejects.toThrow(/"shift" must be one of -2, -1, 1, 2/);
    await expect(league.ask(ann, '/scout height', { shift: 1 })).rejects.toThrow(/needs one of: age, position, ability, clear, view \(got height\)/);
    expect(snapshotChanges(before, await snapshotDatabase(db()))).toEqual({});
  });

  it('GIVEN a Chief Scout in week 1 THEN ann asks for a younger player, and sees the request standing', async () => {
    const none = await league.ask(ann, '/scout view');
    expect(none.ephemeral).toBe(true);
    expect(none.content).toMatch(/^No Chief Scout request for week 1/);
    const asked = await league.ask(ann, '/scout age', { shift: -2 });
    expect(asked.ephemeral).toBe(true);
    expect(asked.content).toBe(
      'Chief Scout, week 1: younger, two places left on the age chart. He applies it to your club’s new listing when the week is played.',
    );
    expect((await league.ask(ann, '/scout view')).content).toContain('younger, two places left');
  });

  it('GIVEN a stand ordered this week THEN only it is offered to cancel, another manager cannot take it back, and ann does', async () => {
    const ordered = await league.ask(ann, '/stadium build', { stand: 'east', tier: 1, kind: 'seating' });
    expect(ordered.content).toMatch(/^Ordered: East Stand, tier 1, seating/);
    expect(await orderedStands(ann)).toEqual(['east']);
    expect(await orderedStands(bob)).toEqual([]);
    await refused(() => league.ask(bob, '/stadium cancel', { stand: 'east' }), /You have no build order for that stand this week\./);
    await refused(() => league.ask(ann, '/stadium cancel', { stand: 'north' }), /You have no build order for that stand this week\./);
    await refused(() => league.ask(ann, '/stadium cancel', { stand: 'the roof' }), /`stand`: is not a stand of your ground/);
    const cancelled = await league.ask(ann, '/stadium cancel', { stand: 'east' });
    expect(cancelled.ephemeral).toBe(true);
    expect(cancelled.content).toBe('Build order for the East Stand cancelled: nothing is built or charged.');
    expect(await orderedStands(ann)).toEqual([]);
  });

  it('GIVEN ann is ready THEN her summary shows the scout request and the builds', async () => {
    const ready = await league.ask(ann, '/ready');
    const summary = embedText(ready.embeds[0]!);
    expect(summary).toContain('Chief Scout: younger, two places left on the age chart');
    expect(summary).toContain('Building: nothing');
  });

  it('GIVEN week 1 played THEN ann’s new listing is two places younger on the age chart, listed on the market, and nothing was built or charged', async () => {
    await advance();
    const { id: leagueId } = await db().selectFrom('clubs').select(['league_id as id']).where('id', '=', annClubId).executeTakeFirstOrThrow();
    const week1 = (await playedSteps(db(), leagueId)).find((step) => step.phase === 'season' && step.week === 1)!;
    const listed = week1.events.filter((e): e is Listed => e.type === 'player-listed' && e.scout?.clubId === annClubId);
    expect(listed).toHaveLength(1);
    const { age, name, rolls, scout } = listed[0]!;
    expect(scout).toEqual({ clubId: annClubId, facet: 'age', shift: -2 });
    const [row, column] = rolls!.age;
    const moved = scoutAgeCell(row, column, -2);
    expect(age).toBe(ageAt(moved.row, moved.column));
    expect(age).toBeLessThanOrEqual(ageAt(row, column));
    // The channel's week story tells signings; the new listings are on the market, where ann bids for them.
    let line: string | undefined;
    for (let page = 1; !line && page <= 10; page++) {
      const market = (await league.ask(ann, '/market', { page })).embeds.map(embedText).join('\n');
      line = market.split('\n').find((l) => l.startsWith(`**${name}** `));
      if (!market.includes(`Page ${page} of`) || market.includes(`Page ${page} of ${page} `)) break;
    }
    expect(line, `${name} on the market`).toContain(` · age ${age} — `);

    expect(week1.orders[annClubId]?.builds).toBeUndefined();
    expect(week1.events.filter((e) => e.type === 'build-started' && e.clubId === annClubId)).toEqual([]);
    const charged = await db().selectFrom('ledger').select(['amount']).where('club_id', '=', annClubId).where('reason', '=', 'build').execute();
    expect(charged).toEqual([]);
  });
});
