import type { OutboxMessage } from '../league/index.js';
import { publicLink } from '../league/web/web-paths.js';

/** A match post links to its page on the league's web page when the bot has a public address and the page is on. */
export function withMatchLink(row: OutboxMessage, publicUrl: string | undefined): OutboxMessage {
  if (row.kind !== 'match' || !publicUrl || !row.message.webPath) return row;
  return { ...row, message: { ...row.message, webUrl: publicLink(publicUrl, row.message.webPath) } };
}
