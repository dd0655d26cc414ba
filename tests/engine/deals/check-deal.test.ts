import { describe, expect, it } from 'vitest';
import { dealProblem } from '../../../src/engine/deals/check-deal.js';
import { englishOf } from './deal-rule-english.js';
import type { DealTerms } from '../../../src/engine/deals/terms.js';
import { goalkeepers, outfielder, twoClubLeague } from './support.js';

describe('dealProblem', () => {
  it('passes a plain transfer and a loan between two managers', () => {
    const { state, a, b } = twoClubLeague();
    expect(dealProblem(state, { kind: 'transfer', fromClubId: a, toClubId: b, give: [outfielder(state, a)], get: [], money: -100_000 })).toBeNull();
    expect(dealProblem(state, { kind: 'loan', ownerId: a, borrowerId: b, playerId: outfielder(state, a), fee: 10_000, matches: 3 })).toBeNull();
  });

  it('refuses each broken rule with its reason', () => {
    const { state, a, b, squad } = twoClubLeague();
    const npc = Object.values(state.clubs).find((c) => !c.playerControlled)!.id;
    const npcPlayer = Object.values(state.players).find((p) => p.clubId === null)?.id ?? 'nobody';
    const give = outfielder(state, a);
    const cases: [string, DealTerms, string][] = [
      ['club-gone', { kind: 'transfer', fromClubId: a, toClubId: npc, give: [give], get: [], money: 0 }, 'non-player club'],
      ['club-gone', { kind: 'transfer', fromClubId: a, toClubId: a, give: [give], get: [], money: 0 }, 'itself'],
      ['player-moved', { kind: 'transfer', fromClubId: a, toClubId: b, give: [outfielder(state, b)], get: [], money: 0 }, 'not his'],
      ['player-moved', { kind: 'transfer', fromClubId: a, toClubId: b, give: [npcPlayer], get: [], money: 0 }, 'nobody owns'],
      ['player-moved', { kind: 'transfer', fromClubId: a, toClubId: b, give: [give, give], get: [], money: 0 }, 'twice'],
      ['player-moved', { kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: [], money: 5 }, 'no player'],
      ['cannot-afford', { kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: [outfielder(state, b)], money: 1_500_001 }, 'too dear'],
      ['cannot-afford', { kind: 'loan', ownerId: a, borrowerId: b, playerId: give, fee: 1_500_001, matches: 1 }, 'loan fee'],
      [
        'squad-too-small',
        {
          kind: 'transfer',
          fromClubId: a,
          toClubId: b,
          give: squad(a)
            .filter((id) => !goalkeepers(state, a).includes(id))
            .slice(0, 6),
          get: [],
          money: 0,
        },
        'eleven',
      ],
      ['no-goalkeeper', { kind: 'transfer', fromClubId: a, toClubId: b, give: goalkeepers(state, a), get: [], money: 0 }, 'keeper'],
      ['loan-too-long', { kind: 'loan', ownerId: a, borrowerId: b, playerId: give, fee: 0, matches: 15 }, 'longer than the season'],
      ['loan-too-long', { kind: 'loan', ownerId: a, borrowerId: b, playerId: give, fee: 0, matches: 0 }, 'no matches'],
    ];
    for (const [reason, terms, why] of cases) {
      expect(dealProblem(state, terms)?.reason, why).toBe(reason);
      expect(englishOf(dealProblem(state, terms)).length, why).toBeGreaterThan(10);
    }
  });

  it('refuses a player on loan, and every deal once the window has closed', () => {
    const { state, a, b } = twoClubLeague();
    const onLoan = outfielder(state, b);
    state.players[onLoan]!.loan = { ownerId: a, matchesLeft: 2 };
    expect(dealProblem(state, { kind: 'transfer', fromClubId: b, toClubId: a, give: [onLoan], get: [], money: 0 })?.reason).toBe('player-on-loan');
    expect(dealProblem(state, { kind: 'loan', ownerId: b, borrowerId: a, playerId: onLoan, fee: 0, matches: 1 })?.reason).toBe('player-on-loan');
    Object.assign(state, { phase: 'season', week: 11 });
    expect(dealProblem(state, { kind: 'transfer', fromClubId: a, toClubId: b, give: [outfielder(state, a)], get: [], money: 0 })?.reason).toBe(
      'window-closed',
    );
  });

  it('allows a loan of exactly the matches left, and to the season end', () => {
    const { state, a, b } = twoClubLeague();
    Object.assign(state, { phase: 'season', week: 9 });
    const playerId = outfielder(state, a);
    expect(dealProblem(state, { kind: 'loan', ownerId: a, borrowerId: b, playerId, fee: 0, matches: 6 })).toBeNull();
    expect(dealProblem(state, { kind: 'loan', ownerId: a, borrowerId: b, playerId, fee: 0, matches: 7 })?.reason).toBe('loan-too-long');
    expect(dealProblem(state, { kind: 'loan', ownerId: a, borrowerId: b, playerId, fee: 0, matches: null })).toBeNull();
  });

  it('checks an offer as its maker sees the league: the other club’s money waits for the acceptance, his own and the squads do not', () => {
    const { state, a, b } = twoClubLeague();
    state.clubs[b]!.balance = 10;
    const asks: DealTerms = { kind: 'transfer', fromClubId: a, toClubId: b, give: [outfielder(state, a)], get: [], money: -100_000 };
    const lends: DealTerms = { kind: 'loan', ownerId: a, borrowerId: b, playerId: outfielder(state, a), fee: 100_000, matches: 2 };
    for (const terms of [asks, lends]) {
      expect(dealProblem(state, terms, a)).toBeNull();
      expect(dealProblem(state, terms)?.reason).toBe('cannot-afford');
      expect(dealProblem(state, terms, b)?.reason).toBe('cannot-afford');
    }
    const keepers: DealTerms = { kind: 'transfer', fromClubId: a, toClubId: b, give: [], get: goalkeepers(state, b), money: -100_000 };
    expect(dealProblem(state, keepers, a)?.reason).toBe('no-goalkeeper');
  });
});
