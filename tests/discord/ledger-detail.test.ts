import { describe, expect, it } from 'vitest';
import { name } from '../../src/discord/render/format.js';
import { renderFinances } from '../../src/discord/render/finances.render.js';
import { ledgerDetailIn, readLedgerDetail } from '../../src/discord/render/ledger-detail.js';
import { renderNews } from '../../src/discord/render/news.render.js';
import { aiOrdersWithDeals } from '../../src/engine/ai/ai-deal-orders.js';
import { playLeagueWithAi } from '../../src/engine/play-season.js';
import { CATALOGUES, type MessageKey } from '../../src/i18n/catalogue/index.js';
import { t } from '../../src/i18n/translate.js';
import type { FinancesView } from '../../src/league/index.js';
import type { ClubNewsView } from '../../src/league/views/club-news.js';
import { englishLines } from '../support/english-words.js';
import { club } from './view-fixtures.js';

/**
 * Every money event's detail the engine writes in three seasons of a league with the cups and Europe and deals
 * between managers, and of one with Football Fortunes: the ledger lines /finances and /news read back.
 */
function engineDetails(): Map<string, string> {
  const details = new Map<string, string>();
  for (const settings of [{ cups: 'cup+europe' as const }, { fortunes: true as const, cups: 'cup+europe' as const }]) {
    playLeagueWithAi(
      { seed: 1, humanClubs: 8, settings },
      3,
      (_step, _before, _after, events) => {
        for (const event of events) if (event.type === 'money') details.set(event.detail, event.reason);
      },
      aiOrdersWithDeals,
    );
  }
  return details;
}

/**
 * The details those seasons happen not to write, each as its engine template writes it: the executive boxes'
 * (phases/income.ts, stadium/builds.ts), a deal with no player or with Immunity cards and a loan (deals/carry-out.ts),
 * an auction bid not paid (fortunes/sealed-bids.ts).
 */
const TEMPLATED = [
  'Executive boxes, week 4 v Kesselbach',
  'Executive boxes',
  'Deal between Kesselbach and Dornfeld',
  'Deal between Kesselbach and Dornfeld: Jan Kowalczyk, an Immunity card',
  'Deal between Kesselbach and Dornfeld: 2 Immunity cards',
  'Loan of Jan Kowalczyk for 1 match',
  'Loan of Jan Kowalczyk for 6 matches',
  'Loan of Jan Kowalczyk to the season’s end',
  'Could not pay 150000 for Jan Kowalczyk',
];

/** The parts of a detail that are names: a club's, a player's, a sponsor's. */
const NAMES = ['opponent', 'player', 'sponsor', 'from', 'to'];

const PLAYED = engineDetails();
const ALL = [...PLAYED.keys(), ...TEMPLATED];

/** The ledger's own keys that word a whole detail (the roles and stands are parts of one). */
const DETAIL_KEYS = (Object.keys(CATALOGUES.en) as MessageKey[]).filter(
  (key) => key.startsWith('ledger.') && !/^ledger\.(role|stand)\.|^ledger\.deal\.immunity$/.test(key),
);

