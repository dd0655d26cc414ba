import { describe, expect, it } from 'vitest';
import { counterForm } from '../../src/discord/offer-counter-form.js';
import type { OfferView } from '../../src/league/deals/offer-views.js';

const base: Omit<OfferView, 'terms'> = {
  id: '42',
  status: 'open',
  fromClub: { id: 'c1', name: 'Rovers' },
  toClub: { id: 'c2', name: 'Town' },
  fromUserId: 'u1',
  toUserId: 'u2',
  expiresTurn: 3,
  note: null,
};

/** The form's inputs by custom id, with the values they are filled with. */
function inputs(view: OfferView): Record<string, string> {
  const json = counterForm(view).toJSON() as unknown as {
    custom_id: string;
    title: string;
    components: { label: string; component: { custom_id: string; value?: string } }[];
  };
  expect(json.title).toBe('Counter offer 42');
  for (const label of json.components) expect(label.label.length).toBeLessThanOrEqual(45);
  return Object.fromEntries(json.components.map((l) => [l.component.custom_id, l.component.value ?? '']));
}

describe('the Counter form', () => {
  it('GIVEN each kind of offer THEN its form is filled with the terms turned round, to be the countering manager’s own', () => {
    expect(
      inputs({
        ...base,
        terms: {
          kind: 'transfer',
          give: [{ id: 'p1', name: 'Alf Jones' }],
          get: [
            { id: 'p2', name: 'Bert Smith' },
            { id: 'p3', name: 'Cy Mo' },
          ],
          money: -5_000,
          immunity: 1,
        },
      }),
    ).toEqual({ give: 'Bert Smith, Cy Mo', get: 'Alf Jones', money: '5000', ask: '', immunity: '-1' });
    expect(
      inputs({
        ...base,
        terms: { kind: 'loan', player: { id: 'p1', name: 'Alf Jones' }, ownerName: 'Rovers', borrowerName: 'Town', fee: 7_000, matches: null },
      }),
    ).toEqual({
      player: 'Alf Jones',
      fee: '7000',
      matches: '',
    });
    expect(inputs({ ...base, terms: { kind: 'cards', give: ['9H'], get: ['KS', 'TD'], payPence: 30_000, receivePence: 0 } })).toEqual({
      give: 'KS TD',
      get: '9H',
      money: '',
      ask: '300',
    });
    expect(counterForm({ ...base, terms: { kind: 'cards', give: [], get: [], payPence: 0, receivePence: 0 } }).toJSON().custom_id).toBe(
      'trade:42:counter-form:cards',
    );
  });
});
