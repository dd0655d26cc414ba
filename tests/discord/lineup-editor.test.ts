import { describe, expect, it } from 'vitest';
import { lineupComponents } from '../../src/discord/lineup-editor.js';
import { placePlayer } from '../../src/league/selection/editor-orders.js';
import { editorOf, editorSlots } from '../../src/league/selection/lineup-editor-view.js';
import type { Lineup } from '../../src/engine/model/types.js';
import { player } from './view-fixtures.js';

const lineup: Lineup = {
  formation: '4-4-2',
  goalkeeper: 'p0',
  defence: ['p2', 'p1', 'p7', 'p8'],
  midfield: ['p4', 'p3', 'p9', 'p10'],
  attack: ['p5', 'p11'],
};

describe('the lineup editor', () => {
  it('GIVEN a player from the bench put in a place THEN he takes it and the others stay', () => {
    const next = placePlayer(lineup, 1, 'p20');
    expect(next.defence).toEqual(['p20', 'p1', 'p7', 'p8']);
    expect(next.goalkeeper).toBe('p0');
    expect(next.attack).toEqual(['p5', 'p11']);
  });

  it('GIVEN a player already in the XI put in another place THEN the two swap', () => {
    const next = placePlayer(lineup, 10, 'p0');
    expect(next.goalkeeper).toBe('p11');
    expect(next.attack).toEqual(['p5', 'p0']);
  });

  it('GIVEN a CB in an SB place THEN his match rating is one lower (rulebook, "Selection")', () => {
    const cb = { ...player(1), positions: ['CB' as const], ability: 7, form: '+' as const };
    const [, sb, cbPlace] = editorSlots({ ...lineup, defence: ['p1', 'p1', 'p7', 'p8'] }, [cb]);
    expect(sb).toMatchObject({ slot: 'SB', rating: 6 });
    expect(cbPlace).toMatchObject({ slot: 'CB', rating: 7 });
  });

  it('GIVEN a squad of 40 THEN the player menu offers at most 25, custom ids within 100 characters', () => {
    const squad = Array.from({ length: 40 }, (_, i) => player(i));
    const orders = { clubId: 'c1', season: 1, week: 1, phase: 'season' as const, orders: {}, ready: false };
    const rows = lineupComponents({ ...editorOf('Club', lineup, null, squad, orders), lineup }, 3).map((row) => row.toJSON());
    expect(rows).toHaveLength(4);
    const menu = rows[2]!.components[0] as { custom_id: string; options: unknown[] };
    expect(menu.custom_id).toBe('select:put:3');
    expect(menu.options).toHaveLength(25);
    for (const row of rows) for (const c of row.components as { custom_id: string }[]) expect(c.custom_id.length).toBeLessThanOrEqual(100);
  });
});
