import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('the files an operator deploys from', () => {
  it('GIVEN docker-compose.yml THEN the database password has no default and must be set', () => {
    const compose = read('docker-compose.yml');
    const uses = [...compose.matchAll(/\$\{POSTGRES_PASSWORD([^}]*)\}/g)].map((m) => m[1]!);
    expect(uses).toHaveLength(2);
    for (const use of uses) expect(use).toMatch(/^:\?/);
  });

  it('GIVEN the README THEN it says /league create needs Manage Server, as the code checks', () => {
    const readme = read('README.md');
    expect(readme).toContain('`/league create` (members with Manage Server)');
    expect(readme).not.toMatch(/anyone if the server/);
  });
});
