import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file a reply, post or page is written in: the renderers, the commands, the league's messages. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The quoted texts of a source file (strings and templates), comments left out. */
function texts(path: string): string[] {
  const code = readFileSync(path, 'utf8').replace(/^\s*(\/\/|\/?\*).*$/gm, '');
  return [...code.matchAll(/'([^'\n]*)'|`([^`]*)`|"([^"\n]*)"/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

const FILES = ['src', 'commands'].flatMap(sources);
/** The renderers and command replies: where a manager is spoken of. */
const REPLIES = ['src/discord', 'commands'].flatMap(sources);
/** Everything a reader sees laid out: the replies, the posts and the web page. */
const SHOWN = [...REPLIES, ...['src/web', 'src/league/posts', 'src/league/web'].flatMap(sources)];

describe('every text a manager reads', () => {
  it('GIVEN the sources THEN there are files to sweep', () => {
    expect(FILES.length).toBeGreaterThan(100);
  });

  it.each([
    ['a "(s)" plural', FILES, /\w\(s\)/],
    ['a "he", "his" or "him" for a manager', FILES, /\bmanager\b[^.;]*\b(he|his|him|himself)\b|\bonly he\b/i],
    ['a "he/she", "his/her" or "he or she"', FILES, /\b(he\/she|she\/he|his\/her|him\/her|he or she)\b/i],
    // A season has 14 weeks: the step after the last is "the season's end" (tests/discord/step-names.test.ts renders each).
    ['a week the season does not have', FILES, /\bweek (1[5-9]|[2-9]\d|\d{3,})\b/i],
    ['a cup step named by the week it comes before', SHOWN, /round \(before week|round before week/i],
    // A mark after a name is parted from it by a space ("Stonebury Rangers *"), however long the name.
    ['a mark run into the name before it, as "Rangers*"', SHOWN, /\}\*(?!\*)|\}\$\{\w*mark(er)?s?\}/i],
  ])('GIVEN every quoted text THEN none has %s', (_, files, pattern) => {
    const found = files.flatMap((path) =>
      texts(path)
        .filter((text) => pattern.test(text))
        .map((text) => `${path}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
