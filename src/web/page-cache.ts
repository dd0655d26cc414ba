/**
 * Rendered pages, kept until the league's version changes (a step played, a setting changed): a page is built once
 * per played week, then served from memory. Pages of an older version are never asked for again and age out: the
 * oldest go first once the cache holds `budget` characters (a page is 5 to 100 thousand).
 */
export class PageCache {
  private readonly pages = new Map<string, string>();
  private held = 0;

  constructor(private readonly budget = 16_000_000) {}

  async get(key: string, build: () => Promise<string | null>): Promise<string | null> {
    const cached = this.pages.get(key);
    if (cached !== undefined) return cached;
    const built = await build();
    if (built === null) return null;
    this.forget(key);
    this.pages.set(key, built);
    this.held += built.length;
    for (const oldest of this.pages.keys()) {
      if (this.held <= this.budget || oldest === key) break;
      this.forget(oldest);
    }
    return built;
  }

  /** Characters held, across all pages. */
  get size(): number {
    return this.held;
  }

  private forget(key: string): void {
    const page = this.pages.get(key);
    if (page === undefined) return;
    this.held -= page.length;
    this.pages.delete(key);
  }
}
