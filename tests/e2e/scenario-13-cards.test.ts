import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { loadCardsState } from '../../src/db/repositories/cards.repository.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import { isPicture } from '../../src/engine/cards/cards.js';
import { keepPrice } from '../../src/engine/cards/prices.js';
import { FIRST_SEASON_ORDER } from '../../src/engine/cards/suit-levels.js';
import type { CardsEvent } from '../../src/engine/cards/events.js';
import type { CardsLeague } from '../../src/league/shared/cards-league.js';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText, messageText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

interface MenuOption {
  label: string;
  value: string;
  default?: boolean;
}

/** The options of the select menu `customId` in an answer. */
function menuOptions(answer: InteractionResponse, customId: string): MenuOption[] {
  const rows = answer.components as { components: { custom_id: string; options?: MenuOption[] }[] }[];
  const menu = rows.flatMap((row) => row.components).find((c) => c.custom_id === customId);
  if (!menu) throw new Error(`no menu ${customId}`);
  return menu.options ?? [];
}

const text = (answer: InteractionResponse) => [answer.content, ...answer.embeds.map(embedText)].join('\n');

/** "9♥" for 9H, "10♠" for TS: how the bot shows a card. */
function label(card: string): string {
  const suits: Record<string, string> = { H: '♥', C: '♣', D: '♦', S: '♠' };
  return `${card[0] === 'T' ? '10' : card[0]}${suits[card[1]!]}`;
}

/**
 * Issue 18: a cards league of three managers through the real discord.js client. They keep cards with the /keep
 * menu, bid at the opening auction and set a sheet with the /play menus; set-up and two rounds are played, the
 * channel sees both sheets, the duels, the luck draws and the score of each match and the lots after each round,
 * and never a hand.
 */
