import type { APIEmbed } from 'discord.js';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import type { StoredAttachment, StoredMessage } from '../emulator/messages.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { englishLines } from '../support/english-words.js';
import { SPONSOR_CHART } from '../../src/engine/preseason/sponsors.js';
import type { Jobs } from '../../src/scheduler/jobs.js';
import { startHarness, type Harness } from './bot-harness.js';
import { posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

/** The Discord language of every member of this league: German. */
const GERMAN = 'de';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The English still shown to a German league, each named by the file its words come from, with the lines it shows. A
 * line of a post or a reply that matches one of these is left out. None is left: a ledger line's own detail, which the
 * engine keeps as an English sentence, is read back and worded in German when shown (src/discord/render/ledger-detail.ts).
 */
const KEPT_IN_ENGLISH_BY_THE_ENGINE: readonly { source: string; line: RegExp }[] = [];

/** A piece of text the members read, and where it was read. */
interface Read {
  where: string;
  text: string;
}

/** Every word of an embed a reader sees. */
function embedWords(embed: APIEmbed): string[] {
  return [embed.author?.name, embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]), embed.footer?.text].filter(
    (t): t is string => Boolean(t),
  );
}

/** Every word a message's components show: button labels, menus' placeholders, options' labels and descriptions. */
function componentWords(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(componentWords);
  if (!value || typeof value !== 'object') return [];
  const fields = value as Record<string, unknown>;
  const own = ['label', 'placeholder', 'description', 'content'].flatMap((k) => (typeof fields[k] === 'string' ? [fields[k]] : []));
  return [...own, ...componentWords(fields.components), ...componentWords(fields.options), ...componentWords(fields.accessory)];
}

const attachmentWords = (files: readonly StoredAttachment[]) => files.flatMap((a) => (a.description ? [a.description] : []));

/** The text of a stored message, over every version, with its files' alt text. */
function messageWords(message: StoredMessage): string {
  return [
    ...message.versions.flatMap((v) => [v.content, ...v.embeds.flatMap(embedWords), ...componentWords(v.components)]),
    ...attachmentWords(message.attachments),
  ].join('\n');
}

/** The text of an interaction's answer: its content, embeds, components and files. */
function answerWords(answer: InteractionResponse): string {
  return [
    answer.content,
    ...answer.embeds.flatMap(embedWords),
    ...componentWords(answer.components),
    ...attachmentWords(answer.message?.attachments ?? []),
  ].join('\n');
}

/**
 * Lines that still read as English: mentions, timestamps, custom emoji, text in backticks and the commands' own
 * (English) names left out, names too (between Unicode's isolates).
 */
