import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { renderFinances } from '../../src/discord/render/finances.render.js';
import { lineupComponents, renderLineup } from '../../src/discord/lineup-editor.js';
import { editorOf } from '../../src/league/selection/lineup-editor-view.js';
import type { Lineup } from '../../src/engine/model/types.js';
import { t } from '../../src/i18n/translate.js';
import { fitsDiscord, splitDraft } from '../../src/discord/split.js';
import { LEDGER_REASONS } from '../../src/engine/model/types.js';
import { LOCALES } from '../../src/i18n/locales.js';
import type { FinancesView } from '../../src/league/index.js';
import { NASTY, club, player } from './view-fixtures.js';

/** Every text an embed shows, as one string. */
function shown(embed: APIEmbed): string {
  return [embed.title, embed.description, embed.footer?.text, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value])].join('\n');
}

function expectFits(embeds: APIEmbed[]): void {
  const parts = splitDraft({ embeds });
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) expect(fitsDiscord(part)).toBe(true);
}

/** A catalogue placeholder left unfilled, such as `{amount}`. */
const LEFTOVER = /\{[a-zA-Z]+[,}]/;

const finances: FinancesView = {
  club,
  balance: 1_250_000,
  sponsor: { name: NASTY, amount: 500_000, years: 2, signedSeason: 1 },
  recent: LEDGER_REASONS.map((reason, i) => ({
    season: 2,
    week: i % 14,
    amount: (i - 8) * 12_500,
    reason,
    detail: `${NASTY} ${reason}`,
    balance: 1_000_000 + i * 1000,
  })),
};

describe('/finances in each language', () => {
  it.each(LOCALES)('GIVEN every kind of ledger line WHEN worded in %s THEN it fits Discord with no placeholder left', (locale) => {
    const embed = renderFinances(finances, locale);
    expectFits([embed]);
    expect(shown(embed)).not.toMatch(LEFTOVER);
    expect(embed.fields).toHaveLength(3);
  });

  it('GIVEN English THEN the lines read as they always have: the detail kept with each line', () => {
    const embed = renderFinances(finances, 'en');
    expect(embed.title).toBe(`${club.name}: finances`);
    expect(embed.fields![0]).toEqual({ name: 'Balance', value: '£1,250,000', inline: true });
    expect(embed.fields![1]!.value).toMatch(/: £500,000 on a two-year deal from season 1$/);
    expect(embed.fields![2]!.value.split('\n')[0]).toMatch(/^S2 W0 · −£100,000 · .*ticket\\-income → £1,000,000$/);
  });

  it('GIVEN German THEN money is German and each ledger kind is named in German', () => {
    const embed = renderFinances(finances, 'de');
    expect(embed.title).toBe(`${club.name}: Finanzen`);
    expect(embed.fields![0]).toEqual({ name: 'Kontostand', value: '1.250.000\u00a0£', inline: true });
    expect(embed.fields![1]!.value).toMatch(/: 500.000\u00a0£, Zweijahresvertrag seit Saison 1$/);
    const lines = embed.fields![2]!.value.split('\n');
    expect(lines).toHaveLength(LEDGER_REASONS.length);
    expect(lines[0]).toBe('Saison 2, Woche 0 · -100.000\u00a0£ · Zuschauereinnahmen → 1.000.000\u00a0£');
    for (const line of lines) expect(line).not.toContain(NASTY);
    expect(shown(embed)).not.toBe(shown(renderFinances(finances, 'en')));
  });

  it('GIVEN no sponsor and no ledger THEN each language says so in its own words', () => {
    const empty = { ...finances, sponsor: null, recent: [] };
    expect(
      renderFinances(empty, 'en')
        .fields!.map((f) => f.value)
        .slice(1),
    ).toEqual(['None', 'Nothing yet.']);
    expect(
      renderFinances(empty, 'de')
        .fields!.map((f) => f.value)
        .slice(1),
    ).toEqual(['Keiner', 'Noch keine.']);
  });
});

const lineup: Lineup = {
  formation: '4-3-3',
  variant: 'wide',
  goalkeeper: 'p0',
  defence: ['p1', 'p2', 'p3', 'p4'],
  midfield: ['p5', 'p6', 'p7'],
  attack: ['p8', 'p9', 'p10'],
};

/** A squad of 40 with the longest names, the first injured, and both standing tactics set. */
function editor() {
  const squad = Array.from({ length: 40 }, (_, i) => ({ ...player(i), name: `${NASTY} ${i}`, injuryWeeks: i === 1 ? 2 : 0 }));
  const orders = {
    clubId: 'c1',
    season: 1,
    week: 1,
    phase: 'season' as const,
    orders: {},
    ready: false,
  };
  const view = editorOf(NASTY, lineup, null, squad, orders);
  const tactics = { rebound: { when: 'level-or-behind' as const, fromMinute: 70 }, backsToTheWall: { when: 'ahead' as const, fromMinute: 80 } };
  return { ...view, lineup, tactics };
}

interface ComponentJson {
  type: number;
  label?: string;
  placeholder?: string;
  options?: { label: string; description?: string }[];
}

/** Every text the menus and button show. */
function componentTexts(locale: 'en' | 'de'): string[] {
  return lineupComponents(editor(), 1, locale)
    .map((row) => row.toJSON())
    .flatMap((row) => row.components as ComponentJson[])
    .flatMap((c) => [c.label, c.placeholder, ...(c.options ?? []).flatMap((o) => [o.label, o.description])])
    .filter((text): text is string => text !== undefined);
}

