import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText, messageText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';

/** Common English words a German post or reply would show if a string were left untranslated (whole words, any case). */
const ENGLISH =
  /\b(the|and|with|goal|goals|wins?|beat|draw|week|season|played|table|results|scorers|keeper|shoots?|saves?|corner|penalty|after|away|home|next|deadline|round|final|from|into|points|your|bid|bids|level|reserve|formation|cards?|money|sheet|lots?|offer|kept|keep|space|luck|dummy|none|is|are)\b/i;

interface MenuOption {
  label: string;
  value: string;
  default?: boolean;
}

/** Every select menu's placeholder and options in an answer. */
function menus(answer: InteractionResponse): { customId: string; placeholder: string; options: MenuOption[] }[] {
  const rows = answer.components as { components: { custom_id: string; placeholder?: string; options?: MenuOption[] }[] }[];
  return rows.flatMap((row) => row.components).map((c) => ({ customId: c.custom_id, placeholder: c.placeholder ?? '', options: c.options ?? [] }));
}

/** All an answer shows: its content, its embeds, its menus' placeholders and options. */
function answerText(answer: InteractionResponse): string {
  const menuText = menus(answer).flatMap((m) => [m.placeholder, ...m.options.map((o) => o.label)]);
  return [answer.content, ...answer.embeds.map(embedText), ...menuText].join('\n');
}

/** The lines of a text that show a common English word; mentions, timestamps, commands and the dummies' names aside. */
function englishLines(text: string): string[] {
  const names = (line: string) =>
    line
      .replace(/<[@#&!:t][^>]*>/g, '')
      .replace(/\/[a-z]+/g, '')
      .replace(/Dummy XI \d/g, '');
  return text.split('\n').filter((line) => ENGLISH.test(names(line)));
}

/**
 * A card game created in German, its managers' Discord in German: the set-up, the opening auction and two rounds
 * played through the emulated Discord. Every post in the channel and every answer to a manager is German.
 */
describeOnEachDatabase('a card game in German', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let managers: EmulatedUser[];
  const clock = testClock(new Date());
  const answers: InteractionResponse[] = [];
  let before = 0;

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'kartengeber', permissions: ['ManageGuild'] });
    managers = ['anna', 'ben', 'carla'].map((username) => emu.addUser({ username }));
    await league.openLeague(admin, managers, { name: 'Kartenrunde', game: 'cards', seasons: 1, every_hours: 24, language: 'de' });
    before = posts(emu, league.channelId).length;
  });

  afterEach(() => emu.assertNoViolations());

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  /** A manager's command, his Discord in German. */
  async function ask(user: EmulatedUser, invocation: string, values: Record<string, string | number> = {}): Promise<InteractionResponse> {
    const answer = await emu.interact(user, invocation, values, { channelId: league.channelId, locale: 'de' });
    answers.push(answer);
    return answer;
  }

  async function choose(answer: InteractionResponse, customId: string, values: string[]): Promise<InteractionResponse> {
    const chosen = await emu.choose(answer.message!, customId, values, { locale: 'de' });
    answers.push(chosen);
    return chosen;
  }

  async function advance(): Promise<void> {
    for (const manager of managers) expect((await ask(manager, '/ready')).ephemeral).toBe(true);
    expect((await league.ask(admin, '/admin advance')).ephemeral).toBe(false);
    await harness.app.bot.poster.deliverDue();
  }

  it('GIVEN the deal THEN /hand and /keep answer in German, a hand without a picture card is refused in German', async () => {
    const settings = await league.ask(admin, '/league settings');
    expect(settings.content).toContain("Language of the channel's posts: Deutsch");
    for (const manager of managers) {
      const hand = await ask(manager, '/hand');
      expect(hand.ephemeral).toBe(true);
      expect(answerText(hand)).toContain('Stärke der Farben in dieser Saison');
      expect(answerText(hand)).toContain('20,00');
      const keep = await ask(manager, '/keep');
      const options = menus(keep)[0]!.options;
      const refused = await choose(
        keep,
        'keep:cards',
        options.filter((o) => !o.label.includes('System')).map((o) => o.value),
      );
      expect(refused.content).toContain('Bildkarte');
      const kept = options.filter((o) => o.label.includes('System') || !/Stärke 1 /.test(o.label)).map((o) => o.value);
      expect((await choose(keep, 'keep:cards', kept)).content).toMatch(/^Du behältst .+\. Bis zum Stichtag/);
    }
    await advance();
  });

  it('GIVEN the opening auction THEN /auction and /play answer in German, and their refusals too', async () => {
    const [anna, ben] = managers;
    const show = await ask(anna!, '/auction show');
    expect(answerText(show)).toContain('Deine Gebote (verdeckt)');
    const lots = await emu.autocomplete(anna!, '/auction bid', 'lot', '', {}, { channelId: league.channelId, locale: 'de' });
    const bid = await ask(anna!, '/auction bid', { lot: String(lots[0]!.value), amount: 1.5 });
    expect(answerText(bid)).toMatch(/Gebot für .+ gespeichert\./);
    const greedy = await ask(ben!, '/auction bid', { lot: String(lots[1]!.value), amount: 20.01 });
    expect(greedy.content).toContain('Deine Gebote ergeben zusammen 20,01');
    const play = await ask(anna!, '/play');
    expect(answerText(play)).toContain('System und Torwart');
    const saved = await choose(play, 'play:place:0', ['reserve']);
    expect(saved.content).toMatch(/^Aufstellung gespeichert/);
    const stranger = await ask(anna!, '/play', { tactic: 'KS', places: '6H 8C 9D -' });
    expect(stranger.content).toMatch(/nicht auf deiner Hand|keine Bildkarte/);
    await advance();
  });

  it('GIVEN two rounds THEN every match, result, auction and table is posted in German, and the views answer in German', async () => {
    await advance();
    await advance();
    const news = await ask(managers[0]!, '/news');
    expect(answerText(news)).toContain('Geld jetzt');
    expect(answerText(await ask(managers[1]!, '/league table'))).toContain('Tabelle, Saison 1');
    expect(answerText(await ask(managers[1]!, '/league results'))).toContain('Ergebnisse');
    expect(answerText(await ask(managers[2]!, '/cup'))).toContain('Pokal');
    expect(answerText(await ask(managers[2]!, '/league points'))).toContain('Titelpunkte');

    const texts = posts(emu, league.channelId).slice(before).map(messageText);
    const all = texts.join('\n');
    for (const word of ['Anpfiff', 'Endstand', 'Glückskarte', 'im Angebot', 'Tabelle', 'Verdeckte Gebote', 'System']) expect(all).toContain(word);
    expect(texts.flatMap(englishLines)).toEqual([]);
    expect(answers.map(answerText).flatMap(englishLines)).toEqual([]);
  }, 300_000);
});
