import { loadImage } from '@napi-rs/canvas';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { StoredMessage } from '../emulator/messages.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { duplicatePosts, embedText, embedTitles, messageText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

const ONE_MB = 1024 * 1024;
const DISCORD_FILE_LIMIT = 10 * ONE_MB;

/**
 * Scenario 15: the channel as a new server sees it. Two managers and the detailed engine: the join checklist and
 * /help in private, three weeks each told in one post (only the table of the division that played, each manager's
 * match with its picture), /news, and at the season's end the final tables and the league positions chart.
 */
describeOnEachDatabase('scenario 15: the channel experience', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let app: App;
  let jobs: Jobs;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  const clubs = new Map<string, string>();
  const clock = testClock(new Date());
  const channelPosts = () => posts(emu, league.channelId);
  let seen = 0;
  const freshPosts = (): StoredMessage[] => {
    const all = channelPosts();
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  };
  const bothReady = async () => {
    clock.advance(3 * 3_600_000);
    for (const manager of [ann, bob]) expect((await league.ask(manager, '/ready')).ephemeral).toBe(true);
    expect((await jobs.runWeekJob()).played).toHaveLength(1);
  };
  /** A picture as Discord would take it: a PNG or JPEG of the named size, far under the file limit, shown by its embed. */
  const expectPicture = async (message: StoredMessage, fileName: string, size: [number, number]) => {
    const file = message.attachments.find((a) => a.filename === fileName);
    expect(file, fileName).toBeDefined();
    expect(file!.data.length).toBeLessThan(ONE_MB);
    expect(file!.data.length).toBeLessThan(DISCORD_FILE_LIMIT);
    const image = await loadImage(file!.data);
    expect([image.width, image.height]).toEqual(size);
    const embed = message.embeds.find((e) => e.image?.url === `attachment://${fileName}`);
    expect(embed, `an embed shows ${fileName}`).toBeDefined();
    return embed!;
  };

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    ({ emu, app } = harness);
    jobs = scheduledJobs(app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
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

  it('GIVEN a new league THEN each manager who joins gets a private first-week checklist, and /help explains the week', async () => {
    const created = await league.ask(admin, '/league create', {
      name: 'Channel League',
      humans: 2,
      engine: 'detailed',
      every_hours: 24,
      advance_when_ready: true,
      cups: 'off',
    });
    expect(created.ephemeral).toBe(false);
    for (const manager of [ann, bob]) {
      const joined = await league.ask(manager, '/league join');
      const club = /takes charge of \*\*(.+?)\*\*/.exec(joined.content)![1]!.replace(/\\/g, '');
      clubs.set(manager.id, club);
      await emu.waitFor(() => emu.followUps(joined.interactionId).length > 0);
      const [checklist, ...more] = emu.followUps(joined.interactionId);
      expect(more).toEqual([]);
      expect(checklist!.ephemeral).toBe(true);
      expect(checklist!.embeds[0]!.title).toBe(`Your first week at ${club}`);
      expect(checklist!.embeds[0]!.description).toMatch(/`\/squad`[\s\S]*`\/select`[\s\S]*`\/ready`/);
    }
    const help = await league.ask(ann, '/help');
    expect(help.ephemeral).toBe(true);
    expect(help.embeds[0]!.fields!.map((f) => f.name)).toContain('The rules in brief');
    expect(embedText(help.embeds[0]!)).toContain('`/help topic:`');
    expect(embedText(help.embeds[0]!)).not.toContain('docs/');
    expect(embedText(help.embeds[0]!)).toContain('set when the season starts');
  });

  it("GIVEN the season started THEN /help shows the next deadline in the reader's own time, and a topic still tells its rule", async () => {
    expect((await league.ask(admin, '/league start')).ephemeral).toBe(false);
    const help = await league.ask(bob, '/help');
    const deadline = /<t:(\d+):F>/.exec(embedText(help.embeds[0]!));
    expect(deadline).not.toBeNull();
    expect(Number(deadline![1]) * 1000).toBeGreaterThan(clock.now().getTime());
    const topic = await league.ask(bob, '/help', { topic: 'training' });
    expect(topic.ephemeral).toBe(true);
    expect(topic.embeds[0]!.title).toBe('Help: Training');
  });

  it("GIVEN the pre-season played THEN it is one post, without the routine lines of every player's form", async () => {
    await bothReady();
    // Besides the note that everyone is ready: the step's one post.
    const fresh = freshPosts().filter((m) => m.embeds.length > 0);
    expect(fresh).toHaveLength(1);
    const text = fresh.map(messageText).join('\n');
    expect(text).toContain('pre-season played');
    expect(text).not.toMatch(/starts the season in|potential reached:|form assessed:|completes .* training/i);
  });

  let cardsPressed = 0;
  for (const week of [1, 2, 3]) {
    it(`GIVEN week ${week} played THEN one post tells it: only the Fourth Division's table, and each manager's match, the first with its picture and the others' a press away`, async () => {
      await bothReady();
      const fresh = freshPosts().filter((m) => m.embeds.length > 0);
      expect(fresh).toHaveLength(1);
      const titles = embedTitles(fresh);
      expect(titles.filter((t) => t.startsWith(`After week ${week}: `))).toEqual([`After week ${week}: Fourth Division`]);
      const story = fresh[0]!;
      const reports = story.embeds.filter(
        (e) => /^.+ \d+–\d+ .+$/.test(e.title ?? '') && [...clubs.values()].some((club) => e.title!.includes(club)),
      );
      for (const club of clubs.values())
        expect(
          reports.filter((r) => r.title!.includes(club)),
          club,
        ).toHaveLength(1);
      for (const report of reports) {
        // The story reads without dice: they are one press away.
        expect(report.description).not.toMatch(/\|\|\[|🎲/);
        expect(report.description).not.toMatch(/\((s|es|ies)\)/);
      }
      // The first report's match card is its own picture, its words the report: the result, then the scorers.
      const [first, ...others] = reports;
      expect(first!.image?.url).toBe('attachment://match-1.jpg');
      const card = await expectPicture(story, 'match-1.jpg', [800, 470]);
      expect(card.description).toMatch(/^.+ (beat|draw|win) .*\d+–\d+/);
      expect(card.fields!.map((f) => f.name).filter((name) => name.endsWith(' scorers'))).toHaveLength(2);
      expect(story.attachments.map((a) => a.filename)).toEqual(['match-1.jpg']);
      for (const report of others) expect(report.image, report.title).toBeUndefined();
      const cardsButton = JSON.stringify(story.components).match(/news:cards:\d+/g) ?? [];
      expect(cardsButton, 'a button for the other match cards, when there are others').toHaveLength(others.length > 0 ? 1 : 0);
      if (others.length > 0) {
        // The other cards, drawn when asked for and answered to the one who pressed alone, each with its words.
        const answer = await emu.click(story, cardsButton[0]!, { user: ann });
        expect(answer.ephemeral).toBe(true);
        const shown = answer.message!;
        expect(shown.embeds).toHaveLength(others.length);
        cardsPressed += 1;
        for (const [i, report] of others.entries()) {
          const drawn = await expectPicture(shown, `match-${i + 2}.jpg`, [800, 470]);
          const [home, away] = drawn.title!.replace('Match card: ', '').split(' v ');
          expect(report.title).toContain(home);
          expect(report.title).toContain(away);
          expect(drawn.description).toMatch(/\d+–\d+/);
        }
      }
      expect(duplicatePosts(channelPosts())).toEqual([]);
    });
  }

  it('GIVEN three weeks played THEN the two managers did not meet in all of them: the other cards were asked for', () => {
    expect(cardsPressed).toBeGreaterThan(0);
  });

  it('GIVEN a week played THEN /news tells each manager privately of his club', async () => {
    for (const manager of [ann, bob]) {
      const news = await league.ask(manager, '/news');
      expect(news.ephemeral).toBe(true);
      expect(news.embeds[0]!.title).toContain(clubs.get(manager.id)!);
    }
  });

  it('GIVEN the admin plays out the season THEN every final table is posted once, and the league positions chart is attached with its words', async () => {
    for (let step = 0; step < 12; step++) {
      expect((await league.ask(admin, '/admin advance')).ephemeral).toBeDefined();
      await app.bot.poster.deliverDue();
    }
    const fresh = freshPosts();
    const titles = embedTitles(fresh);
    expect(titles.filter((t) => t.startsWith('Final table, season 1: ')).sort()).toEqual(
      ['Premier Division', 'Second Division', 'Third Division', 'Fourth Division'].map((d) => `Final table, season 1: ${d}`).sort(),
    );
    const charts = fresh.filter((m) => m.attachments.some((a) => a.filename.startsWith('positions-')));
    expect(charts).toHaveLength(1);
    const chart = await expectPicture(charts[0]!, 'positions-4.png', [800, 500]);
    for (const club of clubs.values()) expect(chart.description!.replace(/\\/g, '')).toMatch(new RegExp(`${club}: finished \\d+(st|nd|rd|th)`));
    expect(duplicatePosts(channelPosts())).toEqual([]);
  });
});
