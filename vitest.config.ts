import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_PROJECT_NAMES, classifyTestFiles, testFilesUnder } from './tests/projects.js';

// Each test file is in exactly one project (tests/projects.ts); loading the config fails, naming the file, otherwise.
const files = classifyTestFiles(testFilesUnder(fileURLToPath(new URL('.', import.meta.url))));

export default defineConfig({
  test: {
    testTimeout: 180_000,
    hookTimeout: 300_000,
    projects: TEST_PROJECT_NAMES.map((name) => ({ extends: true, test: { name, include: files[name] } })),
  },
});
