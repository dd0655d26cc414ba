import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RULES_PATH } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { escapeHtml } from '../../src/web/html.js';
import { anchor } from '../../src/web/markdown.js';
import { buildWebServer } from '../../src/web/server.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';

const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const RULES = readFileSync('docs/rules.md', 'utf8');

describeOnEachDatabase('the house rules page', (database) => {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildWebServer({ deps: { db: database().db, clock: testClock() }, logger: silent });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GIVEN /rules THEN it answers 200 with every heading of the house rules, each reached from the contents', async () => {
    const res = await app!.inject({ method: 'GET', url: RULES_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<h1 id="house-rules">House rules</h1>');
    const headings = [...RULES.matchAll(/^(#{2,3}) (.+)$/gm)].map(([, hashes, title]) => ({ level: hashes!.length, title: title!.trim() }));
    expect(headings.length).toBeGreaterThan(30);
    for (const { level, title } of headings) {
      const id = anchor(title);
      expect(res.body).toContain(`<h${level} id="${id}">${escapeHtml(title.replace(/\\(.)/g, '$1'))}</h${level}>`);
      if (level === 2) expect(res.body).toContain(`<a href="#${id}">`);
    }
    // The opening transfer list's reason, and a table, as any reader would look for them.
    expect(res.body).toContain('<strong>The opening list.</strong>');
    expect(res.body).toContain('<th scope="col">Ability</th>');
    expect(res.body).not.toMatch(/\*\*|```/);
  });
});
