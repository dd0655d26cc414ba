import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { LIMITS } from '../../src/discord/limits.js';
import { renderCardsNews } from '../../src/discord/render/cards.render.js';
import { renderMarket } from '../../src/discord/render/market.render.js';
import { renderNews } from '../../src/discord/render/news.render.js';
import { priceText } from '../../src/discord/render/order-price.render.js';
import { renderPlayer } from '../../src/discord/render/player.render.js';
import { renderStadium } from '../../src/discord/render/stadium.render.js';
import { renderStaff } from '../../src/discord/render/staff.render.js';
import { startingStadium } from '../../src/engine/stadium/starting-stadium.js';
import { violation } from '../../src/engine/model/violations.js';
import { LOCALES, type Locale } from '../../src/i18n/locales.js';
import type { OrderPrice } from '../../src/league/shared/order-prices.js';
import type { MarketView, StadiumView, StaffView } from '../../src/league/shared/views.js';
import type { ClubNewsView } from '../../src/league/views/club-news.js';
import type { CardsNewsView } from '../../src/league/modes/cards/cards-news.js';
import { standFromText } from '../../src/league/resolve/stand-text.js';
import { club, player } from '../discord/view-fixtures.js';

function allText(embed: APIEmbed): string {
  return [embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]), embed.footer?.text].filter(Boolean).join('\n');
}

