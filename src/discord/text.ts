/** Cuts text to at most `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/**
 * Splits text into chunks of at most `max` characters, breaking between lines
 * where it can and inside a line only when the line alone is too long.
 */
export function chunkText(text: string, max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    const pieces = line.length <= max ? [line] : (line.match(new RegExp(`[\\s\\S]{1,${max}}`, 'g')) ?? ['']);
    for (const piece of pieces) {
      const joined = current === '' ? piece : `${current}\n${piece}`;
      if (joined.length <= max) {
        current = joined;
      } else {
        chunks.push(current);
        current = piece;
      }
    }
  }
  if (current !== '' || chunks.length === 0) chunks.push(current);
  return chunks.filter((chunk, index) => chunk !== '' || index === 0);
}

/** Escapes Discord markdown in names users choose, so "__Club__" prints as typed. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_`~|>#[\]-])/g, '\\$1');
}
