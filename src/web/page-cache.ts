/**
 * Rendered pages, kept until the league's version changes (a step played, a setting changed): a page is built once
 * per played week, then served from memory. The oldest entries go first once the cache is full.
 */
export class PageCache {
  private readonly pages = new Map<string, string>();

  constructor(private readonly capacity = 2_000) {}

  async get(key: string, build: () => Promise<string | null>): Promise<string | null> {
    const cached = this.pages.get(key);
    if (cached !== undefined) return cached;
    const built = await build();
    if (built === null) return null;
    if (this.pages.size >= this.capacity) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, built);
    return built;
  }

  get size(): number {
    return this.pages.size;
  }
}
