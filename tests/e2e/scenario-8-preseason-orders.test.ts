import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { loadState, saveState } from '../../src/db/repositories/league-state.repository.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import type { Database } from '../../src/db/tables.js';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

/** How /squad names each plan given here in the week it is trained (form training takes three weeks). */
const planText = (plan: string, week: number): string =>
  plan === 'FRM' ? `Form training, week ${week} of 3` : plan === 'RST' ? 'Rest' : 'Fitness training';

/** Injures the first forward of the club's standing XI for three weeks, as the injuries phase would. */
async function injureForward(db: Kysely<Database>, leagueId: string, clubId: string): Promise<{ id: string; name: string }> {
  return db.transaction().execute(async (trx) => {
    const row = (await findLeague(trx, leagueId))!;
    const { state, snapshot } = await loadState(trx, leagueId, row);
    const next = structuredClone(state);
    const forward = next.players[next.clubs[clubId]!.lineup!.attack[0]!]!;
    forward.injuryWeeks = 3;
    await saveState(trx, leagueId, snapshot, next);
    return { id: forward.id, name: forward.name };
  });
}

interface Given {
  trained: { name: string; plan: string }[];
  sold: string;
}

/**
 * Issue 22: two managers give every kind of order in pre-season through the
 * real discord.js client; the pre-season is played, and in week 1 each order
 * shows in the club's own views and is what week 1 plays.
 */
