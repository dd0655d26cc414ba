import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { OFFER_LIMITS } from '../../src/league/deals/offer-limits.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { StoredMessage } from '../emulator/messages.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { messageText } from './support/channel.js';
import { expectRefused } from './support/db-snapshot.js';
import { LeagueDriver } from './support/league-driver.js';

/** Common English words a German text would show if a string were left untranslated (whole words, any case). */
const ENGLISH =
  /\b(the|and|with|goal|goals|wins?|beat|draw|week|season|played|table|results|after|away|home|next|deadline|round|final|from|into|points|offer|pays|gives|your|you|accepted|declined)\b/i;

/**
 * Deals between managers in a league that speaks German: the channel hears of offers, their endings and the deals
 * done in German (the league's language); each manager reads his own answers, the offer's terms and the Counter form
 * in his own Discord language.
 */
describeOnEachDatabase('deals in a German league', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let anna: EmulatedUser;
  let ben: EmulatedUser;
  let names: string[];
  let bensClubName: string;
  const clock = testClock(new Date());

  /** A German text's lines that still read as English, its names, mentions, timestamps and commands left out. */
  const englishLines = (text: string) =>
    text
      .split('\n')
      .map((line) => names.reduce((rest, name) => rest.replaceAll(name, ''), line))
      .filter((line) => ENGLISH.test(line.replace(/<[@#&!:t][^>]*>/g, '').replace(/`[^`]*`/g, '')));
  const asGerman = (user: EmulatedUser, invocation: string, values: Record<string, string | number> = {}) =>
    emu.interact(user, invocation, values, { channelId: league.channelId, locale: 'de' });
  const find = (test: (m: StoredMessage) => boolean, description: string) =>
    emu
      .waitFor(() => emu.channelMessages(league.channelId).some(test), { timeoutMs: 20_000, description })
      .then(() => emu.channelMessages(league.channelId).find(test)!);

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'vorstand', permissions: ['ManageGuild'] });
    anna = emu.addUser({ username: 'anna' });
    ben = emu.addUser({ username: 'ben' });
    const clubs = await league.openLeague(admin, [anna, ben], { name: 'Transferliga', every_hours: 24, language: 'de' });
    names = [...clubs.values()];
    bensClubName = clubs.get(ben.id)!;
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN Anna offers Ben a deal THEN the channel hears it in German, each reads it in his language, and the deal is announced in German', async () => {
    const [give, get] = [(await league.ownPlayers(anna))[3]!, (await league.ownPlayers(ben))[4]!];
    names.push(give.name, get.name);
    const sent = await asGerman(anna, '/trade offer', { manager: ben.id, give: give.id, get: get.id, money: 60_000 });
    expect(sent.ephemeral).toBe(true);
    const offerId = /^Angebot (\d+) an /.exec(sent.content)?.[1] ?? '';
    expect(offerId, sent.content).not.toBe('');
    expect(sent.content).toContain('60.000\u00a0£');
    expect(englishLines(sent.content)).toEqual([]);
    // A second offer at once: the cooldown, refused in her language.
    await expectRefused(
      database().db,
      () => asGerman(anna, '/trade offer', { manager: ben.id, give: give.id }),
      /^Ein Verein macht höchstens alle 30 Sekunden/,
    );

    await harness.app.bot.poster.deliverDue();
    const notice = await find((m) => m.content.includes(`(Angebot ${offerId})`), 'the German notice');
    expect(englishLines(notice.content)).toEqual([]);
    const labels = (notice.components as { components: { label: string }[] }[]).flatMap((row) => row.components.map((c) => c.label));
    expect(labels).toEqual(['Angebot ansehen', 'Annehmen', 'Ablehnen', 'Gegenangebot']);

    // Ben reads the terms in his own language: English, then German.
    const inEnglish = await emu.click(notice, `trade:${offerId}:view`, { user: ben, locale: 'en-GB' });
    expect(inEnglish.embeds[0]!.title).toMatch(new RegExp(`^Offer ${offerId}: `));
    expect(inEnglish.embeds[0]!.description).toContain('£60,000');
    const inGerman = await emu.click(notice, `trade:${offerId}:view`, { user: ben, locale: 'de' });
    const terms = `${inGerman.embeds[0]!.title}\n${inGerman.embeds[0]!.description}`;
    expect(terms).toContain(`Angebot ${offerId}: `);
    expect(terms).toContain('Stand: offen.');
    expect(englishLines(terms)).toEqual([]);
    const buttons = (inGerman.components as { components: { label: string }[] }[]).flatMap((row) => row.components.map((c) => c.label));
    expect(buttons).toEqual(['Annehmen', 'Ablehnen', 'Gegenangebot']);

    // The Counter form, in his language.
    const form = await emu.click(notice, `trade:${offerId}:counter`, { user: ben, locale: 'de' });
    expect(form.type).toBe(9);
    expect(form.modal!.title).toBe(`Gegenangebot zu Angebot ${offerId}`);
    const formLabels = (form.modal!.components as { label: string }[]).map((l) => l.label);
    expect(formLabels).toEqual([
      'Deine Spieler, die zu ihnen wechseln',
      'Ihre Spieler, die zu dir wechseln',
      'Pfund, die du ihnen zahlst',
      'Pfund, die sie dir zahlen',
    ]);
    await expectRefused(database().db, () => emu.submitModal(form, { ask: 'viel' }, { locale: 'de' }), /^Pfund, die sie zahlen: bitte ganze Pfund/);

    const accepted = await emu.click(notice, `trade:${offerId}:accept`, { user: ben, locale: 'de' });
    expect(accepted.content).toMatch(new RegExp(`^Du hast Angebot ${offerId} von .* angenommen`));
    await harness.app.bot.poster.deliverDue();
    const told = await find((m) => m.content.includes(`hat dein Angebot ${offerId} angenommen`), 'Anna told in German');
    expect(englishLines(told.content)).toEqual([]);
    const ended = await find((m) => m.content.includes(`(Angebot ${offerId})`) && m.content.includes('✅ Angenommen von'), 'the notice ended');
    expect(englishLines(ended.content)).toEqual([]);

    const list = await asGerman(anna, '/trade list');
    expect(list.embeds[0]!.title).toBe('Deine Angebote');

    expect((await league.ask(admin, '/admin advance')).content).toMatch(
      /lässt spielen: Saison 1, Saisonvorbereitung\. Die Ergebnisse folgen gleich\./,
    );
    await harness.app.bot.poster.deliverDue();
    const news = await find((m) => m.embeds.some((e) => e.title?.startsWith('Deals unter Managern')), 'the deals announced in German');
    const announced = messageText(news);
    expect(announced).toContain('60.000\u00a0£');
    expect(englishLines(announced)).toEqual([]);
  }, 300_000);

  it('GIVEN bad offers in a German league THEN each is refused in the reader’s language', async () => {
    clock.advance(OFFER_LIMITS.cooldownMs);
    await expectRefused(database().db, () => asGerman(anna, '/trade cancel', { offer: '999999' }), /^Du hast kein Angebot mit dieser Nummer/);
    await expectRefused(database().db, () => asGerman(anna, '/trade offer', { money: 5000 }), /^Nenne den Manager \(oder den Verein\)/);
    await expectRefused(
      database().db,
      () => asGerman(anna, '/trade offer', { manager: ben.id, money: 5000, ask: 5000 }),
      /^Geld fließt nur in eine Richtung/,
    );
    await expectRefused(
      database().db,
      () => emu.interact(anna, '/trade offer', { manager: ben.id, money: 5000, ask: 5000 }, { channelId: league.channelId, locale: 'en-GB' }),
      /^Money goes one way/,
    );
  }, 120_000);
  it('GIVEN Ben’s club handed to the AI THEN its answer to Anna’s mean offer and its reason read in her language, English when her Discord speaks English', async () => {
    const target = (await league.ownPlayers(ben)).at(-1)!;
    const clubs = await emu.autocomplete(admin, '/admin autopilot', 'club', '', {}, { channelId: league.channelId, locale: 'de' });
    const bensClub = clubs.find((club) => club.name === bensClubName)!;
    await emu.interact(admin, '/admin autopilot', { club: String(bensClub.value) }, { channelId: league.channelId, locale: 'de' });
    clock.advance(OFFER_LIMITS.cooldownMs);
    const mean = await asGerman(anna, '/trade offer', { club: String(bensClub.value), get: target.id, money: 1 });
    expect(mean.ephemeral).toBe(true);
    expect(mean.content).toMatch(
      /\(KI\) lehnt Angebot \d+ ab: Der Verein will mindestens 10 % mehr bekommen, als er abgibt, an Spielern und Geld\.$/,
    );
    clock.advance(OFFER_LIMITS.cooldownMs);
    const inEnglish = await emu.interact(
      anna,
      '/trade offer',
      { club: String(bensClub.value), get: target.id, money: 1 },
      { channelId: league.channelId, locale: 'en-GB' },
    );
    expect(inEnglish.content).toMatch(/\(AI\) declines offer \d+: The club wants at least 10% more than it gives up, in players and money\.$/);
  }, 120_000);
});
