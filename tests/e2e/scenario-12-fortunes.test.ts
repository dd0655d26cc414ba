import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { loadState, saveState } from '../../src/db/repositories/league-state.repository.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import type { Database } from '../../src/db/tables.js';
import { BOARD, type Square } from '../../src/engine/fortunes/board.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import type { LeagueState } from '../../src/engine/model/types.js';
import { cupStepOfRow } from '../../src/league/shared/calendar-step.js';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { until } from '../support/until.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText, posts, messageText } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

/** Changes the league's stored state, as a test puts a manager on a square (scenario 8 injures a player so). */
async function editState(db: Kysely<Database>, edit: (state: LeagueState) => void): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id } = await trx.selectFrom('leagues').select('id').executeTakeFirstOrThrow();
    const { state, snapshot } = await loadState(trx, id, (await findLeague(trx, id))!);
    const next = structuredClone(state);
    edit(next);
    await saveState(trx, id, snapshot, next);
  });
}

/** A league week's step: its squares were played (a cup round after it plays none). */
const isWeek = (step: { events: EngineEvent[] }) => step.events.some((e) => e.type === 'fortune-week');

function standOn(state: LeagueState, clubId: string, square: Square): void {
  state.fortunes!.positions[clubId] = BOARD.indexOf(square);
  state.fortunes!.squares[clubId] = square;
}

/**
 * Issue 17: a Football Fortunes league through the real discord.js client. A
 * manager lands on Crisis, chooses his section and loses that player; an
 * Immunity card cancels a Selection Problem; a bankrupt manager is told, in
 * the channel, and removed from his club.
 */
