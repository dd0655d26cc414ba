import { describe, expect, it } from 'vitest';
import { FULL_PACK, isAce, isPicture } from '../../src/engine/cards/cards.js';
import { seededDice } from '../../src/engine/dice.js';
import { canPlayIn, fieldLineup } from '../../src/engine/cards/lineup.js';
import { formationOf } from '../../src/engine/cards/formations.js';
import { FIRST_SEASON_ORDER, levelOf } from '../../src/engine/cards/suit-levels.js';
import { shuffled } from '../../src/engine/season/fixtures.js';
import { editorFor, placeCard, sheetChange, withTactic, type HandView } from '../../src/league/modes/cards/cards-views.js';
import { sheetChangeWords } from '../../src/discord/render/cards.render.js';

function handOf(cards: string[], injured: string[] = []): HandView {
  return {
    clubId: 'hand-1',
    clubName: 'Ace Athletic',
    season: 1,
    phase: 'round',
    roundsPlayed: 0,
    suitOrder: [...FIRST_SEASON_ORDER],
    pence: 0,
    keepBill: 0,
    hand: cards.map((card) => ({ card, level: levelOf(card, FIRST_SEASON_ORDER), picture: isPicture(card), injured: injured.includes(card) })),
    keep: null,
    sheet: null,
    lots: [],
    bids: [],
  };
}

describe('the /play editor', () => {
  it('GIVEN random hands THEN each menu offers only cards that may play there, fit and held, each at the level it would play', () => {
    const dice = seededDice(9);
    for (let deal = 0; deal < 60; deal++) {
      const cards = shuffled([...FULL_PACK], dice).slice(0, 12);
      if (!cards.some(isPicture)) continue;
      const injured = cards.filter((c) => !isPicture(c)).slice(0, 1);
      const editor = editorFor(handOf(cards, injured))!;
      expect(editor.tactics.map((t) => t.card)).toEqual(cards.filter(isPicture));
      for (const keeper of editor.keepers) if (keeper.card) expect(isAce(keeper.card) && !injured.includes(keeper.card)).toBe(true);
      editor.places.forEach((choices, i) => {
        const space = editor.spaces[i]!;
        expect(choices.at(-1)).toEqual({ card: null, level: 0 });
        for (const choice of choices.slice(0, -1)) {
          expect(cards).toContain(choice.card);
          expect(injured).not.toContain(choice.card);
          expect(canPlayIn(choice.card!, space), `${choice.card} in ${space}`).toBe(true);
          expect(choice.level).toBe(fieldLineup(placeCard(editor.sheet, i, choice.card), FIRST_SEASON_ORDER).level[space]);
        }
        const legal = cards.filter((c) => !injured.includes(c) && canPlayIn(c, space));
        expect(choices.length - 1).toBe(legal.length);
      });
    }
  });

  it("GIVEN the seed's worked example THEN the nine in space 9 under K♣, with team-mates in 6, 8 and 10, is offered at level 6", () => {
    const editor = editorFor({ ...handOf(['KC', '6C', '8C', '9C', 'TC']), sheet: { tactic: 'KC', keeper: null, places: ['6C', '8C', '9C', 'TC'] } })!;
    // Clubs are level 3 in season one: a level-3 nine in space 9 with three team-mates plays at 5; a heart at 6.
    expect(editor.levels[9]).toBe(5);
    const hearts = editorFor({ ...handOf(['KC', '6C', '8C', '9H', 'TC']), sheet: { tactic: 'KC', keeper: null, places: ['6C', '8C', '9H', 'TC'] } })!;
    expect(hearts.levels[9]).toBe(6);
  });

  it('GIVEN a new formation THEN players who may play in its spaces stay, in order, and a place none fits is left to a reserve', () => {
    const sheet = { tactic: 'KC', keeper: 'AH', places: ['6C', '8C', '9C', 'TC'] };
    const changed = withTactic(sheet, 'JH');
    expect(formationOf('JH')).toEqual([2, 3, 4, 6]);
    // 6♣ fits anywhere and 8♣ only next to his 8, in 6: both stay.
    expect(changed).toEqual({ tactic: 'JH', keeper: 'AH', places: ['6C', null, null, '8C'] });
    expect(placeCard(changed, 3, '6C')).toEqual({ tactic: 'JH', keeper: 'AH', places: [null, null, null, '6C'] });
  });

  it('GIVEN a formation change where the first fit would strand a card THEN every card that still fits is kept, none left to a reserve', () => {
    // K♦'s 5♣ 8♣ 5♥ 9♥ into K♣ (6 8 9 10): taking the first fit for each space in turn left 5♥ out.
    const sheet = { tactic: 'KD', keeper: 'AC', places: ['5C', '8C', '5H', '9H'] };
    const changed = withTactic(sheet, 'KC');
    expect(changed.places.filter((c) => c !== null).sort()).toEqual(['5C', '5H', '8C', '9H']);
    changed.places.forEach((card, i) => expect(canPlayIn(card!, formationOf('KC')[i]!)).toBe(true));
    expect(changed.keeper).toBe('AC');
    expect(sheetChange(sheet, changed)).toEqual({ dropped: [], moved: [] });
  });

  it('GIVEN a pick of a card already in another space THEN the change names the move and the space it left; a formation it cannot fit names the card dropped', () => {
    // K♣ is the seed's worked example, 6-8-9-10.
    const sheet = { tactic: 'KC', keeper: null, places: ['6C', '8C', '9C', 'TC'] };
    const picked = placeCard(sheet, 1, '6C');
    expect(picked.places).toEqual([null, '6C', '9C', 'TC']);
    expect(sheetChange(sheet, picked)).toEqual({ dropped: [], moved: [{ card: '6C', from: 6, to: 8 }] });
    expect(sheetChange(sheet, withTactic(sheet, 'JH'))).toEqual({ dropped: ['9C', 'TC'], moved: [] });
    expect(sheetChangeWords(sheetChange(sheet, picked), 'KC')).toBe(
      '6♣ moved from space 6 to space 8, so space 6 now has a reserve (level 0): pick a card for it.',
    );
    expect(sheetChangeWords(sheetChange(sheet, withTactic(sheet, 'JH')), 'JH')).toBe('9♣, 10♣ left the sheet: no space of J♥ fits them.');
    expect(sheetChangeWords({ dropped: [], moved: [] }, 'KC')).toBe('');
  });
});
