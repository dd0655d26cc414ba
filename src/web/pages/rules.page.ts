import { html } from '../html.js';
import { page } from '../layout.js';
import { anchor, renderMarkdown } from '../markdown.js';

/**
 * The house rules (docs/rules.md) as a page of their own, outside any league: the same for every league. Its opening
 * (title and introduction) comes first, then a list of its sections, then the sections.
 */
export function rulesPage(markdown: string): string {
  const split = markdown.search(/^## /m);
  const [opening, sections] = split === -1 ? [markdown, ''] : [markdown.slice(0, split), markdown.slice(split)];
  const titles = [...sections.matchAll(/^## (.+)$/gm)].map(([, title]) => title!.trim());
  const contents = titles.map((title) => html`<li><a href="#${anchor(title)}">${title.replace(/\\(.)/g, '$1')}</a></li>`);
  return page({
    title: 'Dugout: the house rules',
    body: html`${renderMarkdown(opening)}${titles.length ? html`<nav aria-label="Contents"><ul>${contents}</ul></nav>\n` : ''}${renderMarkdown(sections)}`,
  });
}
