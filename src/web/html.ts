/** HTML built from templates in which every interpolated value is escaped unless it is already Html. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content and for a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part as string | number));
}

/** `html\`<p>${name}</p>\``: names, numbers and lists of Html are put in; anything but Html is escaped. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let text = strings[0]!;
  values.forEach((value, i) => (text += render(value) + strings[i + 1]!));
  return new Html(text);
}

/**
 * A user-chosen name inside plain text (a title, the chart's description): between Unicode's first-strong isolate and
 * its closing mark, so a right-to-left name, or one holding a direction override, cannot reorder the text after it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** A user-chosen name: escaped, and isolated so a right-to-left name cannot reorder the text around it. */
export function name(text: string): Html {
  return html`<bdi>${text}</bdi>`;
}
