import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Imports that leave a layer, matched at any depth of relative path ('../../db/x.js' as well as '../db/x.js'). */
const outside = (folders) => `(^|/)(${folders.join('|')})(/|$)`;

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Randomness comes from the seeded dice.' },
      ],
    },
  },
  // Plain JS (this file, scripts/build.mjs) is outside the TypeScript program, so it gets the untyped rules only.
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['discord.js', '@discordjs/builders', 'kysely', 'pg', '@electric-sql/pglite', 'pino', 'node-cron'],
          patterns: [
            {
              regex: outside(['db', 'league', 'discord', 'scheduler', 'cli', 'commands']),
              message: 'The engine is pure: it imports nothing outside src/engine.',
            },
            { regex: '^node:', message: 'The engine does no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Date', 'setTimeout', 'setInterval', 'process'],
    },
  },
  {
    files: ['src/league/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['discord.js', '@discordjs/builders'],
          patterns: [{ regex: outside(['discord', 'commands', 'scheduler']), message: 'Use cases know nothing of Discord or the scheduler.' }],
        },
      ],
    },
  },
  {
    // Renderers compute no game rule: what a view shows that needs working out, the league puts in the view.
    files: ['src/discord/render/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: outside(['engine']),
              allowTypeImports: true,
              message: 'Renderers import engine types only: the league layer works out what a view shows (src/league/state-views).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web page reads through the league layer (src/league/web); of the engine it may name types only.
    files: ['src/web/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['discord.js', '@discordjs/builders'],
          patterns: [
            { regex: outside(['discord', 'commands', 'scheduler']), message: 'The web page knows nothing of Discord or the scheduler.' },
            {
              regex: outside(['engine']),
              allowTypeImports: true,
              message: 'The web page imports engine types only; it reads through the league layer.',
            },
            { regex: '(^|/)repositories(/|$)', message: "The web page reads through the league layer, not the bot's repositories." },
          ],
        },
      ],
    },
  },
);
