import { ButtonStyle, ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { allowedMentionsOf, messageBody } from '../../src/discord/outbox-poster.js';
import { outboxComponents } from '../../src/discord/outbox-components.js';
import { eventText } from '../../src/discord/render/event-text.js';
import { renderDealNews, renderOffer, renderOfferList, renderOfferNotice, renderOfferNoticeEnded } from '../../src/discord/render/deal.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import { renderOutbox } from '../../src/discord/render/outbox.render.js';
import { playerLine } from '../../src/discord/render/squad.render.js';
import { splitDraft } from '../../src/discord/split.js';
import type { OfferView } from '../../src/league/deals/offer-views.js';
import type { DealNewsMessage, OfferNoticeMessage, OutboxPayload } from '../../src/league/index.js';

const NASTY = '**Bold** @everyone <@123> FC';

const notice: OfferNoticeMessage = {
  offerId: '42',
  kind: 'transfer',
  fromClubName: NASTY,
  fromUserId: '222222222222222222',
  toClubName: 'Kingsbridge Town',
  toUserId: '111111111111111111',
  buttons: [
    { customId: 'trade:42:view', label: 'View offer', style: 'primary' },
    { customId: 'trade:42:accept', label: 'Accept', style: 'success' },
    { customId: 'trade:42:decline', label: 'Decline', style: 'danger' },
    { customId: 'trade:42:counter', label: 'Counter', style: 'secondary' },
  ],
};

const view: OfferView = {
  id: '42',
  status: 'open',
  fromClub: { id: 'c1', name: NASTY },
  toClub: { id: 'c2', name: 'Kingsbridge Town' },
  fromUserId: 'u1',
  toUserId: 'u2',
  terms: { kind: 'transfer', give: [{ id: 'p1', name: 'Alf Jones' }], get: [{ id: 'p2', name: 'Bert Smith' }], money: -60_000, immunity: 0 },
  expiresTurn: 3,
  note: null,
};

describe('deal posts and views', () => {
  it('GIVEN an offer notice THEN it names the clubs, pings only the manager it is for, hides the terms and carries its buttons', () => {
    const payload: OutboxPayload = { kind: 'deal-offer', message: notice };
    const draft = renderOfferNotice(notice);
    expect(draft.content).toContain('<@111111111111111111>');
    expect(draft.content).toContain('\\*\\*Bold\\*\\*');
    expect(draft.content).toContain('(offer 42)');
    // The offering manager is named, and not pinged: only the manager the offer is for is.
    expect(draft.content).toContain('(<@222222222222222222>)');
    expect(allowedMentionsOf(payload)).toEqual({ parse: [], users: ['111111111111111111'] });
    const rows = outboxComponents(payload);
    expect(rows).toEqual([
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, custom_id: 'trade:42:view', label: 'View offer', style: ButtonStyle.Primary },
          { type: ComponentType.Button, custom_id: 'trade:42:accept', label: 'Accept', style: ButtonStyle.Success },
          { type: ComponentType.Button, custom_id: 'trade:42:decline', label: 'Decline', style: ButtonStyle.Danger },
          { type: ComponentType.Button, custom_id: 'trade:42:counter', label: 'Counter', style: ButtonStyle.Secondary },
        ],
      },
    ]);
    const [part] = splitDraft(renderOutbox(payload, nameBook({}, {})));
    expect(messageBody(part!, 'n', allowedMentionsOf(payload), rows).components).toEqual(rows);
    // A post without buttons has none, and a post of another kind pings nobody.
    expect(outboxComponents({ kind: 'all-ready', message: { season: 1, week: 1, phase: 'season' } })).toEqual([]);
    expect(messageBody(part!, 'n').components).toBeUndefined();
    expect(allowedMentionsOf({ kind: 'deal-news', message: { season: 1, week: 1, phase: 'season', deals: [] } })).toEqual({ parse: [] });
  });

  it('GIVEN an answered offer THEN its notice says which manager answered, by mention, and the edit pings nobody', () => {
    const ended = { notice, ending: 'accepted', byClubName: 'Kingsbridge Town' } as const;
    const content = renderOfferNoticeEnded(ended).content!;
    expect(content.split('\n').at(-1)).toBe('✅ Accepted by <@111111111111111111>');
    expect(
      renderOfferNoticeEnded({ ...ended, ending: 'declined' })
        .content!.split('\n')
        .at(-1),
    ).toBe('❌ Declined by <@111111111111111111>');
    expect(renderOfferNoticeEnded({ notice, ending: 'expired' }).content!.split('\n').at(-1)).toBe('⌛ Expired at the deadline');
    expect(allowedMentionsOf({ kind: 'deal-offer-ended', message: ended })).toEqual({ parse: [] });
  });

  it('GIVEN an offer view THEN each player shows his positions, ability, age and value; the list names him alone', () => {
    const about = { positions: ['CM' as const], ability: 6.5, age: 24, value: 250_000 };
    const detailed: OfferView = {
      ...view,
      terms: { kind: 'transfer', give: [{ id: 'p1', name: 'Alf Jones', about }], get: [{ id: 'p2', name: 'Gone Man' }], money: 0, immunity: 0 },
    };
    const text = renderOffer(detailed).description!;
    expect(text).toContain('gives: Alf Jones (CM · ability 6.5 · age 24 · value £250,000)');
    expect(text).toContain('Kingsbridge Town gives: Gone Man\n');
    expect(renderOfferList('c1', [detailed]).fields![1]!.value).toContain('gives: Alf Jones Kingsbridge');
    const loan = renderOffer({
      ...view,
      terms: { kind: 'loan', player: { id: 'p1', name: 'Alf Jones', about }, ownerName: 'Town', borrowerName: 'Rovers', fee: 0, matches: 2 },
    }).description!;
    expect(loan).toMatch(/^\*\*Alf Jones\*\* \(CM · ability 6\.5 · age 24 · value £250,000\) goes on loan from Town to Rovers for 2 matches\./);
  });

  it('GIVEN deals done THEN the news shows each with its terms, and hides the fee where the league hides fees', () => {
    const message: DealNewsMessage = {
      season: 2,
      week: 5,
      phase: 'season',
      deals: [
        {
          kind: 'transfer',
          clubs: ['Rovers', 'Town'],
          moves: [{ player: 'Alf Jones', from: 'Rovers', to: 'Town' }],
          payment: { payer: 'Town', payee: 'Rovers', amount: 60_000 },
          feesHidden: false,
        },
        {
          kind: 'loan',
          clubs: ['Town', 'Rovers'],
          moves: [{ player: 'Bert Smith', from: 'Town', to: 'Rovers' }],
          payment: null,
          feesHidden: true,
          matches: 3,
        },
        {
          kind: 'loan',
          clubs: ['Town', 'Rovers'],
          moves: [{ player: 'Cyril Mo', from: 'Town', to: 'Rovers' }],
          payment: null,
          feesHidden: false,
          matches: null,
        },
      ],
    };
    const embed = renderDealNews(message);
    expect(embed.title).toBe('Deals between managers: Season 2, week 5');
    const lines = embed.description!.split('\n');
    expect(lines[0]).toBe('🤝 Rovers and Town agree a deal: Alf Jones to Town, Town paying Rovers £60,000.');
    expect(lines[1]).toBe('🔁 Bert Smith joins Rovers on loan from Town for 3 matches (fee undisclosed).');
    expect(lines[2]).toBe('🔁 Cyril Mo joins Rovers on loan from Town to the end of the season.');
    expect(renderOutbox({ kind: 'deal-news', message }, nameBook({}, {})).embeds).toEqual([embed]);
    const card = renderDealNews({
      ...message,
      deals: [{ ...message.deals[0]!, moves: [], immunity: { from: 'Rovers', to: 'Town', cards: 1 } }],
    });
    expect(card.description).toBe('🤝 Rovers and Town agree a deal: an Immunity card to Town, Town paying Rovers £60,000.');
    expect(renderDealNews({ ...message, week: 9, cupStep: 'cup' }).title).toBe('Deals between managers: Season 2, Cup quarter-final');
  });

  it('GIVEN an offer THEN its private view and the list say who gives what and who pays', () => {
    const text = renderOffer(view).description!;
    expect(text).toContain('gives: Alf Jones');
    expect(text).toContain('Kingsbridge Town gives: Bert Smith');
    expect(text).toContain('Kingsbridge Town pays £60,000.');
    expect(text).toContain('Status: open.');
    expect(text).not.toContain('Immunity');
    const given = renderOffer({ ...view, terms: { ...view.terms, immunity: 2 } as OfferView['terms'] }).description!;
    const cardLine = given.split('\n').find((l) => l.includes('Immunity'))!;
    expect(cardLine).toMatch(/Bold.* also gives 2 Immunity cards\.$/);
    expect(cardLine).not.toContain('Kingsbridge');
    expect(renderOffer({ ...view, terms: { ...view.terms, immunity: -1 } as OfferView['terms'] }).description).toContain(
      'Kingsbridge Town also gives an Immunity card.',
    );
    const list = renderOfferList('c2', [
      view,
      { ...view, id: '43', fromClub: { id: 'c2', name: 'Kingsbridge Town' }, toClub: { id: 'c1', name: NASTY } },
    ]);
    expect(list.fields!.map((f) => f.name)).toEqual(['Received', 'Sent']);
    expect(list.fields![0]!.value).toMatch(/^\*\*42\*\* transfer from /);
    expect(list.fields![1]!.value).toMatch(/^\*\*43\*\* transfer to /);
    expect(renderOfferList('c9', []).fields!.map((f) => f.value)).toEqual(['None.', 'None.']);
  });

  it('GIVEN deal events THEN each reads as a line', () => {
    const n = nameBook({ p1: 'Alf Jones' }, { c1: 'Rovers', c2: 'Town' });
    expect(eventText({ type: 'loan-returned', playerId: 'p1', clubId: 'c1', borrowerId: 'c2' }, n)).toBe(
      '🔁 Alf Jones returns to Rovers from his loan at Town',
    );
    const terms = { kind: 'transfer', fromClubId: 'c1', toClubId: 'c2', give: ['p1'], get: [], money: 0 } as const;
    expect(eventText({ type: 'deal-done', offerId: '1', terms }, n)).toBe('🤝 Deal between Rovers and Town: Alf Jones to Town');
    expect(eventText({ type: 'deal-done', offerId: '1', terms: { ...terms, immunity: -1 } }, n)).toBe(
      '🤝 Deal between Rovers and Town: Alf Jones to Town, an Immunity card to Rovers',
    );
    expect(eventText({ type: 'deal-lapsed', offerId: '1', terms, reason: 'player-moved', clubId: 'c1', playerId: 'p1' }, n)).toMatch(
      /not carried out$/,
    );
  });

  it('GIVEN a player on loan THEN his squad line says from whom', () => {
    const player = {
      own: false as const,
      id: 'p1',
      name: 'Alf Jones',
      age: 24,
      positions: ['CB' as const],
      ability: 6,
      potentialReached: false,
      retiring: false,
      form: '+' as const,
      injuryWeeks: 0,
      stats: { games: 0, goals: 0, assists: 0, gamesMissed: 0, gamesInjured: 0 },
      clubId: 'c2',
      clubName: 'Town',
      listing: null,
      value: 250_000,
    };
    expect(playerLine({ ...player, loanedFrom: NASTY })).toContain(' · on loan from \\*\\*Bold\\*\\*');
    expect(playerLine(player)).not.toContain('on loan');
  });
});
