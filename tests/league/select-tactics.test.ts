import { expect, it } from 'vitest';
import { advanceLeague } from '../../src/league/week/advance.js';
import { myOrders } from '../../src/league/orders/orders.js';
import { lineupEditor, pickFormation, setStandingTactics, setSubstitution } from '../../src/league/selection/editor-orders.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, weekOf } from './helpers.js';

describeOnEachDatabase('/select’s tactics and substitutions', (database) => {
  async function weekOne() {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2'], { engine: 'detailed' });
    await advanceLeague(deps, league.id, weekOf(league));
    const input = { channelId: league.channelId, game: 'football' as const, command: 'select', userId: 'u1' };
    const editor = await pickFormation(deps, { ...input, formation: '4-3-3' });
    const xi = editor.slots.flatMap((s) => (s.player && s.slot !== 'GK' ? [s.player] : []));
    const bench = editor.players.filter((p) => !editor.slots.some((s) => s.player?.id === p.id));
    return { deps, input, xi, bench };
  }

  it('GIVEN two substitutions given at the same moment THEN both stand: neither edit loses the other', async () => {
    const { deps, input, xi, bench } = await weekOne();
    expect(bench.length).toBeGreaterThanOrEqual(2);
    await Promise.all([
      setSubstitution(deps, { ...input, on: bench[0]!.id, off: xi[0]!.id, fromMinute: 60, when: 'always' }),
      setSubstitution(deps, { ...input, on: bench[1]!.name, off: xi[1]!.id, fromMinute: 70, when: 'behind' }),
    ]);
    const substitutions = (await myOrders(deps, input)).orders.selection?.tactics?.substitutions ?? [];
    expect([...substitutions].sort((a, b) => a.fromMinute - b.fromMinute)).toEqual([
      { onId: bench[0]!.id, offId: xi[0]!.id, fromMinute: 60, when: 'always' },
      { onId: bench[1]!.id, offId: xi[1]!.id, fromMinute: 70, when: 'behind' },
    ]);
  });

  it('GIVEN Rebound and a substitution given at the same moment THEN both stand', async () => {
    const { deps, input, xi, bench } = await weekOne();
    await Promise.all([
      setStandingTactics(deps, { ...input, rebound: { when: 'behind', fromMinute: 75 } }),
      setSubstitution(deps, { ...input, on: bench[0]!.id, off: xi[0]!.id, fromMinute: 60, when: 'always' }),
    ]);
    const tactics = (await lineupEditor(deps, input)).tactics;
    expect(tactics?.rebound).toEqual({ when: 'behind', fromMinute: 75 });
    expect(tactics?.substitutions).toEqual([{ onId: bench[0]!.id, offId: xi[0]!.id, fromMinute: 60, when: 'always' }]);
  });

  it('GIVEN a substitution taking off a player not in the XI, or bringing on one already in it THEN it is refused and nothing is stored', async () => {
    const { deps, input, xi, bench } = await weekOne();
    await expect(setSubstitution(deps, { ...input, on: bench[0]!.id, off: bench[1]!.id, fromMinute: 60, when: 'always' })).rejects.toThrow(
      `${bench[1]!.name} is not in your XI, so he cannot be taken off.`,
    );
    await expect(setSubstitution(deps, { ...input, on: xi[1]!.id, off: xi[0]!.id, fromMinute: 60, when: 'always' })).rejects.toThrow(
      `${xi[1]!.name} is already in your XI; bring on someone from the bench.`,
    );
    expect((await myOrders(deps, input)).orders.selection?.tactics?.substitutions).toBeUndefined();
  });
});
