import { describe, expect, it } from 'vitest';
import { aiDealProposals } from '../../../src/engine/ai/ai-proposals.js';
import { AI_DEAL_RULE, aiAnswer, aiPlayerValue } from '../../../src/engine/deals/value-rule.js';
import { englishOf } from './deal-rule-english.js';
import { transferValue } from '../../../src/engine/transfers/transfer-values.js';
import { goalkeepers, outfielder, twoClubLeague } from './support.js';

describe('the AI value rule', () => {
  it('sells for the premium over value, not a pound less', () => {
    const { state, a, b } = twoClubLeague();
    const player = outfielder(state, b);
    const least = Math.ceil(transferValue(state.players[player]!) * AI_DEAL_RULE.premium);
    const offer = (money: number) => ({ kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: [player], money }) as const;
    expect(aiAnswer(state, offer(least), b).accept).toBe(true);
    expect(aiAnswer(state, offer(least - 1), b).accept).toBe(false);
  });

  it('weighs players and money together in a swap', () => {
    const { state, a, b } = twoClubLeague();
    const mine = outfielder(state, a);
    const theirs = outfielder(state, b);
    const gap = Math.ceil(transferValue(state.players[theirs]!) * AI_DEAL_RULE.premium) - transferValue(state.players[mine]!);
    const offer = (money: number) => ({ kind: 'transfer', fromClubId: a, toClubId: b, give: [mine], get: [theirs], money }) as const;
    expect(aiAnswer(state, offer(Math.max(0, gap)), b).accept).toBe(true);
    if (gap > 0) expect(aiAnswer(state, offer(gap - 1), b).accept).toBe(false);
  });

  it('keeps its squad of thirteen and its goalkeeper whatever the money', () => {
    const { state, a, b, squad } = twoClubLeague();
    const outfield = squad(b).filter((id) => !goalkeepers(state, b).includes(id));
    const tooMany = outfield.slice(0, squad(b).length - AI_DEAL_RULE.keepSquad + 1);
    expect(aiAnswer(state, { kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: tooMany, money: 1_400_000 }, b).accept).toBe(false);
    expect(
      aiAnswer(state, { kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: goalkeepers(state, b), money: 1_400_000 }, b),
    ).toMatchObject({
      accept: false,
    });
  });

  it('lends for a fee per match away, and borrows for a small one', () => {
    const { state, a, b } = twoClubLeague();
    const theirs = outfielder(state, b);
    const value = transferValue(state.players[theirs]!);
    const lendFee = Math.ceil(value * AI_DEAL_RULE.lendFeePerMatch * 4);
    expect(aiAnswer(state, { kind: 'loan', ownerId: b, borrowerId: a, playerId: theirs, fee: lendFee, matches: 4 }, b).accept).toBe(true);
    expect(aiAnswer(state, { kind: 'loan', ownerId: b, borrowerId: a, playerId: theirs, fee: lendFee - 1, matches: 4 }, b).accept).toBe(false);
    const mine = outfielder(state, a);
    const borrowFee = Math.floor(transferValue(state.players[mine]!) * AI_DEAL_RULE.borrowFeePerMatch * 14);
    expect(aiAnswer(state, { kind: 'loan', ownerId: a, borrowerId: b, playerId: mine, fee: borrowFee, matches: null }, b).accept).toBe(true);
    expect(aiAnswer(state, { kind: 'loan', ownerId: a, borrowerId: b, playerId: mine, fee: borrowFee + 1, matches: null }, b).accept).toBe(false);
  });

  it('GIVEN a 17-year-old youth-team player rated 7.0 THEN it values him at £400,000, what he is worth once he moves, not the youth list’s £100,000', () => {
    const { state, a, b } = twoClubLeague();
    const youth = outfielder(state, b);
    Object.assign(state.players[youth]!, { age: 17, ability: 7, youthTeam: true, retiring: false });
    expect(transferValue(state.players[youth]!)).toBe(100_000);
    expect(aiPlayerValue(state.players[youth]!)).toBe(400_000);
    const offer = (money: number) => ({ kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: [youth], money }) as const;
    expect(aiAnswer(state, offer(110_000), b).accept).toBe(false);
    const least = Math.ceil(400_000 * AI_DEAL_RULE.premium);
    expect(aiAnswer(state, offer(least - 1), b).accept).toBe(false);
    expect(aiAnswer(state, offer(least), b).accept).toBe(true);
    const lendFee = Math.ceil(400_000 * AI_DEAL_RULE.lendFeePerMatch * 4);
    expect(aiAnswer(state, { kind: 'loan', ownerId: b, borrowerId: a, playerId: youth, fee: lendFee - 1, matches: 4 }, b).accept).toBe(false);
    expect(aiAnswer(state, { kind: 'loan', ownerId: b, borrowerId: a, playerId: youth, fee: lendFee, matches: 4 }, b).accept).toBe(true);
  });

  it('GIVEN a youth-team player worth less than £100,000 by ability THEN it values him at the youth list’s £100,000', () => {
    const { state } = twoClubLeague();
    const player = Object.values(state.players)[0]!;
    expect(aiPlayerValue({ ...player, age: 17, ability: 5, youthTeam: true, retiring: false })).toBe(100_000);
  });

  it('refuses what the rules refuse, with the rule’s sentence', () => {
    const { state, a, b } = twoClubLeague();
    const answer = aiAnswer(state, { kind: 'transfer', fromClubId: a, toClubId: b, give: [outfielder(state, b)], get: [], money: 0 }, b);
    expect(answer.accept).toBe(false);
    expect(englishOf(answer.because)).toMatch(/does not play for/);
  });
});

describe('AI offers between AI clubs', () => {
  it('asks the deepest club for cover in the thinnest position, at value and a premium, the same every time', () => {
    const { state, a, b } = twoClubLeague();
    // Leave club a one goalkeeper short of its cover.
    const keepers = goalkeepers(state, a);
    for (const id of keepers.slice(1)) state.players[id]!.clubId = null;
    const clubs = [a, b];
    const offers = [0, 1, 2, 3].flatMap((week) => aiDealProposals({ ...state, phase: 'season', week: week + 1 }, clubs));
    const fromA = offers.filter((o) => o.kind === 'transfer' && o.fromClubId === a);
    expect(fromA.length).toBe(1);
    const offer = fromA[0]!;
    if (offer.kind !== 'transfer') throw new Error('a transfer');
    expect(offer.toClubId).toBe(b);
    expect(state.players[offer.get[0]!]!.positions[0]).toBe('GK');
    expect(offer.money).toBeGreaterThanOrEqual(transferValue(state.players[offer.get[0]!]!) * 1.15);
    expect(aiDealProposals({ ...state, phase: 'season', week: 12 }, clubs)).toEqual([]);
    expect(JSON.stringify(offers)).toBe(
      JSON.stringify([0, 1, 2, 3].flatMap((week) => aiDealProposals({ ...state, phase: 'season', week: week + 1 }, clubs))),
    );
  });
});
