import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxOfLeague } from '../../src/db/repositories/outbox.repository.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { leagueByChannel } from '../../src/league/index.js';
import { createLogger } from '../../src/logger.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { StoredMessage } from '../emulator/messages.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { messageText } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';

/**
 * Issue 21: a week with two managers, a leaver and a successor, through the
 * real discord.js client. Nothing private (a sealed bid, an order) is shown to
 * anyone but its owner, in a post, a reply or the logs.
 */
describeOnEachDatabase('privacy: a week with a leaver and a successor', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let cy: EmulatedUser;
  let annClub: string;
  let target: { id: string; name: string };
  /** Sealed amounts, each above the asking price and unlike any other figure in the channel. */
  let amounts: { ann: number; bob: number; faulted: number };
  const shown = (amount: number) => amount.toLocaleString('en-GB');
  const logLines: string[] = [];
  const clock = testClock(new Date());
  const db = () => database().db;

  /** Each message in the channel, ephemeral ones included, with who can see it: its user, or everyone. */
  const seenBy = (): { viewer: string | 'everyone'; text: string; message: StoredMessage }[] => {
    const users = new Map(emu.interactions().map((i) => [i.id, i.userId]));
    return emu.channelMessages(league.channelId, { includeEphemeral: true }).map((message) => ({
      viewer: message.ephemeral ? (users.get(message.interactionId ?? '') ?? 'unknown') : 'everyone',
      text: messageText(message),
      message,
    }));
  };
  /** The viewers of every message that shows `secret`. */
  const viewersOf = (secret: string) => [
    ...new Set(
      seenBy()
        .filter((m) => m.text.includes(secret))
        .map((m) => m.viewer),
    ),
  ];

  beforeAll(async () => {
    const logger = createLogger({ LOG_LEVEL: 'debug', NODE_ENV: 'test' }, { write: (line: string) => void logLines.push(line) });
    harness = await startHarness(db(), clock, {}, logger);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    cy = emu.addUser({ username: 'cy' });
    const clubs = await league.openLeague(admin, [ann, bob], { name: 'Privacy League', every_hours: 24 });
    // The pre-season and week 1, so that week 2 has players on the transfer list.
    for (let step = 0; step < 2; step += 1) {
      await league.ask(admin, '/admin advance');
      await harness.app.bot.poster.deliverDue();
    }
    const listed = await emu.autocomplete(bob, '/bid', 'player', '', {}, { channelId: league.channelId });
    const own = new Set([...(await league.ownPlayers(ann)), ...(await league.ownPlayers(bob))].map((p) => p.id));
    const prices = new Map((await league.marketListings(bob)).map((l) => [l.name, l.price]));
    const choice = listed
      .filter((c) => !own.has(String(c.value)) && prices.has(c.name.split(' (')[0]!))
      .sort((a, b) => prices.get(a.name.split(' (')[0]!)! - prices.get(b.name.split(' (')[0]!)!)[0]!;
    target = { id: String(choice.value), name: choice.name.split(' (')[0]! };
    const price = prices.get(target.name)!;
    amounts = { ann: price + 12_345, bob: price + 23_457, faulted: price + 65_431 };
    const choices = await emu.autocomplete(admin, '/admin autopilot', 'club', '', {}, { channelId: league.channelId });
    annClub = String(choices.find((c) => c.name === clubs.get(ann.id))!.value);
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN the answer to a sealed bid fails with a 500 after the bid was saved THEN the logs hold neither the reply nor the interaction token, and the apology says the order may be saved', async () => {
    const fault = emu.injectFault({ status: 500, method: 'POST', path: /^\/interactions\/\d+\/[^/]+\/callback$/, count: 4 });
    const apology = await league.ask(bob, '/bid', { player: target.id, amount: amounts.faulted });
    fault.remove();
    expect(fault.hits).toBe(4);
    expect(apology.ephemeral).toBe(true);
    expect(apology.content).toContain('your order may have been saved: check `/ready`');
    const token = emu.interactions().at(-1)!.token;

    // Once more with the apology failing too, so the failed request itself is logged.
    const stuck = emu.injectFault({ status: 500, method: 'POST', path: /^\/interactions\/\d+\/[^/]+\/callback$/ });
    await expect(league.ask(bob, '/bid', { player: target.id, amount: amounts.faulted })).rejects.toThrow(/not acknowledged/);
    stuck.remove();
    emu.clearViolations();
    const secondToken = emu.interactions().at(-1)!.token;

    const log = logLines.join('');
    expect(log).toContain('"msg":"interaction failed"');
    expect(log).toContain('"msg":"could not send the error reply"');
    expect(log).toMatch(/\/interactions\/\d+\/\[redacted\]\/callback/);
    for (const secret of [token, secondToken, 'Sealed bid', shown(amounts.faulted), String(amounts.faulted)]) expect(log).not.toContain(secret);
    const market = await league.ask(bob, '/market');
    expect(market.ephemeral).toBe(true);
    expect(messageText(market.message!)).toContain(`£${shown(amounts.faulted)}`);
  });

  it('GIVEN Ann bids and hires, looks her target up and leaves, and Cy takes her club THEN Cy sees none of it and the week runs without it', async () => {
    const annBid = await league.ask(ann, '/bid', { player: target.id, amount: amounts.ann });
    expect(annBid.content).toContain(`Sealed bid of £${shown(amounts.ann)}`);
    expect((await league.ask(ann, '/staff hire', { role: 'headCoach' })).ephemeral).toBe(true);
    expect((await league.ask(bob, '/bid', { player: target.id, amount: amounts.bob })).content).toContain(`Sealed bid of £${shown(amounts.bob)}`);
    const lookup = await league.ask(ann, '/player', { player: target.id });
    expect(lookup.ephemeral).toBe(true);

    const left = await league.ask(ann, '/league leave');
    expect(left.ephemeral).toBe(false);
    const again = await league.ask(ann, '/league leave');
    expect(again.ephemeral).toBe(true);
    expect(again.content).toMatch(/once every 30 seconds/);
    const joined = await league.ask(cy, '/league join', { club: annClub });
    expect(joined.content).toContain(`<@${cy.id}> takes charge`);
    // A second join within the cooldown is told what stops it: the club already managed, not the cooldown.
    const twice = await league.ask(cy, '/league join');
    expect(twice.ephemeral).toBe(true);
    expect(twice.content).toMatch(/^You already manage .+ in this league\.$/);

    const market = await league.ask(cy, '/market');
    const ready = await league.ask(cy, '/ready');
    for (const view of [market, ready]) {
      expect(view.ephemeral).toBe(true);
      expect(messageText(view.message!)).not.toContain(shown(amounts.ann));
      expect(messageText(view.message!)).not.toMatch(/head coach/i);
    }
    await league.ask(bob, '/ready');
    await league.ask(admin, '/admin advance');
    await harness.app.bot.poster.deliverDue();

    const { id: leagueId } = await leagueByChannel({ db: db(), clock }, league.channelId);
    const played = (await playedSteps(db(), leagueId)).at(-1)!.orders[annClub]!;
    expect(played.bids).toBeUndefined();
    expect(played.hire).toBeUndefined();
  });

  it('GIVEN a member repeats a public view within the minute THEN the repeat is answered privately', async () => {
    expect((await league.ask(cy, '/league table')).ephemeral).toBe(false);
    expect((await league.ask(cy, '/league table')).ephemeral).toBe(true);
    expect((await league.ask(bob, '/league table')).ephemeral).toBe(false);
  });

  it('GIVEN the week played and posted THEN every sealed amount was shown to its bidder alone, and no post names a bidder or a sponsor deal', async () => {
    expect(viewersOf(shown(amounts.ann))).toEqual([ann.id]);
    expect(viewersOf(shown(amounts.bob))).toEqual([bob.id]);
    expect(viewersOf(shown(amounts.faulted))).toEqual([bob.id]);
    const everyone = seenBy().filter((m) => m.viewer === 'everyone');
    expect(everyone.length).toBeGreaterThan(10);
    for (const { text } of everyone) {
      for (const amount of Object.values(amounts)) expect(text).not.toContain(shown(amount));
      expect(text).not.toMatch(/sealed bid of|niggle/i);
    }

    const { id: leagueId } = await leagueByChannel({ db: db(), clock }, league.channelId);
    const posted = (await outboxOfLeague(db(), leagueId)).flatMap((row) => (row.payload as { events?: EngineEvent[] }).events ?? []);
    expect(posted.filter((e) => e.type === 'transfer-roll').every((e) => e.bidders.length === 0)).toBe(true);
    expect(posted.filter((e) => e.type === 'sponsor-signed' || e.type === 'sealed-bids' || (e.type === 'injury' && e.outcome === 'Tr'))).toEqual([]);
    const steps = await playedSteps(db(), leagueId);
    expect(steps.flatMap((s) => s.events).some((e) => e.type === 'sponsor-signed')).toBe(true);
    emu.assertNoViolations();
  });

  it('GIVEN an admin kicks Bob with ban:true THEN his /league join is refused with a sentence until /admin unban', async () => {
    const kicked = await league.ask(admin, '/admin kick', { manager: bob.id, ban: true });
    expect(kicked.content).toContain('banned from joining this league again');
    clock.advance(31_000);
    const refused = await league.ask(bob, '/league join');
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/banned you from this league/);
    expect((await league.ask(admin, '/admin unban', { member: bob.id })).content).toContain(`<@${bob.id}> may join this league again`);
    clock.advance(31_000);
    expect((await league.ask(bob, '/league join')).content).toContain(`<@${bob.id}> takes charge`);
    emu.assertNoViolations();
  });
});
