import { describe, expect, it } from 'vitest';
import { PageCache } from '../../src/web/page-cache.js';

describe('PageCache', () => {
  it('GIVEN a page asked for twice THEN it is built once', async () => {
    const cache = new PageCache();
    let builds = 0;
    const build = async () => `page ${++builds}`;
    expect(await cache.get('a', build)).toBe('page 1');
    expect(await cache.get('a', build)).toBe('page 1');
    expect(builds).toBe(1);
  });

  it('GIVEN no page to build THEN nothing is kept and the next ask builds again', async () => {
    const cache = new PageCache();
    let builds = 0;
    const none = async () => (builds++, null);
    expect(await cache.get('a', none)).toBeNull();
    expect(await cache.get('a', none)).toBeNull();
    expect(builds).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('GIVEN more pages than the budget THEN the oldest are dropped first, and the newest is kept even alone over it', async () => {
    const cache = new PageCache(10);
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    await cache.get('c', async () => 'cccc');
    expect(cache.size).toBe(8);
    let rebuilt = false;
    await cache.get('a', async () => ((rebuilt = true), 'aaaa'));
    expect(rebuilt).toBe(true);
    await cache.get('big', async () => 'x'.repeat(50));
    expect(cache.size).toBe(50);
  });
});
