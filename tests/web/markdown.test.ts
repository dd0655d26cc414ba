import { describe, expect, it } from 'vitest';
import { anchor, renderMarkdown } from '../../src/web/markdown.js';

const md = (text: string) => renderMarkdown(text).text;

describe('Markdown as the rules page shows it', () => {
  it.each([
    [
      'headings: each its level, with an anchor made of its words',
      '# House rules\n\n## Pre-season: transfer requests',
      '<h1 id="house-rules">House rules</h1>\n<h2 id="pre-season-transfer-requests">Pre-season: transfer requests</h2>\n',
    ],
    [
      'a paragraph over lines, and a list whose item runs on over indented lines: one <p>, one <li> each',
      'Intro line one\nand two.\n\n- first item\n  carried on\n- second',
      '<p>Intro line one and two.</p>\n<ul><li>first item carried on</li><li>second</li></ul>\n',
    ],
    ['a numbered list', '1. one\n2. two', '<ol><li>one</li><li>two</li></ol>\n'],
    [
      'inline markup: code keeps its text, bold may hold code, an escaped star stays a star',
      '- **`/league history` shows** the P\\* player and *this*, 2 * 3',
      '<ul><li><strong><code>/league history</code> shows</strong> the P* player and <em>this</em>, 2 * 3</li></ul>\n',
    ],
    ['stars inside code', '`a **b**`', '<p><code>a **b**</code></p>\n'],
    [
      'a table: its first row heads it, the separator goes, an escaped bar stays in its cell',
      '| a | b \\| c |\n| --- | --- |\n| 1 | **2** |',
      '<div class="scroll"><table><thead><tr><th scope="col">a</th><th scope="col">b | c</th></tr></thead>\n<tbody><tr><td>1</td><td><strong>2</strong></td></tr></tbody></table></div>\n',
    ],
    ['a fenced block, kept as written', '```\nGoals 4.86 *not bold*\n  indented\n```', '<pre><code>Goals 4.86 *not bold*\n  indented</code></pre>\n'],
  ])('GIVEN %s THEN it renders as HTML', (_, text, expected) => {
    expect(md(text)).toBe(expected);
  });

  it('GIVEN a heading with words in brackets THEN its anchor keeps the words alone', () => {
    expect(anchor('Net Results Soccer (the detailed engine)')).toBe('net-results-soccer-the-detailed-engine');
  });

  it('GIVEN markup in the text THEN it is escaped, in code and in headings too: nothing becomes a tag of its own', () => {
    const shown = md('# <b>x</b>\n\n<script>alert(1)</script> `<img src=x>` & "q"');
    expect(shown).not.toMatch(/<(script|img|b)[ >]/);
    expect(shown).toContain('&lt;script&gt;alert(1)&lt;/script&gt; <code>&lt;img src=x&gt;</code> &amp; &quot;q&quot;');
  });
});
