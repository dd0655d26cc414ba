import { describe, expect, it } from 'vitest';
import { bidReply, bidWithdrawnReply, trainReply } from '../../src/discord/render/order-reply.render.js';
import { LIMITS } from '../../src/discord/limits.js';
import { LOCALES } from '../../src/i18n/locales.js';
import type { OrderPrice } from '../../src/league/shared/order-prices.js';

const ability: OrderPrice = { kind: 'training', code: 'ABL', weeks: 10, done: 3 };
const bid: OrderPrice = {
  kind: 'bid',
  askingPrice: 500_000,
  amount: 650_000,
  balance: 2_000_000,
  otherBids: 300_000,
  premium: 100_000,
  settledWeek: 4,
};

describe('the answers to /train and /bid', () => {
  it('GIVEN English THEN /train says the plan as /train offers it, the week’s orders and what the plan brings', () => {
    expect(trainReply('en', { player: 'Tom Hart', plan: 'ABL', orders: 2, price: ability })).toBe(
      'Training set: Tom Hart → ABL: improve ability. 2 training orders this week.\nAbility training adds 0.5 to his ability: 10 weeks, 3 already done.',
    );
  });

  it('GIVEN German THEN /train answers in German, the plan by its German choice name', () => {
    expect(trainReply('de', { player: 'Tom Hart', plan: 'ABL', orders: 1, price: ability })).toBe(
      'Trainingsplan steht: Tom Hart → ABL: Stärke verbessern. Diese Woche 1 Trainingsanweisung.\nStärketraining bringt ihm 0,5 Stärke: 10 Wochen, davon 3 schon geschafft.',
    );
    expect(trainReply('de', { player: 'Tom Hart', plan: 'NONE', orders: 0, price: { kind: 'training', code: null, weeks: null, done: 0 } })).toBe(
      'Trainingsplan steht: Tom Hart → Kein Training. Diese Woche 0 Trainingsanweisungen.\nAb jetzt trainiert er nichts mehr.',
    );
  });

  it('GIVEN a bid among others THEN each language gives the money its own way', () => {
    const input = { player: 'Xavi Hart', amount: 650_000, bids: 2, total: 950_000, price: bid };
    expect(bidReply('en', input)).toContain('Sealed bid of £650,000 for Xavi Hart. You have 2 bids this week, £950,000 in all.');
    expect(bidReply('en', input)).toContain('leaving at least £1,350,000, or £1,050,000 if all your bids win. Settled in week 4');
    expect(bidReply('de', input)).toContain(
      'Verdecktes Gebot über 650.000\u00a0£ für Xavi Hart. Diese Woche hast du 2 Gebote abgegeben, zusammen 950.000\u00a0£.',
    );
    expect(bidReply('de', input)).toContain('oder 1.050.000\u00a0£, wenn alle deine Gebote durchgehen');
    expect(bidWithdrawnReply('de', 'Xavi_Hart')).toBe('Dein Gebot für Xavi\\_Hart ist zurückgezogen.');
  });

  it.each(LOCALES)('GIVEN %s, a 100-character name and the largest amounts THEN each answer fits one message', (locale) => {
    const player = 'W'.repeat(100);
    const big: OrderPrice = { ...bid, askingPrice: 100_000_000, amount: 100_000_000, balance: -100_000_000, otherBids: 100_000_000 };
    expect(
      trainReply(locale, { player, plan: 'CF', orders: 30, price: { kind: 'training', code: 'CF', weeks: 12, done: 11 } }).length,
    ).toBeLessThanOrEqual(LIMITS.content);
    expect(bidReply(locale, { player, amount: 100_000_000, bids: 30, total: 3_000_000_000, price: big }).length).toBeLessThanOrEqual(LIMITS.content);
  });
});
