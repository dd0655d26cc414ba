import pg from 'pg';

/** Statements one connection keeps prepared; any further ones are parsed and planned at every run, as before. */
export const PREPARED_PER_CONNECTION = 256;

/** Texts remembered as run once, before the memory starts afresh. */
const SEEN_ONCE_KEPT = 1024;

/**
 * A pg client that prepares a statement with parameters the second time it runs it, under a name of its own, so the
 * server parses, analyses and plans it once per connection instead of at every run. A league's week runs the same
 * twenty-odd statements every week, and at a deadline parsing and planning them took about a quarter of the server's
 * CPU. A text run only once (a list of ids of a length not seen before) stays unnamed, and a connection prepares at
 * most PREPARED_PER_CONNECTION statements, so one-off texts cannot fill the server's memory. Statements without
 * parameters (BEGIN, COMMIT, a migration's DDL) run as plain queries.
 *
 * A prepared statement lives as long as its connection. A migration that changes the columns a prepared `select *`
 * returns makes the server refuse that statement on the connections that prepared it, so every process is restarted
 * after a migration, as a deploy does anyway (docs/operations.md).
 */
export class PreparingClient extends pg.Client {
  private readonly names = new Map<string, string>();
  private readonly seenOnce = new Set<string>();

  // Every overload of pg's query passes through here; only a text with values is named.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloaded signature, passed on unchanged
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = this.nameOf(config);
      if (name) return super.query({ name, text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }

  private nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= PREPARED_PER_CONNECTION) return known;
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= SEEN_ONCE_KEPT) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    this.seenOnce.delete(text);
    const name = `dugout_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}