describe('/select in each language', () => {
  it.each(LOCALES)('GIVEN an XI with tactics and an injured player WHEN shown in %s THEN the embed and menus fit Discord', (locale) => {
    const embed = renderLineup(editor(), locale);
    expectFits([embed]);
    expect(shown(embed)).not.toMatch(LEFTOVER);
    const rows = lineupComponents(editor(), 1, locale).map((row) => row.toJSON());
    expect(rows).toHaveLength(4);
    for (const row of rows)
      for (const c of row.components as ComponentJson[]) {
        if (c.label !== undefined) expect(c.label.length).toBeLessThanOrEqual(80);
        if (c.placeholder !== undefined) expect(c.placeholder.length).toBeLessThanOrEqual(150);
        for (const o of c.options ?? []) {
          expect(o.label.length).toBeLessThanOrEqual(100);
          expect((o.description ?? '').length).toBeLessThanOrEqual(100);
        }
      }
    for (const text of componentTexts(locale)) expect(text).not.toMatch(LEFTOVER);
  });

  it('GIVEN English THEN the editor reads as it always has', () => {
    const embed = renderLineup(editor(), 'en');
    expect(embed.title).toBe(`${NASTY}: 4-3-3 (wide)`);
    expect(embed.fields).toEqual([{ name: 'Standing tactics', value: "Rebound (level-or-behind, from 70') · Backs to the wall (ahead, from 80')" }]);
    expect(embed.footer!.text).toMatch(/^Total match rating [\d.]+ · pick a place, then a player$/);
    expect(embed.description).toContain(' · injured');
    const texts = componentTexts('en');
    expect(texts).toContain('Formation: 4-3-3 (auto-picks the best XI)');
    expect(texts).toContain('Changing place 2');
    expect(texts).toContain('4-3-3 wide');
    expect(texts).toContain('Auto-pick best XI');
  });

  it('GIVEN German THEN the editor, its menus and its button speak German', () => {
    const embed = renderLineup(editor(), 'de');
    expect(embed.title).toBe(`${NASTY}: 4-3-3 (mit Flügeln)`);
    expect(embed.fields![0]).toEqual({
      name: 'Feste Taktik',
      value: 'Abpraller (bei Remis oder Rückstand, ab der 70. Minute) · Mauern (bei Führung, ab der 80. Minute)',
    });
    expect(embed.description).toContain(' · verletzt');
    expect(embed.description).not.toContain('injured');
    const texts = componentTexts('de');
    expect(texts).toContain('System: 4-3-3 (stellt die beste Elf auf)');
    expect(texts).toContain('Position 2 wird geändert');
    expect(texts).toContain('Beste Elf aufstellen');
    expect(texts.join('\n')).not.toMatch(/\b(rating|ability|form|injured)\b/);
  });

  it('GIVEN a saved substitution THEN each language words it, the count by its plural rules', () => {
    const params = { on: 'Tom Hart', off: 'Sam Ode', minute: 60, when: 'behind', count: 1 };
    expect(t('en', 'club.select.substitutionSaved', params)).toBe("Saved: Tom Hart on for Sam Ode from 60' (behind). 1 substitution instruction.");
    expect(t('en', 'club.select.substitutionSaved', { ...params, count: 2 })).toBe(
      "Saved: Tom Hart on for Sam Ode from 60' (behind). 2 substitution instructions.",
    );
    expect(t('de', 'club.select.substitutionSaved', { ...params, when: 'bei Rückstand', count: 2 })).toBe(
      'Gespeichert: Tom Hart kommt ab der 60. Minute für Sam Ode (bei Rückstand). 2 geplante Einwechslungen.',
    );
  });
});

describe('/select in a game of Football Fortunes, in each language', () => {
  const SECTIONS = ['G', 'D', 'M', 'A'] as const;

  it.each(LOCALES)('GIVEN %s THEN each section menu, the button and the answers fit Discord, counted by the language', (locale) => {
    for (const section of SECTIONS)
      for (const count of [1, 3, 4]) {
        const placeholder = t(locale, `club.fortunesSelect.menu.${section}`, { count });
        expect(placeholder.length).toBeLessThanOrEqual(150);
        expect(placeholder).toContain(String(count));
      }
    expect(t(locale, 'club.fortunesSelect.best').length).toBeLessThanOrEqual(80);
    for (const key of ['club.fortunesSelect.pick', 'club.fortunesSelect.saved', 'club.fortunesSelect.gameOver'] as const)
      expect(t(locale, key).length).toBeLessThanOrEqual(2000);
  });

  it('GIVEN English and German THEN the menus read as before in English and in German words in German', () => {
    expect(t('en', 'club.fortunesSelect.menu.D', { count: 4 })).toBe('D: 4 defence cards');
    expect(t('en', 'club.fortunesSelect.menu.G', { count: 1 })).toBe('G: 1 goalkeeper card');
    expect(t('de', 'club.fortunesSelect.menu.D', { count: 4 })).toBe('A: 4 Abwehrkarten');
    expect(t('de', 'club.fortunesSelect.menu.G', { count: 1 })).toBe('T: 1 Torwartkarte');
  });
});