describeOnEachDatabase('scenario 8: orders given in pre-season', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let jobs: Jobs;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let managers: EmulatedUser[];
  const given = new Map<string, Given>();
  const clock = testClock(new Date());

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    jobs = scheduledJobs(harness.app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    managers = [emu.addUser({ username: 'ann' }), emu.addUser({ username: 'bob' })];
    await league.openLeague(admin, managers, { name: 'Pre-season League', every_hours: 24, advance_when_ready: true });
  });

  afterEach(() => emu.assertNoViolations());

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await jobs?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN the pre-season, each manager gives every kind of order THEN each is answered privately', async () => {
    for (const manager of managers) {
      const players = await league.ownPlayers(manager);
      const answers = [
        await league.ask(manager, '/select auto', { formation: '4-3-3' }),
        await league.ask(manager, '/select tactics', { rebound: 'behind', rebound_from: 70 }),
      ];
      // The bench: players the quick path left out of the XI it shows.
      const xi = answers[0]!.embeds[0]!.description!;
      const bench = players.filter((p) => !xi.includes(p.name)).slice(-4);
      expect(bench).toHaveLength(4);
      const trained = [
        { name: bench[0]!.name, plan: 'FRM' },
        { name: bench[1]!.name, plan: 'RST' },
        { name: bench[2]!.name, plan: 'FIT' },
      ];
      for (const [i, { plan }] of trained.entries()) answers.push(await league.ask(manager, '/train', { player: bench[i]!.id, plan }));
      answers.push(
        await league.ask(manager, '/sell', { player: bench[3]!.id, mode: 'quick' }),
        await league.ask(manager, '/stadium build', { stand: 'east', tier: 1, kind: 'seating' }),
        await league.ask(manager, '/staff hire', { role: 'headCoach' }),
        await league.ask(manager, '/sponsor', { years: 2 }),
        await league.ask(manager, '/ready'),
      );
      // Every order's reply states its price or effect.
      const [, , frm, rst, fit, sell, build, hire, sponsor] = answers;
      expect(frm!.content).toMatch(/improves his form one level: 3 weeks\.$/);
      expect(rst!.content).toMatch(/he cannot get injured, week by week\.$/);
      expect(fit!.content).toMatch(/required while injured, week by week\.$/);
      expect(sell!.content).toMatch(/Asking price £[\d,]+ \(half his value\)\. .* a die roll of 4 or more, from week 1\.$/);
      expect(build!.content).toMatch(
        /Cost £700,000, paid when the week is played\. The East Stand is closed for 7 weeks: capacity [\d,]+ during the works \([\d,]+ now\), [\d,]+ after\. Balance after this week's building: £[\d,]+ \(now £[\d,]+\)\.$/,
      );
      expect(hire!.content).toMatch(/The Head Coach lets your players train for a new position\. Wage £30,000 a week/);
      expect(sponsor!.content).toMatch(/A two-year deal pays £[\d,]+ to £[\d,]+ now, .* A one-year deal would pay £[\d,]+ to £[\d,]+\.$/);
      for (const answer of answers) {
        expect(answer.ephemeral, answer.content).toBe(true);
        expect([answer.content, ...answer.embeds.map(embedText)].join('\n')).not.toMatch(/sorry|incident/i);
      }
      given.set(manager.id, { trained, sold: bench[3]!.name });
    }
    expect((await jobs.runWeekJob()).played).toHaveLength(1);
  });

  it('GIVEN the pre-season is played THEN /news tells each manager privately what it did for his club', async () => {
    for (const manager of managers) {
      const news = await league.ask(manager, '/news');
      expect(news.ephemeral).toBe(true);
      const embed = news.embeds[0]!;
      expect(embed.title).toMatch(/: news of Season 1, pre-season$/);
      expect(embed.description).toContain('🏗️ Work started on the East Stand: £700,000, closed for 7 weeks.');
      expect(embed.description).toContain('Hired: the Head Coach.');
      expect(embed.description).toMatch(/is listed for a quick sale at £[\d,]+\./);
      const money = embed.fields!.find((f) => f.name === 'Money in and out')!.value;
      expect(money).toMatch(/two\\?-year deal/);
      expect(money).toMatch(/Balance now: £[\d,]+$/);
      expect(embed.fields!.find((f) => f.name === 'Next')!.value).toMatch(/^Week 1: (at home|away) to .+$/);
    }
  });

  it('GIVEN a club option THEN autocomplete offers the managers’ clubs first and marks the AI’s', async () => {
    const choices = await emu.autocomplete(managers[0]!, '/squad', 'club', '', {}, { channelId: league.channelId });
    expect(choices.length).toBeGreaterThan(2);
    expect(choices.slice(0, 2).every((c) => !c.name.endsWith(' (AI)'))).toBe(true);
    expect(choices.slice(2).every((c) => c.name.endsWith(' (AI)'))).toBe(true);
  });

  it('GIVEN week 1 THEN every pre-season order shows in the club’s own views', async () => {
    for (const manager of managers) {
      const { trained, sold } = given.get(manager.id)!;
      const squad = embedText((await league.ask(manager, '/squad')).embeds[0]!);
      expect(squad).toContain('Standing lineup: 4-3-3');
      for (const { name, plan } of trained) expect(squad).toMatch(new RegExp(`\\*\\*${name}[*†]*\\*\\*.* · ${planText(plan, 1)}`));
      expect(squad).toMatch(new RegExp(`\\*\\*${sold}[*†]*\\*\\*.*listed £[\\d,]+ \\(quick sale\\)`));
      const staff = await league.ask(manager, '/staff list');
      expect([staff.content, ...staff.embeds.map(embedText)].join('\n')).toMatch(/head coach/i);
      const ready = await league.ask(manager, '/ready');
      const xi = ready.embeds[0]!.fields!.find((f) => f.name.startsWith('Your XI'))!;
      expect(xi.name).toBe('Your XI: 4-3-3');
      expect(xi.value).toMatch(/^GK: .+\nDefence: .+\nMidfield: .+\nAttack: .+\nTactics: Rebound when behind, from 70'$/);
    }
  });

  it('GIVEN week 1 is played THEN each club fields its pre-season XI and tactics and trains its plans', async () => {
    expect((await jobs.runWeekJob()).played).toHaveLength(1);
    const db = database().db;
    const { id } = await db.selectFrom('leagues').select('id').executeTakeFirstOrThrow();
    const week1 = (await playedSteps(db, id)).at(-1)!;
    const chosen = week1.events.filter((e) => e.type === 'lineup-chosen');
    const managed = await db.selectFrom('clubs').select('id').where('league_id', '=', id).where('manager_user_id', 'is not', null).execute();
    expect(managed).toHaveLength(2);
    for (const { id: clubId } of managed) {
      const lineup = chosen.find((e) => e.clubId === clubId);
      expect(lineup).toMatchObject({ source: 'standing', lineup: { formation: '4-3-3' } });
    }
    for (const manager of managers) {
      const squad = embedText((await league.ask(manager, '/squad')).embeds[0]!);
      expect(squad).toContain('Standing lineup: 4-3-3');
      for (const { name, plan } of given.get(manager.id)!.trained)
        expect(squad).toMatch(new RegExp(`\\*\\*${name}[*†]*\\*\\*.* · ${planText(plan, 2)}`));
    }
  });

  it('GIVEN week 2 and a forward of his XI injured THEN /ready shows his 4-3-3 with only that place filled, and week 2 plays it so', async () => {
    const db = database().db;
    const { id } = await db.selectFrom('leagues').select('id').executeTakeFirstOrThrow();
    const [ann] = managers;
    const { id: clubId } = await db
      .selectFrom('clubs')
      .select('id')
      .where('league_id', '=', id)
      .where('manager_user_id', '=', ann!.id)
      .executeTakeFirstOrThrow();
    const injured = await injureForward(db, id, clubId);
    const ready = await league.ask(ann!, '/ready');
    const fields = ready.embeds[0]!.fields!;
    expect(fields.find((f) => f.name.startsWith('Your XI'))!.name).toBe('Your XI: 4-3-3');
    const changes = fields.find((f) => f.name === 'What the AI changes for you')!.value;
    expect(changes).toMatch(new RegExp(`${injured.name} is injured: .+ plays at centre forward in his place until he is fit\\.`));
    expect(changes).not.toMatch(/cannot field/);
    await league.ask(managers[1]!, '/ready');
    expect((await jobs.runWeekJob()).played).toHaveLength(1);
    const week2 = (await playedSteps(db, id)).at(-1)!;
    const chosen = week2.events.find((e) => e.type === 'lineup-chosen' && e.clubId === clubId);
    expect(chosen).toMatchObject({ source: 'kept-formation', lineup: { formation: '4-3-3' } });
    expect(chosen).toMatchObject({ changes: expect.arrayContaining([expect.objectContaining({ outId: injured.id, reason: 'injured' })]) });
    const squad = embedText((await league.ask(ann!, '/squad')).embeds[0]!);
    expect(squad).toContain('Standing lineup: 4-3-3');
    // He is told privately what the AI changed, and why.
    const news = await league.ask(ann!, '/news');
    expect(news.ephemeral).toBe(true);
    expect(news.embeds[0]!.description).toContain('🔁 You played your 4-3-3; the AI filled the places of players who could not play:');
    expect(news.embeds[0]!.description).toMatch(new RegExp(`• ${injured.name} \\(injured\\) → .+ at centre forward`));
  });
});
