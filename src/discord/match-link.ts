import type { OutboxMessage } from '../league/index.js';
import { publicLink } from '../league/shared/web-paths.js';

/** A match report (a post, or one in a week's story) links to its page on the league's web page when the bot has a public address and the page is on. */
export function withMatchLink(row: OutboxMessage, publicUrl: string | undefined): OutboxMessage {
  if (row.kind === 'week-story' && publicUrl) {
    const parts = row.message.parts.map((part) =>
      part.kind === 'match' && part.message.webPath
        ? { ...part, message: { ...part.message, webUrl: publicLink(publicUrl, part.message.webPath) } }
        : part,
    );
    return { ...row, message: { ...row.message, parts } };
  }
  if (row.kind !== 'match' || !publicUrl || !row.message.webPath) return row;
  return { ...row, message: { ...row.message, webUrl: publicLink(publicUrl, row.message.webPath) } };
}