/** Within Discord's limits for one embed, and no placeholder left unfilled. */
function expectSendable(embed: APIEmbed): void {
  expect(embed.title?.length ?? 0).toBeLessThanOrEqual(LIMITS.title);
  expect(embed.description?.length ?? 0).toBeLessThanOrEqual(LIMITS.description);
  expect(embed.footer?.text.length ?? 0).toBeLessThanOrEqual(LIMITS.footer);
  for (const field of embed.fields ?? []) {
    expect(field.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
    expect(field.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
  }
  expect(allText(embed).length).toBeLessThanOrEqual(LIMITS.embedTotal);
  expect(allText(embed)).not.toMatch(/\{\w+|\w+\}/);
}

/** Common English words no German reply should still carry. */
const ENGLISH =
  /\b(the|and|week|weeks|tier|seating|standing|places|staff|since|season|ground|Yes|No|Page|of|bids|your|Your|Transfer list|Club|Ability|Age|Value|injured|games|goals|Won|Lost|Drew|at home|away|Next|Balance|sold|listed)\b/;

const plainClub = { ...club, name: 'Kingsbridge Town' };
const stadium = startingStadium();
const stadiumView: StadiumView = {
  club: plainClub,
  stadium: {
    ...stadium,
    stands: { ...stadium.stands, east: { ...stadium.stands.east, work: { tier: 2, kind: 'seating', weeksLeft: 3 } } },
  },
  places: { stands: { north: 5_000, east: 1_200 }, total: 13_000 },
  orderedBuilds: [{ stand: 'north', tier: 2, kind: 'standing' }],
};
const staffView: StaffView = {
  club: plainClub,
  employed: [
    { role: 'headCoach', hiredSeason: 1, hiredWeek: 0, weeksEmployed: 5 },
    { role: 'clubDoctor', hiredSeason: 2, hiredWeek: 3, weeksEmployed: 1 },
  ],
  orderedHire: ['chiefScout'],
  orderedFire: ['headCoach'],
};
const marketView: MarketView = {
  listings: [
    {
      player: { ...player(1, false), name: 'Tom Hart', age: 23 },
      sellerId: 'c1',
      sellerName: 'Rovers',
      askingPrice: 1_250_000,
      mode: 'quick',
      listedWeek: 1,
      reason: 'sale',
    },
  ],
  myBids: [
    { playerId: 'p1', playerName: 'Tom Hart', amount: 650_000 },
    { playerId: 'p9', playerName: null, amount: 10_000 },
  ],
  page: 0,
  pageCount: 3,
};
const newsView: ClubNewsView = {
  clubName: 'Kingsbridge Town',
  step: { season: 1, week: 3, phase: 'season' },
  headline: {
    result: { goalsFor: 4, goalsAgainst: 1, opponent: 'Rovers', penalties: null, competition: 'league', won: true },
    position: { position: 2, division: 0 },
    cups: [{ competition: 'cup', status: 'out', last: { goalsFor: 1, goalsAgainst: 1, opponent: 'Athletic', penalties: { for: 3, against: 4 } } }],
  },
  items: [
    { kind: 'bid-won', player: 'Tom Hart', amount: 650_000, fee: 600_000 },
    { kind: 'bid-lost', player: 'Ian Lee', amount: 100_000, joined: 'Rovers' },
    { kind: 'sold', player: 'Sam Ray', fee: 300_000, to: null },
    { kind: 'listed', player: 'Ed Fox', mode: 'quick', askingPrice: 150_000 },
    { kind: 'build-started', stand: 'east', cost: 400_000, weeks: 4 },
    { kind: 'staff', role: 'chiefScout', hired: true },
    { kind: 'training-completed', player: 'Tom Hart', code: 'ABL' },
    { kind: 'injury', player: 'Ian Lee', weeks: 2 },
    {
      kind: 'refused',
      order: 'training',
      message: 'Tom Hart is injured for 2 more weeks; pick someone else.',
      violation: violation('player-injured', 'player-injured', { player: 'Tom Hart', weeks: 2 }),
    },
    { kind: 'lineup', formation: '4-4-2', source: 'kept-formation', changes: [{ slot: 'CB', out: 'Ian Lee', in: null, reason: 'injured' }] },
    { kind: 'ai-filled', what: 'sponsor', players: [] },
    { kind: 'money', amount: -25_000, detail: 'Staff wages' },
  ],
  balance: 1_250_000,
  next: { opponent: 'Athletic', home: false, week: 4 },
};

const prices: OrderPrice[] = [
  {
    kind: 'build',
    stand: 'east',
    cost: 400_000,
    weeksClosed: 4,
    capacityNow: 2_000,
    capacityDuring: 0,
    capacityAfter: 7_000,
    balance: 900_000,
    balanceAfter: 500_000,
  },
  {
    kind: 'build',
    stand: 'north',
    cost: 400_000,
    weeksClosed: 0,
    capacityNow: 2_000,
    capacityDuring: 2_000,
    capacityAfter: 7_000,
    balance: 900_000,
    balanceAfter: 500_000,
  },
  { kind: 'hire', role: 'chiefScout', wage: 20_000, balance: 880_000 },
  { kind: 'sponsor', years: 2, least: 200_000, most: 1_200_000, otherLeast: 100_000, otherMost: 600_000, continues: false },
  { kind: 'sponsor', years: 1, least: 100_000, most: 100_000, otherLeast: 200_000, otherMost: 1_200_000, continues: false },
  { kind: 'sale', mode: 'quick', askingPrice: 125_000, sellsOn: 4, firstRollWeek: 2 },
  { kind: 'sale', mode: 'full', askingPrice: 250_000, sellsOn: 6, firstRollWeek: 2 },
  { kind: 'boxes', cost: 300_000, incomePerHomeGame: 15_000, balance: 900_000 },
];

describe('the ground, staff, transfer list, player and news replies in the reader’s language', () => {
  const embeds = (locale: Locale) => [
    renderStadium(stadiumView, locale),
    renderStaff(staffView, locale),
    renderMarket(marketView, locale),
    renderPlayer({ ...player(4), name: 'Tom Hart', clubName: 'Rovers' }, locale),
    renderPlayer({ ...player(3, false), name: 'Ian Lee', clubName: null }, locale),
    renderNews(newsView, locale),
  ];

  it.each(LOCALES)('GIVEN %s THEN every embed fits Discord and leaves no placeholder', (locale) => {
    for (const embed of embeds(locale)) expectSendable(embed);
  });

  it('GIVEN English THEN the words are the ones the replies always had', () => {
    const [ground, staff, market, profile, , news] = embeds('en').map(allText);
    expect(ground).toContain('Kingsbridge Town: ground (13,000 places)');
    expect(ground).toContain('**East Stand**: grass bank · 1,200 places · building tier 2 seating, 3 weeks left (closed)');
    expect(ground).toContain('**South Stand**: tier 1 standing · 0 places');
    expect(ground).toContain('Executive boxes\nNo\nOrdered this week\nNorth Stand, tier 2, standing');
    expect(staff).toContain('**Head Coach** since season 1, pre-season (employed 5 weeks)');
    expect(staff).toContain('**Club Doctor** since season 2, week 3 (employed 1 week)');
    expect(staff).toContain('hire Chief Scout\nfire Head Coach');
    expect(market).toContain('**Tom Hart** CB · 5.5 ↓ poor · age 23 — £1,250,000 (quick sale) · from Rovers');
    expect(market).toContain('Tom Hart: £650,000\na player no longer in the game: £10,000');
    expect(market).toContain('Page 1 of 3 · bid with /bid · ability 5–10 · form');
    expect(profile).toContain('Ability training, week 4 of 10 · also begun: form training, 1 week done');
    expect(profile).toContain('4 games · 0 goals · 1 assists · 1 missed injured');
    expect(news).toContain('Kingsbridge Town: news of Season 1, week 3');
    expect(news).toContain('**Won 4–1 v Rovers · 2nd in the Premier Division · Cup: out (1–1, 3–4 on penalties v Athletic)**');
    expect(news).toContain('✍️ Your bid of £650,000 for Tom Hart won: you paid £600,000.');
    expect(news).toContain('⚠️ Your training order was not carried out: Tom Hart is injured for 2 more weeks; pick someone else.');
    expect(news).toContain('  • Ian Lee (injured) → a youth-team player at centre back');
    expect(news).toContain('−£25,000 Staff wages\nBalance now: £1,250,000');
    expect(news).toContain('Week 4: away to Athletic');
  });

  it('GIVEN German THEN they read as a German fan writes them, the money the German way', () => {
    const [ground, staff, market, profile, other, news] = embeds('de').map(allText);
    expect(ground).toContain('Kingsbridge Town: Stadion (13.000 Plätze)');
    expect(ground).toContain('**Osttribüne**: Erdwall · 1.200 Plätze · im Bau: 2. Rang mit Sitzplätzen, noch 3 Wochen (gesperrt)');
    expect(ground).toContain('**Südtribüne**: 1. Rang mit Stehplätzen · 0 Plätze');
    expect(ground).toContain('VIP-Logen\nNein\nDiese Woche in Auftrag\nNordtribüne, 2. Rang, Stehplätze');
    expect(staff).toContain('**Cheftrainer** seit Saison 1, Saisonvorbereitung (seit 5 Wochen im Amt)');
    expect(staff).toContain('Chefscout einstellen\nCheftrainer entlassen');
    expect(market).toContain('**Tom Hart** CB · 5,5 ↓ formschwach · 23 Jahre — 1.250.000\u00a0£ (Schnellverkauf) · von Rovers');
    expect(market).toContain('Seite 1 von 3');
    expect(market).toContain('ein Spieler, der nicht mehr im Spiel ist: 10.000\u00a0£');
    expect(profile).toContain('Stärketraining, Woche 4 von 10 · außerdem angefangen: Formtraining, 1 Woche geschafft');
    expect(profile).toContain('Marktwert');
    expect(other).toContain('Verein\nTransferliste');
    expect(news).toContain('Kingsbridge Town: Neues – Saison 1, 3. Spieltag');
    expect(news).toContain(
      '**Sieg 4:1 gegen Rovers · 2. Platz in der 1. Liga · Pokal: ausgeschieden (1:1, 3:4 im Elfmeterschießen gegen Athletic)**',
    );
    expect(news).toContain('✍️ Dein Gebot über 650.000\u00a0£ für Tom Hart hat den Zuschlag bekommen');
    expect(news).toContain('⚠️ Deine Trainingsanweisung wurde nicht ausgeführt: Tom Hart fällt noch 2 Wochen verletzt aus');
    expect(news).toContain('-25.000\u00a0£ Staff wages\nKontostand jetzt: 1.250.000\u00a0£');
    expect(news).toContain('4. Spieltag: auswärts bei Athletic');
    for (const text of [ground, staff, market, profile, other]) expect(text).not.toMatch(ENGLISH);
    // The ledger line's own detail stays as the engine wrote it, in English, as /finances shows it.
    expect(news!.replace('Staff wages', '')).not.toMatch(ENGLISH);
  });

  it('GIVEN each price an order can carry THEN English keeps its words and German has its own, each within a message', () => {
    expect(priceText(prices[0]!, 'en')).toBe(
      "Cost £400,000, paid when the week is played. The East Stand is closed for 4 weeks: capacity 0 during the works (2,000 now), 7,000 after. Balance after this week's building: £500,000 (now £900,000).",
    );
    expect(priceText(prices[2]!, 'en')).toBe(
      'The Chief Scout lets you shape the age, position or ability of your weekly new listing. Wage £20,000 a week, the first paid when he is hired; balance now £880,000.',
    );
    expect(priceText(prices[3]!, 'en')).toBe(
      "A two-year deal pays £200,000 to £1,200,000 now, depending on the chairman's die, and nothing next season. A one-year deal would pay £100,000 to £600,000.",
    );
    expect(priceText(prices[5]!, 'en')).toBe(
      'Asking price £125,000 (half his value). He goes when another manager bids, or on a die roll of 4 or more, from week 2.',
    );
    expect(priceText(prices[6]!, 'en')).toContain('or on a die roll of 6, from week 2.');
    expect(priceText(prices[0]!, 'de')).toBe(
      'Kosten 400.000\u00a0£, fällig, wenn die Woche gespielt ist. Die Osttribüne ist 4 Wochen gesperrt: 0 Plätze während der Bauarbeiten (jetzt 2.000), danach 7.000. Kontostand nach den Bauarbeiten dieser Woche: 500.000\u00a0£ (jetzt 900.000\u00a0£).',
    );
    expect(priceText(prices[2]!, 'de')).toContain('Der Chefscout lässt dich Alter, Position oder Stärke');
    expect(priceText(prices[4]!, 'de')).toBe(
      'Ein Einjahresvertrag bringt jetzt 100.000\u00a0£, je nach Würfel des Präsidenten. Ein Zweijahresvertrag brächte 200.000\u00a0£ bis 1.200.000\u00a0£.',
    );
    expect(priceText(prices[5]!, 'de')).toContain('Würfelwurf von 4 oder mehr, ab Woche 2');
    for (const price of prices) {
      expect(priceText(price, 'de')).not.toMatch(ENGLISH);
      for (const locale of LOCALES) expect(priceText(price, locale).length).toBeLessThanOrEqual(LIMITS.content);
    }
  });

  it('GIVEN a card game’s news THEN English keeps its words and German has its own, the pence the German way', () => {
    const view: CardsNewsView = {
      clubName: 'Kingsbridge Town',
      season: 1,
      items: [
        { kind: 'kept', cards: ['9H', 'KD'], discarded: 1 },
        { kind: 'bought', lot: 'TS', pence: 250, cards: ['2C'] },
        { kind: 'trade', other: 'Rovers', gave: ['3H'], took: ['QS'], paidPence: 0, receivedPence: 150 },
        { kind: 'prize', pence: 1_000, for: 'league-winner' },
        { kind: 'injury', card: '9H' },
      ],
      pence: 1_250,
    };
    const en = allText(renderCardsNews(view, 'en'));
    expect(en).toContain('You kept 9♥ K♦; 1 card went under the pack.');
    expect(en).toContain('🔨 You bought 10♠ for £2.50 and 2♣.');
    expect(en).toContain('🤝 Trade agreed with Rovers: you gave 3♥ and got Q♠, receiving £1.50.');
    expect(en).toContain('💰 Prize: £10.00 (league winner).');
    expect(en).toContain('Money now: £12.50.');
    const de = allText(renderCardsNews(view, 'de'));
    expect(de).toContain('Du hast 9♥ K♦ behalten; 1 Karte kam unter den Stapel.');
    expect(de).toContain('💰 Prämie: 10,00\u00a0£ (Meister).');
    expect(de).toContain('Geld jetzt: 12,50\u00a0£.');
    expect(de).not.toMatch(ENGLISH);
    expectSendable(renderCardsNews(view, 'de'));
  });

  it('GIVEN a stand typed by its name in either language THEN it is found', () => {
    expect(standFromText('East Stand')).toBe('east');
    expect(standFromText('osttribüne')).toBe('east');
    expect(standFromText('Nordost-Ecke')).toBe('northEast');
    expect(standFromText('the roof')).toBeUndefined();
  });
});