describeOnEachDatabase('scenario 12: Football Fortunes', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let jobs: Jobs;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  const clubOf = new Map<string, string>();
  const clock = testClock(new Date());
  const db = () => database().db;

  const clubIdOf = async (user: EmulatedUser) =>
    (await db().selectFrom('clubs').select('id').where('manager_user_id', '=', user.id).executeTakeFirstOrThrow()).id;

  /** Both managers (or those left) ready, and the week job plays the step. */
  async function playStep(managers: EmulatedUser[]): Promise<void> {
    for (const manager of managers) await league.ask(manager, '/ready');
    expect((await jobs.runWeekJob()).played).toHaveLength(1);
  }

  /**
   * A league week, then any cup round that follows it (the league plays the Cup and Europe, as /league create does
   * unless told otherwise). The board waits through a cup round: no square, and /fortune orders refused.
   */
  async function playWeek(managers: EmulatedUser[]): Promise<void> {
    await playStep(managers);
    while (cupStepOfRow(await db().selectFrom('leagues').selectAll().executeTakeFirstOrThrow()).cupStep) {
      // Bob is asked: Ann may have just resigned bankrupt.
      const shown = await league.ask(managers.at(-1)!, '/fortune show');
      expect(shown.embeds[0]!.description).toContain('You have no square until the next week opens.');
      const refused = await league.ask(managers.at(-1)!, '/fortune crisis', { section: 'D' });
      expect(refused.ephemeral).toBe(true);
      expect(refused.content).toContain('The board waits for the next league week');
      await playStep(managers);
      cupRoundsPlayed += 1;
    }
  }
  let cupRoundsPlayed = 0;

  /**
   * The manager's /fortune show once it shows him on `square`. The test put him there behind the bot's back, so it
   * reads nothing from the bot until the bot shows the edit (with a deadline), rather than trusting the first look.
   */
  async function fortuneOn(manager: EmulatedUser, square: string): Promise<InteractionResponse> {
    let shown: InteractionResponse | undefined;
    await until(
      async () => {
        shown = await league.ask(manager, '/fortune show');
        return shown.embeds[0]?.description?.includes(`You are on **${square}**.`) ?? false;
      },
      `${manager.username}'s /fortune show on ${square}`,
      20_000,
    );
    return shown!;
  }

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    jobs = scheduledJobs(harness.app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    const clubs = await league.openLeague(admin, [ann, bob], {
      name: 'Fortunes League',
      every_hours: 24,
      advance_when_ready: true,
      fortunes: true,
      seasons: 3,
      difficulty: 3,
    });
    for (const [user, club] of clubs) clubOf.set(user, club);
  });

  afterEach(() => emu.assertNoViolations());

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await jobs?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN the league THEN its creation, /help and /league settings name the Fortunes board over a Footy Manager league, never Football Fortunes', async () => {
    const created = league.answers[0]!.content;
    expect(created).toContain('The Fortunes board is laid over this Footy Manager league: each week `/fortune show` tells you your square');
    const help = await league.ask(ann, '/help');
    const guide = [help.content, ...help.embeds.map(embedText)].join('\n');
    expect(guide).toContain('`/fortune`: your square on the Fortunes board and its choices');
    const topic = await league.ask(ann, '/help', { topic: 'fortunes' });
    expect(topic.embeds.map(embedText).join('\n')).toContain('The Fortunes board over a Footy Manager league');
    for (const answer of [created, guide, topic.embeds.map(embedText).join('\n')]) expect(answer).not.toContain('Football Fortunes');
    const settings = await league.ask(ann, '/league settings');
    expect(settings.content).toContain('The Fortunes board: on');
    expect(settings.content).toContain('Game length: 3 seasons');
    expect(settings.content).toContain('Difficulty: 3');
  });

  it('GIVEN the pre-season played THEN /fortune shows each manager his square for week 1, privately', async () => {
    await playWeek([ann, bob]);
    for (const manager of [ann, bob]) {
      const shown = await league.ask(manager, '/fortune show');
      expect(shown.ephemeral).toBe(true);
      expect(shown.embeds[0]!.title).toMatch(/: Fortunes, season 1, week 1$/);
      expect(shown.embeds[0]!.description).toMatch(/You are on \*\*.+\*\*\./);
    }
  });

  it('GIVEN Ann on Crisis who chooses her defence THEN the week sells her best defender to the bank and the channel is told', async () => {
    const annClub = await clubIdOf(ann);
    await editState(db(), (s) => standOn(s, annClub, 'crisis'));
    const shown = await fortuneOn(ann, 'Crisis');
    const losses = shown.embeds[0]!.fields!.find((f) => f.name === 'Crisis: who each section would lose')!.value;
    const defender = /^defence: (.+?) (?:CB|SB)/m.exec(losses)![1]!.replace(/\\/g, '');
    const chosen = await league.ask(ann, '/fortune crisis', { section: 'D' });
    expect(chosen.ephemeral).toBe(true);
    expect(chosen.content).toContain('your best defence specialist goes to the bank');
    await editState(db(), (s) =>
      standOn(
        s,
        Object.keys(s.fortunes!.squares).find((id) => id !== annClub)!,
        'sunday',
      ),
    );
    await playWeek([ann, bob]);
    const squad = embedText((await league.ask(ann, '/squad')).embeds[0]!);
    expect(squad).not.toContain(defender);
    const { id } = await db().selectFrom('leagues').select('id').executeTakeFirstOrThrow();
    const week1 = (await playedSteps(db(), id)).findLast(isWeek)!;
    expect(week1.events).toContainEqual(expect.objectContaining({ type: 'crisis', clubId: annClub, section: 'D', chosenBy: 'manager' }));
    const told = posts(emu, league.channelId).map(messageText).join('\n');
    expect(told).toContain(`Crisis at ${clubOf.get(ann.id)}`);
    expect(told).toContain(`${defender} (${clubOf.get(ann.id)}) sold to the bank`);
    const bank = (await league.ask(bob, '/fortune show')).embeds[0]!.fields!.find((f) => f.name.startsWith('The bank sells'))!.value;
    expect(bank).toContain(defender);
  });

  it('GIVEN Bob holding an Immunity card on Selection Problems, ordered to use it THEN a harmful problem is cancelled and the card goes back to the bank', async () => {
    const bobClub = await clubIdOf(bob);
    const annClub = await clubIdOf(ann);
    // Two rows in twelve issue a card rather than harm: Bob stands on the square until a harmful one is drawn.
    for (let attempt = 0; attempt < 8; attempt++) {
      await editState(db(), (s) => {
        standOn(s, bobClub, 'selection-problems');
        standOn(s, annClub, 'sunday');
        s.fortunes!.immunity = { bank: 5, held: { [bobClub]: 1 } };
      });
      const order = await league.ask(bob, '/fortune immunity', { use: true });
      expect(order.ephemeral).toBe(true);
      expect(order.content).toContain('Immunity card will cancel');
      await playWeek([ann, bob]);
      const { id } = await db().selectFrom('leagues').select('id').executeTakeFirstOrThrow();
      const events = (await playedSteps(db(), id)).findLast(isWeek)!.events;
      const card = events.find((e) => e.type === 'fortune-card' && e.clubId === bobClub);
      expect(card).toBeDefined();
      if (card?.type !== 'fortune-card' || card.roll > 10) continue;
      expect(card.cancelledByImmunity).toBe(true);
      expect(
        events.some(
          (e) => (e.type === 'fortune-injury' || e.type === 'fortune-player-lost' || e.type === 'fortune-retirement') && e.clubId === bobClub,
        ),
      ).toBe(false);
      const shown = (await league.ask(bob, '/fortune show')).embeds[0]!.description!;
      expect(shown).toContain('Immunity cards 0 (bank 6)');
      expect(posts(emu, league.channelId).map(messageText).join('\n')).toContain('An Immunity card cancels it.');
      return;
    }
    throw new Error('Bob drew no harmful Selection Problem in eight weeks');
  });

  it('GIVEN Ann deep in debt past her deadline THEN she is told in the channel, resigns and is removed; /league points lists her club as bankrupt', async () => {
    const annClub = await clubIdOf(ann);
    for (let week = 0; week < 2; week++) {
      await editState(db(), (s) => {
        for (const id of Object.keys(s.fortunes!.squares)) standOn(s, id, 'sunday');
        s.clubs[annClub]!.balance = -20_000_000;
      });
      await playWeek([ann, bob]);
    }
    const told = posts(emu, league.channelId).map(messageText).join('\n');
    expect(told).toMatch(new RegExp(`${clubOf.get(ann.id)} are in debt: they must clear it by week \\d+ of season 1`));
    expect(told).toContain(`💸 ${clubOf.get(ann.id)} are bankrupt`);
    const manager = await db().selectFrom('clubs').select('manager_user_id').where('id', '=', annClub).executeTakeFirstOrThrow();
    expect(manager.manager_user_id).toBeNull();
    const refused = await league.ask(ann, '/fortune show');
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).not.toMatch(/sorry|incident/i);
    const points = await league.ask(bob, '/league points');
    expect(embedText(points.embeds[0]!)).toMatch(new RegExp(`${clubOf.get(ann.id)}.*bankrupt, cannot win`));
    // The weeks above ran past the Cup's first rounds (after weeks 2 and 5): each was played, with no square rolled.
    expect(cupRoundsPlayed).toBeGreaterThan(0);
  });
});
