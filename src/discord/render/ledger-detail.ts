import type { MessageKey } from '../../i18n/catalogue/index.js';
import type { Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t, type MessageParams } from '../../i18n/translate.js';
import { COMPETITION_NAMES, DIVISIONS, STAFF_ROLES } from '../../league/state-views/rule-figures.js';
import { name } from './format.js';
import { competitionIn, divisionIn, roundIn } from './post-words.js';

/**
 * A ledger line's own words in the reader's language. The engine keeps each line's detail as an English sentence
 * ("13,000 watched week 4 v Kesselbach", "Tom Hart bought"); each pattern here reads one kind of it back into a
 * catalogue key and its parts (ledger.*.ts), whose English says it again word for word. A detail no pattern knows is
 * shown as stored. tests/discord/ledger-detail.test.ts holds every pattern to what the engine writes.
 */

/** A detail read back: its key and its parts, the names already made safe for Discord. */
export interface ReadDetail {
  key: MessageKey;
  params: MessageParams;
}

type Reader = (match: RegExpExecArray, locale: Locale) => ReadDetail | null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (texts: readonly string[]) => texts.map(escape).join('|');

/** The competitions by the English name the engine writes, longest first ("Cup-Winners' Cup" before "Cup"). */
const COMPETITIONS = alternatives(Object.values(COMPETITION_NAMES).sort((a, b) => b.length - a.length));
const ROUND = 'final|semi-final|quarter-final|round \\d+';

const ROLE_TITLES: Readonly<Record<string, (typeof STAFF_ROLES)[number]>> = Object.fromEntries(
  STAFF_ROLES.map((role) => [t('en', `ledger.role.${role}`), role]),
);
const STAND_IDS = ['north', 'south', 'east', 'west', 'northEast', 'northWest', 'southEast', 'southWest'] as const;
const STAND_NAMES: Readonly<Record<string, (typeof STAND_IDS)[number]>> = Object.fromEntries(
  STAND_IDS.map((stand) => [t('en', `ledger.stand.${stand}`), stand]),
);

/** "13,000" as the language writes the number ("13.000"). */
function numberIn(locale: Locale, english: string): string {
  const value = Number(english.replace(/,/g, ''));
  return locale === 'en' ? english : new Intl.NumberFormat(locale).format(value);
}

/** One item of a deal: a player's name, or the Immunity cards that go with it. */
function dealItem(locale: Locale, item: string): string {
  if (item === 'an Immunity card') return t(locale, 'ledger.deal.immunity', { count: 1 });
  const cards = /^(\d+) Immunity cards$/.exec(item);
  return cards ? t(locale, 'ledger.deal.immunity', { count: Number(cards[1]) }) : name(item);
}

