import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { renderFinances } from '../../src/discord/render/finances.render.js';
import { fitsDiscord, splitDraft } from '../../src/discord/split.js';
import { LEDGER_REASONS } from '../../src/engine/model/types.js';
import { LOCALES } from '../../src/i18n/locales.js';
import type { FinancesView } from '../../src/league/index.js';
import { NASTY, club } from './view-fixtures.js';

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
