import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The three vitest projects: `npm run test:unit`, `test:db`, `test:e2e`; `npm test` runs all three. */
export const TEST_PROJECT_NAMES = ['unit', 'db', 'e2e'] as const;
export type TestProject = (typeof TEST_PROJECT_NAMES)[number];

/**
 * Where each test file runs, by folder (ending in '/') or by file. A file's own entry wins over its folder's, and a
 * deeper folder over a shallower one. unit: no database and no emulator; db: opens a database; e2e: starts the Discord
 * emulator or a bot process.
 */
export const TEST_PROJECTS: Record<TestProject, readonly string[]> = {
  unit: [
    'tests/engine/',
    'tests/cli/',
    'tests/commentary/',
    'tests/discord/',
    'tests/i18n/',
    'tests/lint/',
    'tests/scheduler/',
    'tests/health.test.ts',
    'tests/deploy-files.test.ts',
    'tests/projects.test.ts',
    'tests/league/deadline.test.ts',
    'tests/league/fortunes/points-standings.test.ts',
    'tests/db/league-columns.test.ts',
    'tests/league/state-views.test.ts',
    'tests/league/cards-editor.test.ts',
    'tests/league/awards/awards.test.ts',
    'tests/league/web-rolls.test.ts',
    'tests/emulator/faults.test.ts',
    'tests/emulator/limits.test.ts',
    'tests/web/page-cache.test.ts',
    'tests/web/web-config.test.ts',
  ],
  db: [
    'tests/db/',
    'tests/league/',
    'tests/web/',
    'tests/discord/outbox-poster-outage.test.ts',
    'tests/discord/outbox-poster-queries.test.ts',
    'tests/discord/outbox-poster-fairness.test.ts',
  ],
  e2e: ['tests/e2e/', 'tests/emulator/'],
};

export class UnclassifiedTests extends Error {}

/** The project of one test file (a path relative to the repository, with '/'), or why it has none or two. */
export function projectOf(file: string, projects: Record<TestProject, readonly string[]> = TEST_PROJECTS): TestProject | string {
  const entries = TEST_PROJECT_NAMES.flatMap((project) => projects[project].map((entry) => ({ project, entry })));
  const matching = entries.filter(({ entry }) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
  if (matching.length === 0) return `${file} is in no test project`;
  const specificity = (entry: string) => (entry.endsWith('/') ? entry.length : Number.MAX_SAFE_INTEGER);
  const best = Math.max(...matching.map(({ entry }) => specificity(entry)));
  const winners = matching.filter(({ entry }) => specificity(entry) === best);
  if (winners.length > 1) return `${file} is in ${winners.map(({ project, entry }) => `${project} (${entry})`).join(' and ')}`;
  return winners[0]!.project;
}

/** Every test file split by project; throws, naming each file, if any is in no project or in two. */
export function classifyTestFiles(files: readonly string[], projects: Record<TestProject, readonly string[]> = TEST_PROJECTS) {
  const split: Record<TestProject, string[]> = { unit: [], db: [], e2e: [] };
  const problems: string[] = [];
  for (const file of files) {
    const project = projectOf(file, projects);
    if ((TEST_PROJECT_NAMES as readonly string[]).includes(project)) split[project as TestProject].push(file);
    else problems.push(project);
  }
  if (problems.length > 0) {
    throw new UnclassifiedTests(`Put each test file in exactly one project (tests/projects.ts):\n  ${problems.join('\n  ')}`);
  }
  return split;
}

/** The repository's test files (tests/**\/*.test.ts), relative and with '/'. */
export function testFilesUnder(root: string): string[] {
  const folder = join(root, 'tests');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => relative(root, join(folder, name)).split(sep).join('/'))
    .sort();
}
