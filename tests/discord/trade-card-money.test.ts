import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../src/context.js';
import { fakeCommand } from './fake-interaction.js';

const offered = vi.hoisted(() => ({ inputs: [] as { payPence: number; receivePence: number }[] }));

vi.mock('../../src/league/index.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/league/index.js')>()),
  leagueByChannel: async () => ({ id: 'L1', game: 'cards' }),
  offerCards: async (_deps: unknown, input: { payPence: number; receivePence: number }) => {
    offered.inputs.push(input);
    throw new Error('stop here: only the input is looked at');
  },
}));

const { default: trade } = await import('../../commands/trade.js');

const offer = (values: Record<string, number>) =>
  fakeCommand('trade', {
    options: {
      data: [
        {
          name: 'offer',
          type: 1,
          options: [{ name: 'club', type: 3, value: 'c2' }, ...Object.entries(values).map(([name, value]) => ({ name, type: 10, value }))],
        },
      ],
      getSubcommand: () => 'offer',
      getFocused: () => '',
    },
  }).interaction;

describe('/trade money in the card game', () => {
  it('GIVEN the trade command THEN its money options take pounds and pence, not whole pounds', () => {
    const options = (trade.data.toJSON().options ?? []).find((o) => o.name === 'offer') as { options: { name: string; type: number }[] };
    for (const name of ['money', 'ask']) expect(options.options.find((o) => o.name === name)?.type).toBe(10);
  });

  it('GIVEN £2.50 paid or £0.75 asked in a cards league THEN the offer carries 250 or 75 pence', async () => {
    offered.inputs.length = 0;
    const ctx = {} as AppContext;
    await expect(trade.execute(offer({ money: 2.5 }) as never, ctx)).rejects.toThrow('stop here');
    await expect(trade.execute(offer({ ask: 0.75 }) as never, ctx)).rejects.toThrow('stop here');
    expect(offered.inputs.map((i) => [i.payPence, i.receivePence])).toEqual([
      [250, 0],
      [0, 75],
    ]);
  });
});
