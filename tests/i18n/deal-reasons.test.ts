import { describe, expect, it } from 'vitest';
import { aiAnswer } from '../../src/engine/deals/value-rule.js';
import type { EventOf } from '../../src/engine/model/events.js';
import { readStoredText, storedText } from '../../src/i18n/stored-text.js';
import { t } from '../../src/i18n/translate.js';
import { dealRuleText } from '../../src/league/deals/deal-rule-text.js';
import { lapseText } from '../../src/league/deals/lapse-text.js';
import { renderOffer } from '../../src/discord/render/deal.render.js';
import type { OfferView } from '../../src/league/deals/offer-views.js';
import { outfielder, twoClubLeague } from '../engine/deals/support.js';

describe('why a deal fails, in the reader’s language', () => {
  it('GIVEN an AI club declining by its value rule THEN the stored reason reads in English and in German, money by each language', () => {
    const { state, a, b } = twoClubLeague();
    const theirs = outfielder(state, b);
    const answer = aiAnswer(state, { kind: 'loan', ownerId: b, borrowerId: a, playerId: theirs, fee: 1, matches: 4 }, b);
    expect(answer.accept).toBe(false);
    const note = storedText(dealRuleText(answer.because));
    const least = answer.because.params['fee'] as number;
    expect(readStoredText('en', note)).toBe(`The club lends him for a fee of at least £${least.toLocaleString('en-GB')}.`);
    expect(readStoredText('de', note)).toBe(
      `Der Verein verleiht ihn erst ab einer Gebühr von ${least.toLocaleString('de-DE')} £.`.replace(' £', '\u00a0£'),
    );
  });

  it('GIVEN a lapsed deal THEN its sentence names the player and club, or says "a player" in the reader’s words when the post no longer knows him', () => {
    const { state, a, b } = twoClubLeague();
    const player = outfielder(state, a);
    const event = (playerId: string | null): EventOf<'deal-lapsed'> => ({
      type: 'deal-lapsed',
      offerId: '1',
      terms: { kind: 'transfer', fromClubId: a, toClubId: b, give: [player], get: [], money: 0 },
      reason: 'player-moved',
      clubId: a,
      playerId,
    });
    const known = lapseText(state, event(player));
    expect(t('en', known.key, known.params)).toBe(
      `${state.players[player]!.name} no longer played for ${state.clubs[a]!.name}: an earlier deal or sale took him first.`,
    );
    expect(t('de', known.key, known.params)).toBe(
      `${state.players[player]!.name} spielte nicht mehr für ${state.clubs[a]!.name}: Ein früherer Deal oder Verkauf war schneller.`,
    );
    const unknown = lapseText(state, event('gone'));
    expect(t('en', unknown.key, unknown.params)).toMatch(/^a player no longer played for /);
    expect(t('de', unknown.key, unknown.params)).toMatch(/^Ein Spieler spielte nicht mehr für /);
  });

  it('GIVEN an offer whose note was stored as text before notes were kept as messages THEN it reads as it was written', () => {
    const view = {
      id: '7',
      kind: 'transfer',
      status: 'declined',
      note: 'The club keeps at least 13 players and a goalkeeper.',
      fromClub: { id: 'a', name: 'Ann FC' },
      toClub: { id: 'b', name: 'Bob FC' },
      terms: { kind: 'transfer', give: [], get: [], money: 1000, immunity: 0 },
    } as unknown as OfferView;
    expect(JSON.stringify(renderOffer(view, 'de'))).toContain('The club keeps at least 13 players and a goalkeeper.');
    const stored = { ...view, note: storedText({ key: 'deal.rule.ai-keeps-squad', params: { least: 13 } }) };
    expect(JSON.stringify(renderOffer(stored, 'de'))).toContain('Der Verein behält mindestens 13 Spieler und einen Torwart.');
    expect(JSON.stringify(renderOffer(stored, 'en'))).toContain('The club keeps at least 13 players and a goalkeeper.');
  });
});
