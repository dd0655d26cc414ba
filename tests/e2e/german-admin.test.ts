import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { englishLines } from '../support/english-words.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { LeagueDriver } from './support/league-driver.js';

/** A text's lines that still read as English, mentions, timestamps and commands (code spans) left out. */
const english = (answer: InteractionResponse) => englishLines(answer.content.replace(/<[@#&!:t][^>]*>/g, '').replace(/`[^`]*`/g, ''));

/**
 * A league that speaks German, as its admin runs it: /admin pause, resume, kick, unban and autopilot and /league leave
 * are told to the channel in German, whatever the asker's Discord speaks; their refusals and a wrong option are his
 * alone, in his own language.
 */
describeOnEachDatabase('a German league’s admin', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let anna: EmulatedUser;
  let ben: EmulatedUser;
  let carl: EmulatedUser;
  const clock = testClock(new Date());
  const ask = (user: EmulatedUser, invocation: string, locale: string, values: Record<string, string | number | boolean> = {}) =>
    emu.interact(user, invocation, values, { channelId: league.channelId, locale });

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'vorstand', permissions: ['ManageGuild'] });
    anna = emu.addUser({ username: 'anna' });
    ben = emu.addUser({ username: 'ben' });
    carl = emu.addUser({ username: 'carl' });
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN a German league THEN pause, resume, kick, unban, autopilot and leave are told to the channel in German; the refusals in the asker’s language', async () => {
    await ask(admin, '/league create', 'en-GB', { humans: 3, name: 'Kreisliga', every_hours: 24, cups: 'off', language: 'de' });
    await ask(anna, '/league join', 'de');
    await ask(ben, '/league join', 'en-GB');
    const carlJoins = await ask(carl, '/league join', 'en-GB');
    const carlsClub = /übernimmt \*\*(.+?)\*\*/.exec(carlJoins.content)![1]!;
    const tooSoon = await ask(admin, '/admin advance', 'de');
    expect(tooSoon.ephemeral).toBe(true);
    expect(tooSoon.content).toBe('Der Spieltag wurde nicht gespielt: die Saison hat noch nicht begonnen.');
    expect((await ask(admin, '/admin advance', 'en-GB')).content).toBe('The week was not played: not started.');
    await ask(admin, '/league start', 'en-GB');

    const paused = await ask(admin, '/admin pause', 'en-GB');
    expect(paused.ephemeral).toBe(false);
    expect(paused.content).toBe('**Kreisliga** ruht. Mit `/admin fortsetzen` geht es weiter.');
    const resumed = await ask(admin, '/admin resume', 'en-GB');
    expect(resumed.content).toBe('**Kreisliga** geht weiter: Saison 1, Saisonvorbereitung.');

    const notManaging = await ask(admin, '/admin kick', 'de', { manager: admin.id });
    expect(notManaging.ephemeral).toBe(true);
    expect(notManaging.content).toBe(`<@${admin.id}> führt in dieser Liga keinen Verein.`);
    expect((await ask(admin, '/admin kick', 'en-GB', { manager: admin.id })).content).toBe(`<@${admin.id}> does not manage a club in this league.`);

    const kicked = await ask(admin, '/admin kick', 'en-GB', { manager: ben.id, ban: true });
    expect(kicked.ephemeral).toBe(false);
    expect(kicked.content).toMatch(
      new RegExp(`^<@${ben.id}> führt \\*\\*.+\\*\\* nicht mehr; die KI übernimmt\\. Er darf dieser Liga auch nicht wieder beitreten\\.$`),
    );
    expect(english(kicked)).toEqual([]);
    const unbanned = await ask(admin, '/admin unban', 'en-GB', { member: ben.id });
    expect(unbanned.content).toBe(`<@${ben.id}> darf dieser Liga wieder beitreten.`);
    const notBanned = await ask(admin, '/admin unban', 'de', { member: ben.id });
    expect(notBanned.ephemeral).toBe(true);
    expect(notBanned.content).toBe('Dieses Mitglied ist in dieser Liga nicht gesperrt.');

    const clubs = await emu.autocomplete(admin, '/admin autopilot', 'club', '', {}, { channelId: league.channelId, locale: 'de' });
    expect(clubs.filter((club) => club.name.endsWith(' (KI)'))).toHaveLength(1);
    const carls = clubs.find((club) => club.name === carlsClub)!;
    const handed = await ask(admin, '/admin autopilot', 'en-GB', { club: String(carls.value) });
    expect(handed.content).toBe(`**${carlsClub}** wird von der KI geführt.`);
    const noSuchClub = await ask(admin, '/admin autopilot', 'de', { club: 'Nirgendwo' });
    expect(noSuchClub.content).toBe('In dieser Liga führt niemand einen solchen Verein.');

    const left = await ask(anna, '/league leave', 'en-GB');
    expect(left.ephemeral).toBe(false);
    expect(left.content).toMatch(new RegExp(`^<@${anna.id}> hat \\*\\*.+\\*\\* verlassen; die KI führt den Verein, bis jemand beitritt\\.$`));
    expect(english(left)).toEqual([]);
  }, 300_000);

  it('GIVEN a wrong option THEN the refusal is the asker’s alone, in his language, naming the option as his Discord does', async () => {
    const german = await ask(admin, '/league settings', 'de', { days: 'mon', time: '25:00' });
    expect(german.ephemeral).toBe(true);
    expect(german.content).toBe('`uhrzeit`: muss eine Uhrzeit im 24-Stunden-Format sein, etwa 20:00.');
    const english = await ask(admin, '/league settings', 'en-GB', { days: 'mon', time: '25:00' });
    expect(english.content).toBe('`time`: must be a 24-hour time such as 20:00.');
    const both = await ask(admin, '/league settings', 'de', { every_hours: 24, days: 'mon' });
    expect(both.content).toBe('Gib entweder `alle_stunden` an oder `tage` mit `uhrzeit` und `zeitzone`, nicht beides.');
    const settled = await ask(admin, '/league settings', 'de', { cups: 'cup' });
    expect(settled.ephemeral).toBe(true);
    expect(settled.content).toBe('Die Pokale stehen fest, sobald die Saison beginnt: Sie bleiben so, bis die Liga endet.');
  }, 120_000);
});