const PATTERNS: readonly [RegExp, Reader][] = [
  [/^Starting money$/, () => ({ key: 'ledger.startingMoney', params: {} })],
  [
    /^([\d,]+) watched week (\d+) v (.+)$/,
    (m, locale) => ({ key: 'ledger.gate', params: { attendance: numberIn(locale, m[1]!), week: Number(m[2]), opponent: name(m[3]!) } }),
  ],
  [/^Executive boxes, week (\d+) v (.+)$/, (m) => ({ key: 'ledger.boxes', params: { week: Number(m[1]), opponent: name(m[2]!) } })],
  [/^Executive boxes$/, () => ({ key: 'ledger.executiveBoxes', params: {} })],
  [
    new RegExp(`^Half the gate of the (${COMPETITIONS}) (${ROUND}) against (.+)$`),
    (m, locale) => ({
      key: 'ledger.cupGate',
      params: { competition: competitionIn(locale, m[1]!), round: roundIn(locale, m[2]!), opponent: name(m[3]!) },
    }),
  ],
  [
    new RegExp(`^(${COMPETITIONS}) (${ROUND}) (won|runners-up)$`),
    (m, locale) => ({
      key: 'ledger.cupPrize',
      params: { competition: competitionIn(locale, m[1]!), round: roundIn(locale, m[2]!), outcome: m[3] === 'won' ? 'won' : 'runnersUp' },
    }),
  ],
  [
    /^Deal between (.+?) and (.+?): (.+)$/,
    (m, locale) => ({
      key: 'ledger.deal.items',
      params: {
        from: name(m[1]!),
        to: name(m[2]!),
        items: m[3]!
          .split(', ')
          .map((item) => dealItem(locale, item))
          .join(', '),
      },
    }),
  ],
  [/^Deal between (.+?) and (.+)$/, (m) => ({ key: 'ledger.deal', params: { from: name(m[1]!), to: name(m[2]!) } })],
  [/^Loan of (.+) for (\d+) match(?:es)?$/, (m) => ({ key: 'ledger.loan.matches', params: { player: name(m[1]!), matches: Number(m[2]) } })],
  [/^Loan of (.+) to the season’s end$/, (m) => ({ key: 'ledger.loan.seasonEnd', params: { player: name(m[1]!) } })],
  [/^(.+) \((one|two)-year deal\)$/, (m) => ({ key: 'ledger.sponsor', params: { sponsor: name(m[1]!), years: m[2]! } })],
  [
    new RegExp(`^Finished (\\d+)(?:st|nd|rd|th) in the (${alternatives(DIVISIONS)}) Division$`),
    (m, locale) => ({
      key: 'ledger.bonus',
      params: { position: Number(m[1]), division: divisionIn(locale, (DIVISIONS as readonly string[]).indexOf(m[2]!)) },
    }),
  ],
  [
    /^(.+)'s wages$/,
    (m, locale) => (ROLE_TITLES[m[1]!] ? { key: 'ledger.wages', params: { role: t(locale, `ledger.role.${ROLE_TITLES[m[1]!]!}`) } } : null),
  ],
  [
    /^(.+)'s first week$/,
    (m, locale) => (ROLE_TITLES[m[1]!] ? { key: 'ledger.firstWeek', params: { role: t(locale, `ledger.role.${ROLE_TITLES[m[1]!]!}`) } } : null),
  ],
  [
    /^(.+): (seating|standing) tier (\d+)$/,
    (m, locale) =>
      STAND_NAMES[m[1]!]
        ? { key: 'ledger.build', params: { stand: t(locale, `ledger.stand.${STAND_NAMES[m[1]!]!}`), kind: m[2]!, tier: Number(m[3]) } }
        : null,
  ],
  [/^(.+) sold to the bank$/, (m) => ({ key: 'ledger.soldToBank', params: { player: name(m[1]!) } })],
  [/^(.+) bought$/, (m) => ({ key: 'ledger.bought', params: { player: name(m[1]!) } })],
  [/^(.+) sold$/, (m) => ({ key: 'ledger.sold', params: { player: name(m[1]!) } })],
  [
    /^Wages for a squad of strength (\d+(?:\.\d+)?)$/,
    (m, locale) => ({ key: 'ledger.fortunes.wages', params: { strength: numberIn(locale, m[1]!) } }),
  ],
  [
    /^Could not pay (\d+) for (.+)$/,
    (m, locale) => ({
      key: 'ledger.fortunes.forfeit',
      params: { due: locale === 'en' ? m[1]! : formatMoney(locale, Number(m[1])), player: name(m[2]!) },
    }),
  ],
  [/^Sponsorship square$/, () => ({ key: 'ledger.fortunes.sponsorship', params: {} })],
  [/^Crisis$/, () => ({ key: 'ledger.fortunes.crisis', params: {} })],
];

/** The board's cards that pay or cost money, by table and roll (Football Fortunes); their English is the engine's. */
const CARD_KEYS: readonly MessageKey[] = [
  'ledger.card.luck.1',
  'ledger.card.luck.2',
  'ledger.card.luck.3',
  'ledger.card.luck.7',
  'ledger.card.luck.8',
  'ledger.card.luck.9',
  'ledger.card.luck.10',
  'ledger.card.luck.11',
  'ledger.card.luck.12',
  'ledger.card.selection-problems.10',
];

/** A board card's money line: the card's own English words, read back to its key. */
function cardKey(detail: string): MessageKey | null {
  return CARD_KEYS.find((key) => t('en', key) === detail) ?? null;
}

/** The detail's key and parts, or null when no pattern knows it. */
export function readLedgerDetail(detail: string, locale: Locale): ReadDetail | null {
  for (const [pattern, reader] of PATTERNS) {
    const match = pattern.exec(detail);
    const read = match ? reader(match, locale) : null;
    if (read) return read;
  }
  const card = cardKey(detail);
  return card ? { key: card, params: {} } : null;
}

/** A ledger line's detail in the reader's language, or null when no pattern knows it (English: always as stored). */
export function knownLedgerDetailIn(locale: Locale, detail: string): string | null {
  if (locale === 'en') return name(detail);
  const read = readLedgerDetail(detail, locale);
  return read ? t(locale, read.key, read.params) : null;
}

/** A ledger line's detail in the reader's language; English, and any detail no pattern knows, as stored. */
export function ledgerDetailIn(locale: Locale, detail: string): string {
  return knownLedgerDetailIn(locale, detail) ?? name(detail);
}