describe('a ledger line’s detail in the reader’s language', () => {
  it('GIVEN every detail the engine wrote in three seasons THEN each is recognised, and its English key says it word for word', () => {
    expect(PLAYED.size).toBeGreaterThan(50);
    const unread = ALL.filter((detail) => readLedgerDetail(detail, 'en') === null);
    expect(unread).toEqual([]);
    for (const detail of ALL) {
      const read = readLedgerDetail(detail, 'en')!;
      expect(t('en', read.key, read.params)).toBe(detail);
    }
  }, 120_000);

  it('GIVEN the details of every kind THEN every kind of the ledger catalogue is met', () => {
    const kinds = new Set(ALL.map((detail) => readLedgerDetail(detail, 'de')!.key));
    expect(DETAIL_KEYS.filter((key) => !kinds.has(key))).toEqual([]);
  });

  it('GIVEN German THEN every detail reads German, with no English word left', () => {
    const english: string[] = [];
    for (const detail of ALL) {
      expect(ledgerDetailIn('de', detail)).not.toBe(detail);
      // Names are the same in every language ("Corner Café"): left out before looking.
      const read = readLedgerDetail(detail, 'de')!;
      const unnamed = Object.fromEntries(Object.entries(read.params).map(([k, v]) => [k, NAMES.includes(k) ? 'Name' : v]));
      english.push(...englishLines(t('de', read.key, unnamed)).map((line) => `${detail} → ${line}`));
    }
    expect(english).toEqual([]);
  });

  it('GIVEN German THEN the parts are German too: numbers, rounds, divisions, staff and stands', () => {
    expect(ledgerDetailIn('de', '13,000 watched week 4 v Kesselbach')).toBe('13.000 Zuschauer am 4. Spieltag gegen Kesselbach');
    expect(ledgerDetailIn('de', 'Half the gate of the European Cup quarter-final against Dornfeld')).toBe(
      'Halbe Zuschauereinnahmen aus Europapokal der Landesmeister, Viertelfinale, gegen Dornfeld',
    );
    expect(ledgerDetailIn('de', 'Cup final runners-up')).toBe('Pokal, Finale: Zweiter');
    expect(ledgerDetailIn('de', "Cup-Winners' Cup round 2 won")).toBe('Europapokal der Pokalsieger, 2. Runde: gewonnen');
    expect(ledgerDetailIn('de', 'Finished 2nd in the Premier Division')).toBe('Platz 2 in der 1. Liga');
    expect(ledgerDetailIn('de', "Club Doctor's wages")).toBe('Gehalt: Mannschaftsarzt');
    expect(ledgerDetailIn('de', 'North-East corner: standing tier 2')).toBe('Nordost-Kurve: Stehplätze, Rang 2');
    expect(ledgerDetailIn('de', 'Castle Insurance (two-year deal)')).toBe('Castle Insurance (Zweijahresvertrag)');
    expect(ledgerDetailIn('de', 'Could not pay 150000 for Jan Kowalczyk')).toBe('150.000\u00a0£ für Jan Kowalczyk nicht bezahlt');
    expect(ledgerDetailIn('de', 'Wages for a squad of strength 100.5')).toBe('Gehälter für einen Kader der Stärke 100,5');
  });

  it('GIVEN English THEN every detail is shown as stored', () => {
    for (const detail of ALL) expect(ledgerDetailIn('en', detail)).toBe(name(detail));
  });

  it('GIVEN a detail no pattern knows THEN it is shown as stored, in every language', () => {
    expect(readLedgerDetail('Something nobody wrote', 'de')).toBeNull();
    expect(ledgerDetailIn('de', 'Something nobody wrote')).toBe('Something nobody wrote');
    expect(ledgerDetailIn('de', "Groundsman's wages")).toBe("Groundsman's wages");
    expect(ledgerDetailIn('en', 'Something nobody wrote')).toBe('Something nobody wrote');
  });
});

describe('/news and /finances word the ledger’s details in the reader’s language', () => {
  const news: ClubNewsView = {
    clubName: 'Kesselbach',
    step: { season: 1, week: 5, phase: 'season' },
    headline: null,
    items: [
      { kind: 'money', amount: 110_500, detail: '13,000 watched week 4 v Dornfeld' },
      { kind: 'money', amount: -250_000, detail: 'Jan Kowalczyk bought' },
      { kind: 'money', amount: 1_000, detail: 'Something nobody wrote' },
    ],
    balance: 900_000,
    next: null,
  };

  it('GIVEN German news THEN its money lines read German, and a detail no pattern knows as stored', () => {
    const value = renderNews(news, 'de').fields![0]!.value;
    expect(value).toContain('13.000 Zuschauer am 4. Spieltag gegen Dornfeld');
    expect(value).toContain('Jan Kowalczyk gekauft');
    expect(value).toContain('Something nobody wrote');
  });

  it('GIVEN English news THEN its money lines read as stored', () => {
    const value = renderNews(news, 'en').fields![0]!.value;
    expect(value).toContain('13,000 watched week 4 v Dornfeld');
    expect(value).toContain('Jan Kowalczyk bought');
  });

  it('GIVEN German finances THEN a known detail reads German and an unknown one names its kind', () => {
    const finances: FinancesView = {
      club,
      balance: 900_000,
      sponsor: null,
      recent: [
        { season: 1, week: 5, amount: 110_500, reason: 'ticket-income', detail: '13,000 watched week 4 v Dornfeld', balance: 900_000 },
        { season: 1, week: 5, amount: 1_000, reason: 'bonus', detail: 'Something nobody wrote', balance: 901_000 },
      ],
    };
    const [gate, unknown] = renderFinances(finances, 'de').fields![2]!.value.split('\n');
    expect(gate).toContain('13.000 Zuschauer am 4. Spieltag gegen Dornfeld');
    expect(unknown).toContain('Prämie für die Platzierung');
    expect(renderFinances(finances, 'en').fields![2]!.value).toContain('13,000 watched week 4 v Dornfeld');
  });
});
