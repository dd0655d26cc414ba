import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { BOARD } from '../../src/engine/fortunes/board.js';
import type { EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase } from '../support/db.js';
import { embedText, messageText, posts } from './support/channel.js';
import { closeFortunesGame, editFortunesGame, openFortunesGame, type FortunesGameTable } from './support/fortunes-game-table.js';

/** Common English words a German post or reply would show if a string were left untranslated (whole words, any case). */
const ENGLISH =
  /\b(the|and|with|goal|goals|wins?|beat|draw|week|season|played|table|results|scorers|keeper|shoots?|saves?|corner|penalty|after|away|home|next|deadline|round|final|from|into|points|your|you|auction|crisis|cash|cards?|turn|square|bid|sold|sell)\b/i;

/** Intl parts a sum from its "£" by a no-break space; the tests write a plain one. */
const plain = (t: string) => t.replace(/\u00a0/g, ' ');
const text = (answer: InteractionResponse) => plain([answer.content, ...answer.embeds.map(embedText)].join('\n'));

/** The lines of a text that read as English; Discord's mentions and timestamps aside, and the commands' own names. */
function englishLines(texts: readonly string[]): string[] {
  return texts.flatMap((t) =>
    t.split('\n').filter((line) => ENGLISH.test(line.replace(/<[@#&!:t][^>]*>/g, '').replace(/`[^`]*`|\/[a-z_]+(?: [a-z_]+(?::[A-Za-z]+)?)?/g, ''))),
  );
}

/**
 * A game of Football Fortunes created in German: its managers' Discord speaks German too. Several turns are played
 * through the emulated Discord, on the squares that ask for choices (a Crisis, an auction, Bank Finance, a Selection
 * Problem met with an Immunity card), and every post in the channel and every answer the managers get is German.
 */
describeOnEachDatabase('a game of Football Fortunes in German', (database) => {
  let table: FortunesGameTable;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let firstPost = 0;
  const replies: string[] = [];

  /** A manager's command from a German Discord; every answer is kept for the check of its language. */
  const ask = async (user: EmulatedUser, invocation: string, values: Record<string, string | number | boolean> = {}) => {
    const answer = await table.emu.interact(user, invocation, values, { channelId: table.league.channelId, locale: 'de' });
    replies.push(text(answer));
    return answer;
  };
  const playTurn = async () => {
    for (const manager of [ann, bob]) expect((await ask(manager, '/ready')).ephemeral).toBe(true);
    expect((await table.jobs.runWeekJob()).played).toHaveLength(1);
  };
  const turnTexts = () =>
    posts(table.emu, table.league.channelId)
      .slice(firstPost)
      .map((m) => plain(messageText(m)));

  beforeAll(async () => {
    table = await openFortunesGame(database().db, { name: 'Brettliga', managers: ['anna', 'bert'], seasons: 2, language: 'de' });
    [ann, bob] = table.managers as [EmulatedUser, EmulatedUser];
    firstPost = posts(table.emu, table.league.channelId).length;
    await editFortunesGame(table, ({ game }) => {
      for (const manager of Object.values(game.managers)) manager.cash = 1_000_000;
    });
  });

  afterEach(() => table.emu.assertNoViolations());

  afterAll(async () => {
    await closeFortunesGame(table);
  });

  it('GIVEN /league create game:fortunes language:de THEN the league keeps German as its language and answers in it', async () => {
    const league = await table.db.selectFrom('leagues').select('settings').executeTakeFirstOrThrow();
    expect((league.settings as { language?: string }).language).toBe('de');
    // The answer to /league create is told to the channel, so in the league's language, with the game's introduction.
    const created = table.emu.channelMessages(table.league.channelId).find((m) => m.content.includes('eine Partie Football Fortunes'));
    expect(created).toBeDefined();
    const opening = plain(messageText(created!));
    expect(opening).toContain('So wird gespielt');
    expect(englishLines([opening])).toEqual([]);
  });

  it('GIVEN Anna on Crisis and Bert on an Auction THEN /fortune show, the button, the bid and the turn post are German', async () => {
    let lotId = '';
    await editFortunesGame(table, ({ game }, clubOf) => {
      game.managers[clubOf(ann)]!.position = BOARD.indexOf('crisis');
      game.pending[clubOf(ann)] = { square: 'crisis', draws: [] };
      const lot = game.auctionFile.shift()!;
      lotId = lot.id;
      game.managers[clubOf(bob)]!.position = BOARD.indexOf('auction');
      game.pending[clubOf(bob)] = { square: 'auction', draws: [], lot };
    });
    const shown = await ask(ann, '/fortune show');
    expect(shown.ephemeral).toBe(true);
    expect(text(shown)).toContain('Du stehst auf **Krise**');
    expect(text(shown)).toContain('Kasse');
    const clicked = await table.emu.click(shown, 'fortune:fg:crisis:D', { locale: 'de' });
    replies.push(text(clicked));
    expect(plain(clicked.content)).toBe(
      'In der Krise zahlst du in diesem Zug 50.000 £ Strafe, und dein bester Abwehrspieler geht für ¾ seines Werts an die Bank.',
    );

    const lot = await ask(bob, '/fortune show');
    expect(text(lot)).toContain('Auf deinem Feld unter dem Hammer');
    const choices = await table.emu.autocomplete(bob, '/fortune bid', 'player', '', {}, { channelId: table.league.channelId, locale: 'de' });
    expect(choices.find((c) => c.value === lotId)?.name).toContain('Auktion');
    const bid = await ask(bob, '/fortune bid', { player: lotId, amount: 70_000 });
    expect(plain(bid.content)).toBe(`Dein verdecktes Gebot von 70.000 £ für \`${lotId}\` steht, bis der Zug gespielt wird.`);
    const low = await ask(bob, '/fortune bid', { player: lotId, amount: 100 });
    expect(plain(low.content)).toBe('Ein Gebot ist ein ganzer Pfundbetrag, mindestens 5.000 £.');
    const notCrisis = await ask(bob, '/fortune crisis', { section: 'A' });
    expect(notCrisis.content).toMatch(/Du stehst in diesem Zug nicht auf Krise/);

    await playTurn();
    const post = turnTexts().at(-1)!;
    expect(post).toContain('Auf dem Fortunes-Brett');
    expect(post).toContain('steckt in der Krise: 50.000 £ Strafe');
    expect(post).toMatch(/kauft [GDMAU]\d auf der Auktion für 70\.000 £/);
  });

  it('GIVEN Anna holding an Immunity card and shown a harmful Selection Problem, and Bert on Bank Finance THEN their choices and answers are German', async () => {
    let sold = '';
    await editFortunesGame(table, ({ game }, clubOf) => {
      game.managers[clubOf(ann)]!.immunity = 1;
      game.immunityBank -= 1;
      game.managers[clubOf(ann)]!.position = BOARD.indexOf('selection-problems');
      game.pending[clubOf(ann)] = { square: 'selection-problems', draws: [{ table: 'selection-problems', roll: 3 }] };
      game.managers[clubOf(bob)]!.position = BOARD.indexOf('bank-finance');
      game.pending[clubOf(bob)] = { square: 'bank-finance', draws: [] };
      sold = [...game.managers[clubOf(bob)]!.squad].sort((a, b) => a.stars - b.stars)[0]!.id;
    });
    const shown = await ask(ann, '/fortune show');
    expect(text(shown)).toContain('Deine Aufstellungssorge: Der beste Abwehrspieler hört mit dem Fußball auf.');
    const used = await table.emu.click(shown, 'fortune:fg:immunity:use', { locale: 'de' });
    replies.push(text(used));
    expect(used.content).toBe('Deine Immunitätskarte hebt die Aufstellungssorge auf, die dir gezeigt wird.');

    const bank = await ask(bob, '/fortune show');
    expect(text(bank)).toContain('Bankfinanzierung');
    const sale = await ask(bob, '/fortune bank_sell', { player: sold });
    expect(plain(sale.content)).toMatch(new RegExp(`^\`${sold}\` geht für [\\d.]+ £ an die Bank, wenn der Zug gespielt wird\\.$`));
    replies.push(text(await ask(ann, '/squad')));
    expect(replies.at(-1)).toContain('deine Karten');

    await playTurn();
    const post = turnTexts().at(-1)!;
    expect(post).toContain('zieht eine Aufstellungssorge: Der beste Abwehrspieler hört mit dem Fußball auf. Eine Immunitätskarte hebt sie auf.');
    expect(post).toMatch(new RegExp(`verkauft ${sold.split('-')[0]} für [\\d.]+ £ an die Bank`));
  });

  it('GIVEN more turns played THEN every post in the channel and every answer the managers got is German', async () => {
    for (let turn = 0; turn < 4; turn++) {
      replies.push(text(await ask(ann, '/fortune show')));
      await playTurn();
    }
    for (const view of ['/league points', '/league table', '/league fixtures', '/league results', '/league history', '/cup']) {
      replies.push(text(await ask(bob, view)));
    }
    expect(replies.at(-1)).toContain('FA-Pokal');
    const texts = turnTexts();
    expect(texts.filter((t) => t.includes('Auf dem Fortunes-Brett')).length).toBeGreaterThanOrEqual(6);
    expect(texts.some((t) => t.includes('Zehnertabelle'))).toBe(true);
    expect(texts.some((t) => t.includes('Die Würfel für den kommenden Zug'))).toBe(true);
    expect(englishLines(texts)).toEqual([]);
    expect(englishLines(replies)).toEqual([]);
  }, 300_000);
});
