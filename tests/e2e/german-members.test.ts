import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { LeagueDriver } from './support/league-driver.js';

/** Common English words a German text would show if a string were left untranslated (whole words, any case). */
const ENGLISH =
  /\b(the|and|with|goal|goals|wins?|beat|draw|week|season|played|table|results|after|away|home|next|deadline|round|final|from|into|points|your|you|prediction|career|manager's|trophies)\b/i;

/** A text's lines that still read as English, mentions, timestamps and commands left out. */
const englishLines = (text: string) => text.split('\n').filter((line) => ENGLISH.test(line.replace(/<[@#&!:t][^>]*>/g, '').replace(/`[^`]*`/g, '')));

const answerText = (answer: InteractionResponse) =>
  [answer.content, ...answer.embeds.flatMap((e) => [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [f.name, f.value]), e.footer?.text])]
    .filter(Boolean)
    .join('\n');

/**
 * A league that speaks German, as its members use it: the channel's answers to /league create, join and start and
 * /admin advance are German, and so are /predict table and /cup when the channel reads them; /predict, /remind and
 * /profile answer each member privately in his own Discord language.
 */
describeOnEachDatabase('a German league’s members', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let anna: EmulatedUser;
  let ben: EmulatedUser;
  let fan: EmulatedUser;
  const clock = testClock(new Date());
  const ask = (user: EmulatedUser, invocation: string, locale: string, values: Record<string, string | number | boolean> = {}) =>
    emu.interact(user, invocation, values, { channelId: league.channelId, locale });
  const checklistOf = async (joined: InteractionResponse) => {
    await emu.waitFor(() => emu.followUps(joined.interactionId).length > 0, { description: 'the join checklist' });
    return emu.followUps(joined.interactionId)[0]!;
  };

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'vorstand', permissions: ['ManageGuild'] });
    anna = emu.addUser({ username: 'anna' });
    ben = emu.addUser({ username: 'ben' });
    fan = emu.addUser({ username: 'fan' });
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN /league create language:de THEN the channel hears the welcome, each join, the start and each advance in German; each joiner’s checklist is in his language', async () => {
    const created = await ask(admin, '/league create', 'en-GB', { humans: 2, name: 'Pokalliga', every_hours: 24, cups: 'cup', language: 'de' });
    expect(created.ephemeral).toBe(false);
    expect(created.content).toContain('**Pokalliga** ist in diesem Kanal eröffnet: 2 Vereine für Manager');
    expect(englishLines(created.content)).toEqual([]);

    const annaJoins = await ask(anna, '/league join', 'de');
    expect(annaJoins.content).toMatch(/^<@\d+> übernimmt \*\*.+\*\*\. Deine Spieler siehst du mit `\/kader`\.$/);
    const annasList = await checklistOf(annaJoins);
    expect(annasList.embeds[0]!.title).toMatch(/^Deine erste Woche bei /);
    expect(englishLines(annasList.embeds[0]!.description!)).toEqual([]);
    // Ben's Discord speaks English: the channel still hears German, his checklist is English.
    const benJoins = await ask(ben, '/league join', 'en-GB');
    expect(benJoins.content).toContain(' übernimmt **');
    expect((await checklistOf(benJoins)).embeds[0]!.title).toMatch(/^Your first week at /);

    const started = await ask(admin, '/league start', 'en-GB');
    expect(started.content).toMatch(/^\*\*Pokalliga\*\* ist gestartet: Saison 1, Saisonvorbereitung\. Erst Anweisungen geben, dann `\/bereit`\.$/);
    const advanced = await ask(admin, '/admin advance', 'en-GB');
    expect(advanced.content).toMatch(/^<@\d+> lässt spielen: Saison 1, Saisonvorbereitung\. Die Ergebnisse folgen gleich\.$/);
    await harness.app.bot.poster.deliverDue();
  }, 300_000);

  it('GIVEN week 1 THEN a member predicts in his language, and the channel reads the leaderboard and the cups in German', async () => {
    const choices = await emu.autocomplete(fan, '/predict score', 'match', '', {}, { channelId: league.channelId, locale: 'de' });
    expect(choices.length).toBeGreaterThan(0);
    expect(choices[0]!.name).toContain(' gegen ');
    const saved = await ask(fan, '/predict score', 'de', { match: String(choices[0]!.value), home: 2, away: 1 });
    expect(saved.ephemeral).toBe(true);
    expect(saved.embeds[0]!.title).toBe('Tipp gespeichert');
    expect(saved.embeds[0]!.description).toContain('**2:1**');
    expect(englishLines(answerText(saved))).toEqual([]);
    const refused = await ask(fan, '/predict score', 'de', { match: 'Nirgendwo', home: 1, away: 0 });
    expect(refused.content).toMatch(/^Das ist keins der Spiele dieses Spieltags/);
    const english = await ask(anna, '/predict score', 'en-GB', { match: String(choices[0]!.value), home: 0, away: 0 });
    expect(english.embeds[0]!.title).toBe('Prediction saved');

    const mine = await ask(fan, '/predict mine', 'de');
    expect(mine.embeds[0]!.title).toBe('Deine Tipps, Saison 1: 0 Punkte');
    expect(englishLines(answerText(mine))).toEqual([]);

    // Asked by a member whose Discord speaks English, the channel still reads the league's German.
    const table = await ask(ben, '/predict table', 'en-GB');
    expect(table.ephemeral).toBe(false);
    expect(table.embeds[0]!.title).toBe('Pokalliga: Tipptabelle, Saison 1');
    expect(englishLines(answerText(table))).toEqual([]);

    const cup = await ask(ben, '/cup', 'en-GB');
    expect(cup.ephemeral).toBe(false);
    expect(cup.embeds[0]!.title).toMatch(/^Pokal/);
    expect(englishLines(answerText(cup))).toEqual([]);
  }, 120_000);

  it('GIVEN /remind and /profile THEN each member is answered privately in his own language', async () => {
    const on = await ask(fan, '/remind me', 'de', { hours: 2 });
    expect(on.ephemeral).toBe(true);
    expect(on.content).toMatch(/^Du bekommst 2 Stunden vor jedem Stichtag von Pokalliga eine Direktnachricht/);
    expect(englishLines(on.content)).toEqual([]);
    expect((await ask(fan, '/remind status', 'en-GB')).content).toMatch(/^You get a direct message 2 hours before each deadline of Pokalliga/);
    expect((await ask(fan, '/remind off', 'de')).content).toMatch(/^Keine Erinnerungen von Pokalliga\./);

    const profile = await ask(anna, '/profile', 'de');
    expect(profile.ephemeral).toBe(true);
    expect(profile.embeds[0]!.title).toBe('Managerprofil');
    expect(profile.embeds[0]!.description).toContain('als Manager.');
    expect(englishLines(answerText(profile))).toEqual([]);
    expect((await ask(anna, '/profile', 'en-GB')).embeds[0]!.title).toBe('Manager’s profile');
    const refused = await ask(anna, '/profile', 'de', { member: ben.id, share: true });
    expect(refused.content).toMatch(/^Du kannst nur dein eigenes Profil teilen/);
  }, 120_000);
});
