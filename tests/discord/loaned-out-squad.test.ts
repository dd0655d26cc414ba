import { describe, expect, it } from 'vitest';
import type { ClubHeader } from '../../src/db/repositories/club.repository.js';
import { carryOutDeals } from '../../src/engine/deals/carry-out.js';
import { renderSquad } from '../../src/discord/render/squad.render.js';
import { squadOfClub } from '../../src/league/state-views/club-views.js';
import { outfielder, twoClubLeague } from '../engine/deals/support.js';

function header(id: string, name: string): ClubHeader {
  return { id, name, division: 3, player_controlled: true, manager_user_id: 'u1' } as ClubHeader;
}

describe('/squad and the players a club has out on loan', () => {
  it('GIVEN two players lent out THEN the owner sees them apart, where and until when, and they are not among his players', () => {
    const { state, a, b, squad } = twoClubLeague();
    state.clubs[b]!.name = '**Rovers** @everyone';
    const short = outfielder(state, a, 0);
    const long = outfielder(state, a, 1);
    const before = squad(a).length;
    const loan = (playerId: string, matches: number | null, offerId: string) => ({
      offerId,
      seq: Number(offerId),
      terms: { kind: 'loan', ownerId: a, borrowerId: b, playerId, fee: 0, matches } as const,
    });
    carryOutDeals(state, [loan(short, 3, '1'), loan(long, null, '2')], []);

    const view = squadOfClub(state, header(a, 'Town'), a, {});
    expect(view.players.map((p) => p.id)).not.toContain(short);
    expect(view.players.map((p) => p.id)).not.toContain(long);
    expect(view.players).toHaveLength(before - 2);
    expect(view.loanedOut!.map((p) => [p.id, p.atClub, p.matchesLeft]).sort()).toEqual(
      [
        [short, '**Rovers** @everyone', 3],
        [long, '**Rovers** @everyone', null],
      ].sort(),
    );

    const text = renderSquad(view).description!;
    const lines = text.split('\n');
    const heading = lines.indexOf('__Out on loan__ (not in your selection)');
    expect(heading).toBeGreaterThan(0);
    const away = lines.slice(heading + 1, heading + 3);
    const line = (id: string) => away.find((l) => l.includes(state.players[id]!.name))!;
    expect(line(short)).toMatch(/ · on loan at \\\*\\\*Rovers\\\*\\\* @everyone, back after 3 matches$/);
    expect(line(long)).toMatch(/ · on loan at .*Rovers.*, to the season’s end$/);
    expect(renderSquad(view).footer!.text).toMatch(new RegExp(`^${before - 2} players`));

    // The borrower's squad lists them as his players, on loan from the owner, and has nobody out on loan.
    const borrower = squadOfClub(state, header(b, 'Rovers'), a, {});
    expect(borrower.players.find((p) => p.id === short)!.loanedFrom).toBe(state.clubs[a]!.name);
    expect(borrower.loanedOut).toEqual([]);
    expect(renderSquad(borrower).description).not.toContain('Out on loan');
  });
});