function englishIn(text: string): string[] {
  const plain = SPONSOR_CHART.reduce((words, sponsor) => words.replaceAll(sponsor.name, ''), text)
    .replace(/<[@#&!:t/a][^>]*>/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\/[a-z]+(?: (?:table|fixtures|results|history|status|settings|auto|edit|tactics|substitute|me|mine|score|view|list))?\b/g, '');
  return englishLines(plain);
}

/**
 * A football league created in German with the cup, by members whose Discord speaks German, played through a whole
 * season through the emulated Discord. Each week the managers give their orders and look at their club and the league
 * with the everyday commands; every post in the channel, every direct message and every private reply reads as German.
 */
describeOnEachDatabase('a German league’s season', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let managers: EmulatedUser[];
  const clock = testClock(new Date('2026-03-02T09:00:00Z'));
  let jobs: Jobs;
  const replies: Read[] = [];
  const steps: string[] = [];

  const ask = async (user: EmulatedUser, invocation: string, values: Record<string, string | number | boolean> = {}) => {
    const answer = await emu.interact(user, invocation, values, { channelId: league.channelId, locale: GERMAN });
    replies.push({ where: `${steps.at(-1) ?? 'setup'}: ${invocation} (${user.username})`, text: answerWords(answer) });
    for (const followUp of emu.followUps(answer.interactionId))
      replies.push({ where: `${steps.at(-1) ?? 'setup'}: ${invocation}, follow-up (${user.username})`, text: messageWords(followUp) });
    return answer;
  };
  /** A member presses a button under a post; his private answer is read with its follow-ups. */
  const press = async (user: EmulatedUser, message: StoredMessage, customId: string) => {
    const answer = await emu.click(message, customId, { user, locale: GERMAN });
    const where = `${steps.at(-1) ?? 'setup'}: button ${customId.split(':').slice(0, 2).join(':')} (${user.username})`;
    replies.push({ where, text: answerWords(answer) });
    for (const followUp of emu.followUps(answer.interactionId)) replies.push({ where: `${where}, follow-up`, text: messageWords(followUp) });
    return answer;
  };
  /** The custom ids of a message's buttons that start with this prefix. */
  const buttons = (message: StoredMessage, prefix: string) =>
    (JSON.stringify(message.components).match(/"custom_id":"[^"]+"/g) ?? []).map((m) => m.slice(13, -1)).filter((id) => id.startsWith(prefix));
  const choices = (user: EmulatedUser, invocation: string, option: string) =>
    emu.autocomplete(user, invocation, option, '', {}, { channelId: league.channelId, locale: GERMAN });

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    jobs = scheduledJobs(harness.app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'vorstand', permissions: ['ManageGuild'] });
    managers = ['anna', 'ben', 'carla'].map((username) => emu.addUser({ username }));
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await jobs?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  /** One manager's week: he looks at his club and the league, gives his orders, and says he is ready. */
  async function week(manager: EmulatedUser, step: number): Promise<void> {
    await ask(manager, '/squad');
    await ask(manager, step % 3 === 0 ? '/select edit' : '/select auto', step % 3 === 0 ? {} : { formation: step % 2 ? '4-4-2' : '4-3-3' });
    const players = await choices(manager, '/train', 'player');
    if (players.length > 0) await ask(manager, '/train', { player: String(players[step % players.length]!.value), plan: step % 2 ? 'FIT' : 'ABL' });
    await ask(manager, '/market');
    const listed = await choices(manager, '/bid', 'player');
    if (listed.length > 0) await ask(manager, '/bid', { player: String(listed[step % listed.length]!.value), amount: 250_000 + 50_000 * step });
    await ask(manager, '/finances');
    await ask(manager, '/news');
    await ask(manager, '/league table');
    await ask(manager, '/league fixtures');
    await ask(manager, '/league results');
    // And one look at the club's ground, staff, scouting or a player, in turn.
    const look = (step + managers.indexOf(manager)) % 4;
    if (look === 0 && players.length > 0) await ask(manager, '/player', { player: String(players[0]!.value) });
    else if (look === 1) await ask(manager, '/stadium view');
    else if (look === 2) await ask(manager, '/staff list');
    else await ask(manager, '/scout view');
  }

  /** An offer made; its number, and its notice posted. */
  async function offer(from: EmulatedUser, invocation: string, values: Record<string, string | number>, required = true): Promise<string> {
    const sent = await ask(from, invocation, values);
    const offerId = /^Angebot (\d+) an /.exec(sent.content)?.[1] ?? '';
    if (required) expect(offerId, sent.content).not.toBe('');
    await harness.app.bot.poster.deliverDue();
    return offerId;
  }

  /** A manager answers an offer with its notice's button: view, accept or decline. */
  async function answerOffer(to: EmulatedUser, offerId: string, action: 'view' | 'accept' | 'decline'): Promise<void> {
    const notice = posts(emu, league.channelId).find((m) => m.content.includes(`(Angebot ${offerId})`));
    expect(notice, `the notice of offer ${offerId}`).toBeDefined();
    await press(to, notice!, `trade:${offerId}:${action}`);
    await harness.app.bot.poster.deliverDue();
  }

  /** The club's own business on some steps: a sponsor, a sale, a deal between two managers, a prediction. */
  async function business(step: number): Promise<void> {
    const [anna, ben, carla] = managers as [EmulatedUser, EmulatedUser, EmulatedUser];
    if (step === 0) for (const manager of managers) await ask(manager, '/sponsor', { years: 1 + (managers.indexOf(manager) % 2) });
    if (step === 1) {
      const own = await choices(carla, '/sell', 'player');
      await ask(carla, '/sell', { player: String(own.at(-1)!.value), mode: 'full' });
    }
    // Deals between managers: a swap accepted, a loan accepted, an offer declined and one left to expire.
    if (step === 3) {
      const [give, get] = [(await choices(anna, '/train', 'player'))[3]!, (await choices(ben, '/train', 'player'))[4]!];
      const offerId = await offer(anna, '/trade offer', { manager: ben.id, give: String(give.value), get: String(get.value), money: 60_000 });
      await answerOffer(ben, offerId, 'view');
      await answerOffer(ben, offerId, 'accept');
      await ask(anna, '/trade list');
    }
    if (step === 5) {
      let offerId: string | undefined;
      for (const player of (await choices(carla, '/train', 'player')).slice(6)) {
        offerId = await offer(ben, '/loan offer', { manager: carla.id, player: String(player.value), fee: 15_000, matches: 2 }, false);
        if (offerId) break;
      }
      await answerOffer(carla, offerId!, 'accept');
    }
    if (step === 7) {
      const get = (await choices(anna, '/train', 'player'))[7]!;
      await answerOffer(anna, await offer(ben, '/trade offer', { manager: anna.id, get: String(get.value), money: 1_000 }), 'decline');
      const wanted = (await choices(ben, '/train', 'player'))[8]!;
      await offer(carla, '/trade offer', { manager: ben.id, get: String(wanted.value), money: 2_000 });
    }
    const match = step > 0 && step % 2 === 0 ? (await choices(carla, '/predict score', 'match'))[0] : undefined;
    if (match) {
      await ask(carla, '/predict score', { match: String(match.value), home: 2, away: 1 });
      await ask(carla, '/predict mine');
    }
  }

  /** Plays the step at its deadline by the clock, as the scheduler would: the reminders two hours before, then the step. */
  async function playByTheClock(): Promise<void> {
    const { next_deadline: deadline } = await database().db.selectFrom('leagues').select('next_deadline').executeTakeFirstOrThrow();
    if (!deadline) throw new Error('the league has no deadline');
    clock.set(new Date(deadline.getTime() - 2 * HOUR + MINUTE));
    await jobs.runWeekJob();
    clock.set(new Date(deadline.getTime() + MINUTE));
    await jobs.runWeekJob();
  }

  it('GIVEN /league create language:de by German members WHEN they play the whole season with the cup THEN it reaches season 2', async () => {
    const created = await ask(admin, '/league create', {
      humans: managers.length,
      name: 'Freundesliga',
      every_hours: 24,
      cups: 'cup',
      language: 'de',
      reminders: '2',
    });
    expect(created.ephemeral).toBe(false);
    for (const manager of managers) expect((await ask(manager, '/league join')).content).toContain(' übernimmt **');
    await ask(admin, '/league start');
    await ask(managers[0]!, '/help');
    await ask(managers[1]!, '/help', { topic: 'selection' });
    await ask(managers[2]!, '/help', { topic: 'transfers' });
    await ask(managers[0]!, '/remind me', { hours: 2 });
    await ask(admin, '/league settings');
    let seen = posts(emu, league.channelId).length;
    for (let step = 0; step < 60; step++) {
      const status = await ask(admin, '/league status');
      const label = status.embeds[0]?.title ?? status.content;
      if (/Saison 2/.test(label)) break;
      steps.push(label);
      for (const manager of managers) await week(manager, step);
      await business(step);
      // Each other step one manager forgets /ready, and the reminder names him.
      for (const [n, manager] of managers.entries()) if (step % 2 === 0 || n !== step % managers.length) await ask(manager, '/ready');
      // The first steps are played by the admin, the rest at their deadline.
      if (step < 2) {
        expect((await ask(admin, '/admin advance')).ephemeral).toBe(false);
        await harness.app.bot.poster.deliverDue();
      } else await playByTheClock();
      // The week's story: a manager asks for the other match cards and for one match's dice.
      const story = posts(emu, league.channelId).slice(seen);
      seen += story.length;
      for (const post of story) {
        for (const id of buttons(post, 'news:cards:')) await press(managers[step % managers.length]!, post, id);
        const dice = buttons(post, 'news:dice:');
        if (dice.length > 0) await press(managers[(step + 1) % managers.length]!, post, dice[step % dice.length]!);
      }
    }
    expect(steps.at(-1)).toMatch(/Saisonende/);
    expect(emu.directMessages(managers[0]!).length).toBeGreaterThan(0);
    await ask(managers[1]!, '/league history');
    await ask(managers[2]!, '/cup');
  }, 900_000);

  /** What no one is moving into German yet: each line that reads as English and where it was read. */
  const used = new Set<string>();
  const unexplained = (reads: readonly Read[]) => {
    const found = new Map<string, string>();
    for (const { where, text } of reads)
      for (const line of englishIn(text)) {
        const entry = KEPT_IN_ENGLISH_BY_THE_ENGINE.find((e) => e.line.test(line));
        if (entry) used.add(entry.source);
        else if (!found.has(line)) found.set(line, where);
      }
    return [...found].map(([line, where]) => `${where} → ${line}`);
  };

  it('GIVEN the season played THEN every post in the channel and every direct message reads as German', () => {
    const channel = emu
      .channelMessages(league.channelId)
      .map((m) => ({ where: `post ${m.embeds[0]?.title ?? m.content.slice(0, 40)}`, text: messageWords(m) }));
    const direct = managers.flatMap((m) => emu.directMessages(m).map((d) => ({ where: `direct message to ${m.username}`, text: messageWords(d) })));
    expect(channel.length).toBeGreaterThan(20);
    // The channel's reminder before a deadline and the line that every manager is ready were among them.
    expect(channel.some((m) => m.text.includes('⏰') && m.text.includes('Der Stichtag für eure Anweisungen'))).toBe(true);
    expect(channel.some((m) => m.text.includes('Alle Manager sind bereit'))).toBe(true);
    expect(direct.some((m) => m.text.includes('⏰ **Freundesliga**'))).toBe(true);
    expect(unexplained([...channel, ...direct])).toEqual([]);
  });

  it('GIVEN the season played THEN every private reply reads as German', () => {
    expect(replies.length).toBeGreaterThan(200);
    expect(unexplained(replies)).toEqual([]);
    // An entry no English matched this season may be done: said, so the list can be emptied as the work comes in.
    const unused = KEPT_IN_ENGLISH_BY_THE_ENGINE.filter((e) => !used.has(e.source)).map((e) => e.source);
    if (unused.length > 0) console.info(`English no longer seen, from: ${unused.join('; ')}`);
  });
});
