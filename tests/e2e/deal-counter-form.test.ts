import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { StoredMessage } from '../emulator/messages.js';
import { OFFER_LIMITS } from '../../src/league/deals/offer-limits.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { expectRefused } from './support/db-snapshot.js';
import { LeagueDriver } from './support/league-driver.js';

/**
 * Deals close the loop through Discord: Counter opens a form filled with the offer's terms, turned round; bad input
 * is refused privately and changes nothing; the counter reaches the maker with its own buttons, and the first
 * offer's notice is edited. /trade's autocomplete offers only what the deal can take.
 */
describeOnEachDatabase('a counter-offer through its form', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let annPlayers: { id: string; name: string }[];
  let bobPlayers: { id: string; name: string }[];
  const clock = testClock(new Date());
  const db = () => database().db;
  const offerNumber = (content: string) => /Offer (\d+) sent/.exec(content)?.[1] ?? '';
  const noticeOf = async (offerId: string, also = ''): Promise<StoredMessage> => {
    const find = () => emu.channelMessages(league.channelId).find((m) => m.content.includes(`(offer ${offerId})`) && m.content.includes(also));
    await emu.waitFor(() => find() !== undefined, { timeoutMs: 20_000, description: `offer ${offerId} notice ${also}` });
    return find()!;
  };
  const clubIdOf = async (userId: string) =>
    (await db().selectFrom('clubs').select('id').where('manager_user_id', '=', userId).executeTakeFirstOrThrow()).id;
  const clubOfPlayer = async (playerId: string) =>
    (await db().selectFrom('players').select('club_id').where('id', '=', playerId).executeTakeFirstOrThrow()).club_id;

  beforeAll(async () => {
    harness = await startHarness(db(), clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    await league.openLeague(admin, [ann, bob], { name: 'Counters', every_hours: 24 });
    annPlayers = await league.ownPlayers(ann);
    bobPlayers = await league.ownPlayers(bob);
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN Ann makes an offer THEN get: offers only the chosen club’s players, give: only hers, club: only clubs that trade', async () => {
    const [annClub, bobClub] = [await clubIdOf(ann.id), await clubIdOf(bob.id)];
    const gets = await emu.autocomplete(ann, '/trade offer', 'get', '', { manager: bob.id }, { channelId: league.channelId });
    expect(gets.length).toBeGreaterThan(10);
    for (const choice of gets) expect(await clubOfPlayer(String(choice.value))).toBe(bobClub);
    const gives = await emu.autocomplete(ann, '/trade offer', 'give', '', { manager: bob.id }, { channelId: league.channelId });
    for (const choice of gives) expect(await clubOfPlayer(String(choice.value))).toBe(annClub);
    const clubs = await emu.autocomplete(ann, '/trade offer', 'club', '', {}, { channelId: league.channelId });
    const trading = await db().selectFrom('clubs').select('id').where('player_controlled', '=', true).where('id', '!=', annClub).execute();
    expect(clubs.map((c) => String(c.value)).sort()).toEqual(trading.map((c) => c.id).sort());
  });

  it('GIVEN Bob presses Counter THEN a form filled with the terms opens; bad input is refused privately and changes nothing; the counter reaches Ann with buttons', async () => {
    const give = annPlayers[3]!;
    const get = bobPlayers[4]!;
    const sent = await league.ask(ann, '/trade offer', { manager: bob.id, give: give.id, get: get.id, money: 60_000 });
    const offerId = offerNumber(sent.content);
    expect(offerId).not.toBe('');
    await harness.app.bot.poster.deliverDue();
    const notice = await noticeOf(offerId);

    // The offer's view names each player with his ability, age and value.
    const view = await emu.click(notice, `trade:${offerId}:view`, { user: bob });
    expect(view.embeds[0]!.description).toMatch(new RegExp(`${give.name} \\([A-Z/]+ · ability \\d+\\.\\d · age \\d+ · value £[\\d,]+\\)`));

    // Only the manager the offer was made to may counter it.
    await expectRefused(
      db(),
      () => emu.click(notice, `trade:${offerId}:counter`, { user: ann }),
      /^This offer was made to another manager: only that manager can answer it\.$/,
    );

    const form = await emu.click(notice, `trade:${offerId}:counter`, { user: bob });
    expect(form.type, form.content).toBe(9);
    const inputs = Object.fromEntries(
      (form.modal!.components as { component: { custom_id: string; value?: string } }[]).map((l) => [l.component.custom_id, l.component.value ?? '']),
    );
    // Bob's side first: what he gives is what Ann asked of him; the money she paid is what he asks.
    expect(inputs).toEqual({ give: get.name, get: give.name, money: '', ask: '60000' });

    await expectRefused(db(), () => emu.submitModal(form, { ask: 'lots' }), /^Pounds they pay is whole pounds.*nothing was changed\.$/);
    await expectRefused(db(), () => emu.submitModal(form, { give: annPlayers[5]!.name }), /is not a player of/);
    await expectRefused(db(), () => emu.submitModal(form, { money: '5000' }), /^Money goes one way/);

    clock.advance(OFFER_LIMITS.cooldownMs);
    const countered = await emu.submitModal(form, { ask: '75,000' });
    expect(countered.ephemeral).toBe(true);
    const counterId = /with offer (\d+)/.exec(countered.content)?.[1] ?? '';
    expect(counterId).not.toBe('');
    expect(countered.content).toMatch(new RegExp(`^You countered offer ${offerId} from .* with offer ${counterId}`));
    expect(countered.content).toContain('£75,000');
    await expectRefused(db(), () => emu.click(notice, `trade:${offerId}:accept`, { user: bob }), /already answered/);

    await harness.app.bot.poster.deliverDue();
    const counterNotice = await noticeOf(counterId, `to your offer ${offerId}`);
    expect(counterNotice.pings.users).toEqual([ann.id]);
    expect(counterNotice.content).not.toContain('75,000');
    const buttons = (counterNotice.components as { components: { custom_id: string }[] }[]).flatMap((row) => row.components.map((c) => c.custom_id));
    expect(buttons).toEqual(['view', 'accept', 'decline', 'counter'].map((action) => `trade:${counterId}:${action}`));
    const ended = await noticeOf(offerId, `↩️ Countered by <@${bob.id}>`);
    expect((ended.components as { components: { disabled?: boolean }[] }[]).flatMap((r) => r.components.map((c) => c.disabled))).toEqual([
      true,
      true,
      true,
      true,
    ]);

    // Ann reads the counter privately and may counter it in turn: her form is filled with its terms, from her side.
    const terms = await emu.click(counterNotice, `trade:${counterId}:view`, { user: ann });
    expect(terms.ephemeral).toBe(true);
    expect(terms.embeds[0]!.description).toContain('pays £75,000');
    const again = await emu.click(counterNotice, `trade:${counterId}:counter`, { user: ann });
    const back = Object.fromEntries(
      (again.modal!.components as { component: { custom_id: string; value?: string } }[]).map((l) => [
        l.component.custom_id,
        l.component.value ?? '',
      ]),
    );
    expect(back).toEqual({ give: give.name, get: get.name, money: '75000', ask: '' });
    const accepted = await emu.click(counterNotice, `trade:${counterId}:accept`, { user: ann });
    expect(accepted.content).toMatch(/You accepted offer/);
  });
});
