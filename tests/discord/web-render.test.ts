import { describe, expect, it } from 'vitest';
import { webPageAnswer, webPageSetting } from '../../src/discord/render/web.render.js';

describe('/league web', () => {
  const slug = 'a'.repeat(32);

  it('GIVEN the page on and a public address THEN it gives the link, without a doubled slash', () => {
    expect(webPageAnswer({ slug, shown: true }, 'https://dugout.example.org/')).toBe(
      `The league's web page (tables, fixtures, match reports, clubs, history): https://dugout.example.org/l/${slug}`,
    );
  });

  it.each([
    ['cards', 'table, cup, every match with its duels, trophies'],
    ['fortunes', 'table of ten, results with Defence and Attack, cups, game points, squads'],
  ] as const)('GIVEN a %s league THEN the link says what its one page shows', (game, shows) => {
    expect(webPageAnswer({ slug, shown: true }, 'https://dugout.example.org', false, game)).toBe(
      `The league's web page (${shows}): https://dugout.example.org/l/${slug}`,
    );
  });

  it('GIVEN the page off THEN it says how an admin turns it on, and gives no link', () => {
    const answer = webPageAnswer({ slug, shown: false }, 'https://dugout.example.org');
    expect(answer).toContain('/league settings web:true');
    expect(answer).not.toContain(slug);
  });

  it('GIVEN no PUBLIC_URL THEN an admin is told the bot has no public address, and a manager only that there is no page', () => {
    expect(webPageAnswer({ slug, shown: true }, undefined, true)).toContain('PUBLIC_URL');
    expect(webPageAnswer({ slug, shown: true }, undefined, false)).toBe('This league has no web page yet.');
  });

  it('GIVEN the setting changed THEN the settings answer says on or off', () => {
    expect(webPageSetting(true)).toContain('on');
    expect(webPageSetting(false)).toContain('off');
  });
});
