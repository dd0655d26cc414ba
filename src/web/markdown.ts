import { escapeHtml, html, Html } from './html.js';

/**
 * The Markdown our own documents are written in, as HTML: headings (with anchors), paragraphs, lists ("- " and
 * "1. ", a long item carried on indented lines), tables, fenced code, and inline `code`, **bold**, *emphasis* and
 * backslash escapes. Every piece of text is escaped: nothing in the file becomes markup of its own.
 */
export function renderMarkdown(text: string): Html {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Html[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
    } else if (line.startsWith('```')) {
      const end = lines.findIndex((l, j) => j > i && l.startsWith('```'));
      const stop = end === -1 ? lines.length : end;
      blocks.push(html`<pre><code>${lines.slice(i + 1, stop).join('\n')}</code></pre>`);
      i = stop + 1;
    } else if (/^#{1,6} /.test(line)) {
      const level = line.indexOf(' ');
      const title = line.slice(level + 1).trim();
      blocks.push(new Html(`<h${level} id="${anchor(title)}">${inline(title).text}</h${level}>`));
      i++;
    } else if (line.startsWith('|')) {
      const rows: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('|')) rows.push(lines[i++]!);
      blocks.push(table(rows));
    } else if (LIST_ITEM.test(line)) {
      const ordered = /^\d/.test(line);
      const items: string[] = [];
      while (i < lines.length && (LIST_ITEM.test(lines[i]!) || (items.length > 0 && /^ {2,}\S/.test(lines[i]!)))) {
        if (LIST_ITEM.test(lines[i]!)) items.push(lines[i]!.replace(LIST_ITEM, ''));
        else items[items.length - 1] += ` ${lines[i]!.trim()}`;
        i++;
      }
      const lis = items.map((item) => html`<li>${inline(item)}</li>`);
      blocks.push(ordered ? html`<ol>${lis}</ol>` : html`<ul>${lis}</ul>`);
    } else {
      const paragraph: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== '' && !STARTS_BLOCK.test(lines[i]!)) paragraph.push(lines[i++]!.trim());
      blocks.push(html`<p>${inline(paragraph.join(' '))}</p>`);
    }
  }
  return html`${blocks.map((b) => html`${b}\n`)}`;
}

const LIST_ITEM = /^(?:- |\d+\. )/;
const STARTS_BLOCK = /^(?:#{1,6} |\||```|- |\d+\. )/;

/** A heading's anchor: its words in lower case, joined by hyphens (as the usual Markdown viewers make them). */
export function anchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[\\`*]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

function table(rows: string[]): Html {
  const cells = (row: string) =>
    row
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
  const [head, ...rest] = rows;
  const body = rest.filter((row) => !/^\|[\s|:-]+\|?$/.test(row.trim()));
  return html`<div class="scroll"><table><thead><tr>${cells(head!).map((c) => html`<th scope="col">${inline(c)}</th>`)}</tr></thead>
<tbody>${body.map((row) => html`<tr>${cells(row).map((c) => html`<td>${inline(c)}</td>`)}</tr>`)}</tbody></table></div>`;
}

/**
 * Inline markup: `code` (its text kept as written), **bold** and *emphasis* (either may hold code), and a backslash
 * before punctuation keeping the character as it is (`P\*`, `\|`). Code and escapes are set aside first, so no star
 * inside them is read as emphasis; the text is escaped before any tag is added.
 */
function inline(text: string): Html {
  const codes: string[] = [];
  let out = text.replace(/`([^`]+)`/g, (_, code: string) => `\uE000${codes.push(code) - 1}\uE000`);
  out = escapeHtml(out).replace(/\\([\\`*_{}[\]()#+\-.!|])/g, (_, c: string) => `\uE001${c.charCodeAt(0)}\uE001`);
  out = out
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(?<![\w*])\*(?!\s)([^*]+?)(?<!\s)\*(?![\w*])/g, '<em>$1</em>')
    .replace(/\uE001(\d+)\uE001/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/\uE000(\d+)\uE000/g, (_, n: string) => `<code>${escapeHtml(codes[Number(n)]!)}</code>`);
  return new Html(out);
}
