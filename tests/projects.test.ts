import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEST_PROJECT_NAMES, TEST_PROJECTS, UnclassifiedTests, classifyTestFiles, projectOf, testFilesUnder } from './projects.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('test projects', () => {
  it('GIVEN the repository THEN every test file is in exactly one of unit, db and e2e', () => {
    const files = testFilesUnder(root);
    const split = classifyTestFiles(files);
    const placed = TEST_PROJECT_NAMES.flatMap((name) => split[name]);
    expect(placed.toSorted()).toEqual(files);
    expect(new Set(placed).size).toBe(files.length);
    expect(files).toContain('tests/projects.test.ts');
  });

  const placements: [file: string, project: string][] = [
    ['tests/engine/dice.test.ts', 'unit'],
    ['tests/engine/detailed/tables.test.ts', 'unit'],
    ['tests/league/deadline.test.ts', 'unit'],
    ['tests/league/advance.test.ts', 'db'],
    ['tests/db/migrations.test.ts', 'db'],
    ['tests/emulator/limits.test.ts', 'unit'],
    ['tests/emulator/rest.test.ts', 'e2e'],
    ['tests/e2e/scenario-1-first-weeks.test.ts', 'e2e'],
  ];
  it.each(placements)('GIVEN %s THEN it runs in %s', (file, project) => {
    expect(projectOf(file)).toBe(project);
  });

  it('GIVEN a file in no listed folder THEN loading the projects fails and names it', () => {
    expect(() => classifyTestFiles(['tests/engine/dice.test.ts', 'tests/newfolder/x.test.ts'])).toThrow(UnclassifiedTests);
    expect(() => classifyTestFiles(['tests/newfolder/x.test.ts'])).toThrow(/tests\/newfolder\/x\.test\.ts is in no test project/);
  });

  it('GIVEN a file listed in two projects THEN loading the projects fails and names both', () => {
    const twice = { ...TEST_PROJECTS, db: [...TEST_PROJECTS.db, 'tests/league/deadline.test.ts'] };
    expect(() => classifyTestFiles(['tests/league/deadline.test.ts'], twice)).toThrow(
      /tests\/league\/deadline\.test\.ts is in unit \(tests\/league\/deadline\.test\.ts\) and db/,
    );
    const folderTwice = { ...TEST_PROJECTS, e2e: [...TEST_PROJECTS.e2e, 'tests/db/'] };
    expect(() => classifyTestFiles(['tests/db/migrations.test.ts'], folderTwice)).toThrow(/is in db \(tests\/db\/\) and e2e/);
  });
});
