import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';

type Values = Record<string, string | number | boolean>;

/** Words any English reply is made of, which no German one should still hold. */
const ENGLISH = /\b(the|your|when|played|week|is|with|for|of|and|Ordered|Hiring|Transfer list|Page|staff|ground|news)\b/;

/** All of an answer a reader sees: its text, its embeds and its buttons' labels. */
function shown(answer: InteractionResponse): string {
  const labels = (answer.components as { components?: { label?: string }[] }[]).flatMap((row) => (row.components ?? []).map((c) => c.label ?? ''));
  return [answer.content, ...answer.embeds.map(embedText), ...labels].join('\n');
}

/**
 * The orders' and views' private answers follow the reader's Discord language: a manager whose Discord speaks German
 * reads /sponsor, /staff, /sell, /unlist, /market, /player, /news, /scout and /stadium in German, refusals included,
 * and one whose Discord speaks English reads them as they always were.
 */
describeOnEachDatabase('the orders’ answers in the reader’s language', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  const clock = testClock(new Date());

  /** The command asked from a Discord in `locale`: 'de' or 'en-GB'. */
  const ask = (user: EmulatedUser, invocation: string, values: Values, locale: string) =>
    emu.interact(user, invocation, values, { channelId: league.channelId, locale });
  const german = (answer: InteractionResponse) => {
    expect(answer.ephemeral).toBe(true);
    expect(shown(answer)).not.toMatch(ENGLISH);
    return shown(answer);
  };
  const english = (answer: InteractionResponse) => {
    expect(answer.ephemeral).toBe(true);
    return shown(answer);
  };

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    await league.openLeague(admin, [ann, bob], { name: 'Language League', every_hours: 24 });
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN pre-season THEN /sponsor answers in German with its money the German way, and in English as before', async () => {
    const de = german(await ask(ann, '/sponsor', { years: 2 }, 'de'));
    expect(de).toMatch(/^Ein Zweijahresvertrag mit einem Sponsor ist gewählt; unterschrieben wird, sobald die Saisonvorbereitung gespielt ist\./);
    expect(de).toMatch(/Ein Zweijahresvertrag bringt jetzt [\d.]+\u00a0£/);
    const en = english(await ask(bob, '/sponsor', { years: 1 }, 'en-GB'));
    expect(en).toMatch(/^A one-year deal with a sponsor is chosen; it is signed when pre-season is played\.\nA one-year deal pays £[\d,]+/);
  });

  it('GIVEN /staff THEN the hire and the backroom read in the reader’s language', async () => {
    const de = german(await ask(ann, '/staff hire', { role: 'chiefScout' }, 'de'));
    expect(de).toContain('Der Chefscout wird eingestellt, sobald die Woche gespielt ist.');
    expect(de).toContain('Gehalt');
    expect(de).toContain('Betreuerstab');
    expect(de).toContain('Diese Woche in Auftrag\nChefscout einstellen');
    const en = english(await ask(ann, '/staff list', {}, 'en-GB'));
    expect(en).toContain(': staff');
    expect(en).toContain('Ordered this week\nhire Chief Scout');
  });

  it('GIVEN /sell and /unlist THEN each answers in the reader’s language', async () => {
    const [own] = await league.ownPlayers(ann, '/sell');
    const sold = german(await ask(ann, '/sell', { player: own!.id, mode: 'quick' }, 'de'));
    expect(sold).toMatch(
      /kommt für einen Schnellverkauf auf die Transferliste, sobald die Woche gespielt ist\.\nAblöseforderung [\d.]+\u00a0£ \(sein halber Marktwert\)/,
    );
    const unlisted = german(await ask(ann, '/unlist', { player: own!.id }, 'de'));
    expect(unlisted).toMatch(/kommt von der Transferliste, sobald die Woche gespielt ist\.$/);
    const en = english(await ask(ann, '/sell', { player: own!.id, mode: 'full' }, 'en-GB'));
    expect(en).toMatch(/will be listed for a full sale when the week is played\.\nAsking price £[\d,]+ \(his full value\)/);
    expect(english(await ask(ann, '/unlist', { player: own!.id }, 'en-GB'))).toMatch(/comes off the transfer list when the week is played\.$/);
  });

  it('GIVEN /market THEN the list, its footer and its buttons read in the reader’s language, and a page turned stays in it', async () => {
    const de = await ask(ann, '/market', {}, 'de');
    const text = german(de);
    expect(text).toContain('Transferliste');
    expect(text).toMatch(/Seite 1 von \d+ · bieten mit \/bieten · Stärke 5–10/);
    expect(text).toContain('Zurück\nWeiter');
    const en = english(await ask(ann, '/market', {}, 'en-GB'));
    expect(en).toContain('Transfer list\n**');
    expect(en).toMatch(/Page 1 of \d+ · bid with \/bid/);
    expect(en).toContain('Previous\nNext');
    if (/Seite 1 von 1 /.test(text)) return;
    const turned = await emu.click(de, 'market:page:1', { user: ann, locale: 'de' });
    expect(shown(turned)).toMatch(/Seite 2 von \d+/);
  });

  it('GIVEN /player THEN the profile’s fields read in the reader’s language', async () => {
    const [own] = await league.ownPlayers(ann, '/sell');
    const de = german(await ask(ann, '/player', { player: own!.id }, 'de'));
    for (const word of ['Verein', 'Positionen', 'Stärke', 'Alter', 'Marktwert', 'Diese Saison', 'Training']) expect(de).toContain(word);
    const en = english(await ask(ann, '/player', { player: own!.id }, 'en-GB'));
    for (const word of ['Club', 'Positions', 'Ability', 'Age', 'Value', 'This season', 'Training']) expect(en).toContain(word);
  });

  it('GIVEN the pre-season played THEN /news tells it in the reader’s language', async () => {
    expect((await league.ask(admin, '/admin advance')).content).not.toMatch(/not|cannot/i);
    await harness.app.bot.poster.deliverDue();
    const answer = await ask(ann, '/news', {}, 'de');
    const de = english(answer);
    // The ledger lines keep the engine's own English detail, as /finances shows them: the rest is German.
    const [news] = answer.embeds;
    expect(`${news!.title}\n${news!.description}\n${(news!.fields ?? []).map((f) => f.name).join('\n')}`).not.toMatch(ENGLISH);
    expect(de).toContain(': Neues – Saison 1, Saisonvorbereitung');
    expect(de).toMatch(/Kontostand jetzt: [\d.]+\u00a0£/);
    expect(de).toMatch(/Als Nächstes\n1\. Spieltag: (zu Hause gegen|auswärts bei) /);
    const en = english(await ask(ann, '/news', {}, 'en-GB'));
    expect(en).toContain(': news of Season 1, pre-season');
    expect(en).toMatch(/Balance now: £[\d,]+/);
    expect(en).toMatch(/Next\nWeek 1: (at home to|away to) /);
  });

  it('GIVEN week 1 and a Chief Scout THEN /scout answers and refuses in the reader’s language', async () => {
    expect(german(await ask(ann, '/scout view', {}, 'de'))).toBe(
      'Kein Auftrag an den Chefscout für Woche 1: Der nächste Neuzugang deines Vereins auf der Liste wird ausgewürfelt, wie die Würfel fallen.',
    );
    expect(german(await ask(ann, '/scout age', { shift: -2 }, 'de'))).toMatch(/^Chefscout, Woche 1: jünger, /);
    expect(english(await ask(ann, '/scout view', {}, 'en-GB'))).toBe(
      'Chief Scout, week 1: younger, two places left on the age chart. He applies it to your club’s new listing when the week is played.',
    );
    german(await ask(ann, '/scout clear', {}, 'de'));
    expect(german(await ask(ann, '/scout clear', {}, 'de'))).toBe('Du hast diese Woche keinen Auftrag an den Chefscout.');
    expect(english(await ask(ann, '/scout clear', {}, 'en-GB'))).toBe('You have no Chief Scout request this week.');
  });

  it('GIVEN /stadium THEN the order, the ground, the autocomplete, the cancel and its refusal read in the reader’s language', async () => {
    const ordered = german(await ask(ann, '/stadium build', { stand: 'east', tier: 1, kind: 'seating' }, 'de'));
    expect(ordered).toMatch(
      /^Bestellt: Osttribüne, 1\. Rang mit Sitzplätzen\. Die Bauarbeiten beginnen, sobald die Woche gespielt ist\.\nKosten [\d.]+\u00a0£/,
    );
    expect(ordered).toContain(': Stadion (');
    expect(ordered).toContain('**Osttribüne**: Erdwall');
    const offered = await emu.autocomplete(ann, '/stadium cancel', 'stand', '', {}, { channelId: league.channelId, locale: 'de' });
    expect(offered).toEqual([{ name: 'Osttribüne: 1. Rang, Sitzplätze', value: 'east' }]);
    const view = english(await ask(ann, '/stadium view', {}, 'en-GB'));
    expect(view).toContain(': ground (');
    expect(view).toContain('Ordered this week\nEast Stand, tier 1, seating');
    // Typed rather than picked, a stand's German name finds it too.
    expect(german(await ask(ann, '/stadium cancel', { stand: 'Osttribüne' }, 'de'))).toBe(
      'Bauauftrag für die Osttribüne storniert: Es wird nichts gebaut und nichts berechnet.',
    );
    expect(german(await ask(ann, '/stadium cancel', { stand: 'east' }, 'de'))).toBe('Für diese Tribüne hast du diese Woche keinen Bauauftrag.');
    expect(english(await ask(ann, '/stadium cancel', { stand: 'east' }, 'en-GB'))).toBe('You have no build order for that stand this week.');
  });
});
