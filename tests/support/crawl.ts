/** Following links from a start page, every page of the site under `prefix` and what it answered. */
export interface CrawledPage {
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const LINK = /href="([^"]+)"/g;
const unescape = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export async function crawl(get: (url: string) => Promise<Omit<CrawledPage, 'url'>>, start: string, prefix: string): Promise<CrawledPage[]> {
  const seen = new Set([start]);
  const queue = [start];
  const pages: CrawledPage[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const page = { url, ...(await get(url)) };
    pages.push(page);
    for (const [, href] of page.body.matchAll(LINK)) {
      const target = unescape(href!);
      if (target.startsWith(prefix) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return pages;
}