describeOnEachDatabase('scenario 13: a cards league', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let jobs: Jobs;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let managers: EmulatedUser[];
  const clock = testClock(new Date());

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    jobs = scheduledJobs(harness.app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'dealer', permissions: ['ManageGuild'] });
    managers = [emu.addUser({ username: 'ann' }), emu.addUser({ username: 'bob' }), emu.addUser({ username: 'cat' })];
    await league.openLeague(admin, managers, { name: 'Card School', game: 'cards', seasons: 2, every_hours: 24, advance_when_ready: true });
  });

  afterEach(() => emu.assertNoViolations());

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await jobs?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  async function allReadyAndPlay(): Promise<void> {
    for (const manager of managers) {
      const ready = await league.ask(manager, '/ready');
      expect(ready.ephemeral, ready.content).toBe(true);
    }
    expect((await jobs.runWeekJob()).played).toHaveLength(1);
  }

  it('GIVEN the deal THEN /hand shows each manager his eight cards privately, and /keep keeps what he picks in its menu', async () => {
    for (const manager of managers) {
      const hand = await league.ask(manager, '/hand');
      expect(hand.ephemeral).toBe(true);
      expect(hand.embeds[0]!.title).toMatch(/: your hand$/);
      expect(text(hand)).toContain('£20.00');
      expect(text(hand)).toMatch(/Suit levels this season\n♥ hearts 4, ♣ clubs 3, ♦ diamonds 2, ♠ spades 1/);
      const keep = await league.ask(manager, '/keep');
      expect(keep.ephemeral).toBe(true);
      const options = menuOptions(keep, 'keep:cards');
      expect(options).toHaveLength(8);
      // A hand without its picture card is refused, in a sentence, and nothing is kept.
      const noPicture = options.filter((o) => !o.label.includes('formation')).map((o) => o.value);
      const refused = await emu.choose(keep.message!, 'keep:cards', noPicture);
      expect(refused.ephemeral).toBe(true);
      expect(refused.content).toMatch(/Keep at least one picture card/);
      const kept = options.filter((o) => o.label.includes('formation') || !/level 1 /.test(o.label)).map((o) => o.value);
      const saved = await emu.choose(keep.message!, 'keep:cards', kept);
      expect(saved.content).toBe(`Keeping ${kept.map(label).join(' ')}. Change it until the deadline.`);
    }
    await allReadyAndPlay();
  });

  it('GIVEN the opening auction THEN the lots are posted, a bid is taken, one above his money refused, and /play sets the sheet with its menus', async () => {
    const lotsPost = posts(emu, league.channelId).at(-1)!;
    expect(messageText(lotsPost)).toMatch(/Card School: on offer\nThe opening auction: a lot for each manager\./);
    const [ann, bob] = managers;
    const show = await league.ask(ann!, '/auction show');
    expect(show.ephemeral).toBe(true);
    // The money shown for bids is what is left after the bill for his kept cards, paid when the auction closes.
    const { id: leagueId } = await database().db.selectFrom('leagues').select('id').executeTakeFirstOrThrow();
    const annHand = ((await loadCardsState(database().db, leagueId)) as CardsLeague).game.managers['hand-1']!;
    const bill = annHand.unpaid.reduce((sum, card) => sum + keepPrice(card, FIRST_SEASON_ORDER), 0);
    expect(bill).toBeGreaterThan(0);
    const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;
    expect(text(show)).toContain(`${money(Math.max(0, 2000 - bill))} for bids: £20.00 less the ${money(bill)} bill for your kept cards`);
    const lots = await emu.autocomplete(ann!, '/auction bid', 'lot', '', {}, { channelId: league.channelId });
    expect(lots).toHaveLength(3);
    const bid = await league.ask(ann!, '/auction bid', { lot: String(lots[0]!.value), amount: 2.5 });
    expect(bid.ephemeral).toBe(true);
    expect(text(bid)).toContain(`${label(String(lots[0]!.value))}: £2.50`);
    const greedy = await league.ask(bob!, '/auction bid', { lot: String(lots[1]!.value), amount: 20.01 });
    expect(greedy.ephemeral).toBe(true);
    expect(greedy.content).toMatch(/Your bids add up to £20\.01 but you have £20\.00/);
    expect(text(await league.ask(bob!, '/auction show'))).toMatch(/Your bids \(sealed\)\nnone/);

    const play = await league.ask(ann!, '/play');
    expect(play.ephemeral).toBe(true);
    expect(play.components).toHaveLength(5);
    const head = menuOptions(play, 'play:head');
    expect(head.some((o) => o.label.startsWith('Formation '))).toBe(true);
    const place = menuOptions(play, 'play:place:0');
    // The reserve is always offered: first when it stands there already, else last (the cards by level come first).
    const standing = place.find((o) => o.default);
    expect((standing?.value === 'reserve' ? place[0] : place.at(-1))!.label).toMatch(/Reserve · level 0$/);
    const changed = await emu.choose(play.message!, 'play:place:0', ['reserve']);
    expect(changed.content).toBe('Team sheet saved: it stands until you change it.');
    expect(changed.embeds[0]!.description!.split('\n')[1]).toMatch(/_reserve_ — level 0$/);
    // The first menu holds the formations and the keepers: a reserve in goal is always offered.
    expect(head.at(-1)!.label).toBe('Keeper Reserve · level 0');
    const keeper = await emu.choose(changed.message!, 'play:head', ['keeper:reserve']);
    expect(keeper.content).toBe('Team sheet saved: it stands until you change it.');
    expect(keeper.embeds[0]!.description!.split('\n')[0]).toBe('` 1 goal    ` _reserve_ — level 0');
    // A sheet naming a card he does not hold is refused privately.
    const stranger = await league.ask(ann!, '/play', { tactic: 'KS', places: '6H 8C 9D -' });
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.content).toMatch(/not in your hand/);
    await allReadyAndPlay();
  });

  it('GIVEN two rounds THEN each match posts both sheets, the duels, the luck draws and the score, and the lots follow each round', async () => {
    const before = posts(emu, league.channelId).length;
    await allReadyAndPlay();
    await allReadyAndPlay();
    const told = () => {
      const fresh = posts(emu, league.channelId).slice(before);
      const matches = fresh.filter((m) => /^(League|Cup) round \d+: /.test(m.embeds[0]?.title ?? ''));
      const dummies = fresh.flatMap((m) => (m.embeds[0]?.description ?? '').match(/^\*\*The dummies' matches:\*\* .+$/gm) ?? []);
      return { fresh, matches, dummyMatches: dummies.flatMap((line) => line.split(' · ')) };
    };
    // The posts go out after the week job's pass, each in its own time: wait until both rounds' posts have arrived.
    const arrived = () =>
      told().matches.length + told().dummyMatches.length >= 6 &&
      told().fresh.filter((m) => m.embeds[0]?.title === 'Card School: on offer').length >= 2;
    await emu
      .waitFor(arrived, {
        timeoutMs: 30_000,
        description: 'both rounds posted',
      })
      .catch(() => undefined);
    const { fresh, matches, dummyMatches } = told();
    // Six matches in two rounds: each with a manager's sheet as its own post, one between two dummies as a line.
    expect(matches.length + dummyMatches.length).toBe(6);
    for (const line of dummyMatches) expect(line).toMatch(/Dummy XI \d \d+–\d+ Dummy XI \d/);
    for (const match of matches) {
      const embed = match.embeds[0]!;
      expect(embed.fields).toHaveLength(2);
      for (const field of embed.fields!) expect(field.value).toMatch(/^(Formation|Dummy: )/);
      expect(embed.description).toMatch(/^Kick-off: .+ 0, .+ −2 \(the away side starts two goals down\)\.\n/);
      expect(embed.description).toMatch(/\n.+'s \S+ \(level \d+\)( in \w+)? (beats|is unmarked|and) .+ → \S+ v \S+\n/);
      expect(embed.description).toMatch(/\n.+ (drew .+ for luck: .+|draw no luck card \(a dummy\)\.) → \S+ v \S+\n/);
      expect(embed.description).toMatch(/\n\*\*Final score\*\* .+ \d+–\d+ .+: .+ ended on .+; .+ ended on .+\./);
      // The picture of both grids goes with the post, its text equivalent in its own embed.
      expect(match.attachments.map((a) => a.filename)).toEqual(['sheets.png']);
      expect(match.embeds[1]!.title).toMatch(/^Team sheets: .+ v .+$/);
    }
    expect(fresh.filter((m) => m.embeds[0]?.title === 'Card School: on offer')).toHaveLength(2);
    const table = await league.ask(managers[0]!, '/league table');
    expect(text(table)).toMatch(/Card School: table, season 1/);
    expect(text(table)).toMatch(/Ace Athletic +2 /);
    const cup = await league.ask(managers[0]!, '/cup');
    expect(text(cup)).toMatch(/the cup, season 1/);
    const results = await league.ask(managers[1]!, '/league results');
    expect(text(results).match(/^L[12]: .+ \d+–\d+ .+$/gm)).toHaveLength(6);
    expect(text(await league.ask(managers[1]!, '/league fixtures'))).toMatch(/: (League|Cup) round \d+, season 1\n.+ v .+/);
    expect(text(await league.ask(managers[1]!, '/league history'))).toMatch(
      /No season finished yet\.\n\nTrophy points: Ace Athletic 0, Royal Flush 0, Full House 0\nSeason 1 of 2\./,
    );
    // Football's commands are not this league's.
    const squad = await league.ask(managers[2]!, '/squad');
    expect(squad.ephemeral).toBe(true);
    expect(squad.content).toBe('This is a cards league: /squad belongs to football leagues.');
    expect(await emu.autocomplete(managers[2]!, '/train', 'player', '', {}, { channelId: league.channelId })).toEqual([]);
  });

  it('GIVEN the posts so far THEN no hand was shown: a kept card never played nor sold appears in none of them', async () => {
    const { id } = await database().db.selectFrom('leagues').select('id').executeTakeFirstOrThrow();
    const events = (await playedSteps(database().db, id)).flatMap((s) => s.events as unknown as CardsEvent[]);
    const shown = new Set<string>();
    for (const e of events) {
      if (e.type === 'match')
        for (const sheet of [e.homeSheet, e.awaySheet])
          for (const card of sheet ? [sheet.tactic, sheet.keeper, ...sheet.places] : []) if (card) shown.add(card);
      if (e.type === 'lots-offered') for (const card of e.lots) shown.add(card);
      if (e.type === 'match') for (const card of [e.homeLuck, e.awayLuck]) if (card) shown.add(card);
      // A dummy's drawn card, and the formation it stands for (9♣ plays as K♣), are the dummy's, not a hand's.
      if (e.type === 'dummy-formation') for (const card of [e.drawnCard, e.tactic]) shown.add(card);
      if (e.type === 'lot-sold') for (const card of e.cards) shown.add(card);
    }
    const channel = posts(emu, league.channelId).map(messageText).join('\n');
    // The league's seed is drawn anew each run: now and then every card the hands hold has been shown by this
    // round (played, or bought at auction), and there is nothing hidden to look for; the hands are still read.
    for (const manager of managers) {
      const hand = (await league.ask(manager, '/hand')).embeds[0]!.description!;
      const cards = [...(hand.split('\n')[0] ?? '').matchAll(/(10|[A2-9JQK])([♥♣♦♠])/g)].map(
        (m) => `${m[1] === '10' ? 'T' : m[1]}${{ '♥': 'H', '♣': 'C', '♦': 'D', '♠': 'S' }[m[2]!]}`,
      );
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards.filter((c) => !shown.has(c))) expect(channel).not.toContain(label(card));
    }
  });

  it('GIVEN /trade offer of cards THEN a card not in his hand is refused, Bob is told without the terms, accepts with the button, and the next round carries it out', async () => {
    const db = database().db;
    const { id } = await db.selectFrom('leagues').select('id').executeTakeFirstOrThrow();
    const game = ((await loadCardsState(db, id)) as CardsLeague).game;
    const [ann, bob] = [managers[0]!, managers[1]!];
    // The hands are dealt anew each run: a number card where he holds one, else a picture he can spare (he keeps one).
    const spare = (hand: readonly string[]) => hand.find((c) => !isPicture(c)) ?? hand.find(() => hand.filter(isPicture).length > 1)!;
    const give = spare(game.managers['hand-1']!.hand);
    const get = spare(game.managers['hand-2']!.hand);
    const notHeld = game.managers['hand-2']!.hand.find((c) => c !== get)!;
    // give: offers his own cards, not football players; get: nothing, a rival's hand being private.
    const gives = await emu.autocomplete(ann, '/trade offer', 'give', '', {}, { channelId: league.channelId });
    expect(gives.map((c) => c.value).sort()).toEqual([...game.managers['hand-1']!.hand].sort());
    expect(await emu.autocomplete(ann, '/trade offer', 'get', '', {}, { channelId: league.channelId })).toEqual([]);
    const refused = await league.ask(ann, '/trade offer', { manager: bob.id, give: notHeld });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain(`${notHeld} is not in your hand.`);

    const sent = await league.ask(ann, '/trade offer', { manager: bob.id, give: give.toLowerCase(), get, money: 1 });
    expect(sent.ephemeral).toBe(true);
    const offerId = /Offer (\d+)/.exec(sent.content)?.[1] ?? '';
    expect(offerId).not.toBe('');
    await harness.app.bot.poster.deliverDue();
    await harness.app.bot.poster.deliverDue();
    const notice = emu.channelMessages(league.channelId).find((m) => m.content.includes(`(offer ${offerId})`))!;
    expect(notice.content).toContain('has a trade offer from **Ace Athletic**');
    expect(notice.content).not.toContain(label(give));
    expect(notice.content).not.toContain(label(get));
    const view = await emu.click(notice, `trade:${offerId}:view`, { user: bob });
    expect(view.ephemeral).toBe(true);
    expect(text(view)).toContain(`Ace Athletic gives: ${label(give)}`);
    expect(text(view)).toContain('Ace Athletic pays £1.00.');
    const accepted = await emu.click(notice, `trade:${offerId}:accept`, { user: bob });
    expect(accepted.ephemeral).toBe(true);
    expect(accepted.content).toMatch(/You accepted offer/);

    await allReadyAndPlay();
    const after = ((await loadCardsState(db, id)) as CardsLeague).game;
    expect(after.managers['hand-1']!.hand).toContain(get);
    expect(after.managers['hand-2']!.hand).toContain(give);
    expect(posts(emu, league.channelId).map(messageText).join('\n')).toContain('Ace Athletic and Royal Flush traded.');
  });

  it('GIVEN /league create game:cards with a cups option THEN it is refused privately: the card game plays its own cup', async () => {
    const refused = await league.ask(admin, '/league create', { name: 'Card Cups', game: 'cards', cups: 'cup' });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain('The cups option belongs to football leagues');
  });
});
