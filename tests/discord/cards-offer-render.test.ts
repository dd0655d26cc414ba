import { describe, expect, it } from 'vitest';
import { renderOffer, renderOfferNotice } from '../../src/discord/render/deal.render.js';
import type { OfferView } from '../../src/league/deals/offer-views.js';

const offer: OfferView = {
  id: '7',
  status: 'open',
  fromClub: { id: 'hand-1', name: 'Ace Athletic' },
  toClub: { id: 'hand-2', name: 'Royal Flush' },
  fromUserId: '111111111111111111',
  toUserId: '222222222222222222',
  terms: { kind: 'cards', give: ['9H', 'TS'], get: ['KD'], payPence: 150, receivePence: 0 },
  expiresTurn: 3,
  note: null,
};

describe('a cards offer', () => {
  it('shows its cards by label and its money in pounds and pence to its managers', () => {
    const text = renderOffer(offer).description ?? '';
    expect(text).toContain('Ace Athletic gives: 9♥ 10♠');
    expect(text).toContain('Royal Flush gives: K♦');
    expect(text).toContain('Ace Athletic pays £1.50.');
    const asked = renderOffer({ ...offer, terms: { kind: 'cards', give: [], get: ['KD'], payPence: 0, receivePence: 250 } }).description ?? '';
    expect(asked).toContain('Ace Athletic gives: no cards');
    expect(asked).toContain('Royal Flush pays £2.50.');
  });

  it('is told in the channel as a trade offer, without its terms', () => {
    const { content } = renderOfferNotice({
      offerId: '7',
      kind: 'cards',
      fromClubName: 'Ace Athletic',
      toClubName: 'Royal Flush',
      toUserId: '222222222222222222',
    });
    expect(content).toContain('has a trade offer from **Ace Athletic**');
    expect(content).not.toMatch(/9H|9♥|K♦/);
  });
});
