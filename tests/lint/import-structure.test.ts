import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

// The config is plain JavaScript, outside the TypeScript program: it is imported by a path the compiler does not follow.
const CONFIG = '../../.dependency-cruiser.mjs';
const { default: config } = (await import(CONFIG)) as { default: IConfiguration };

// The rules of `npm run lint:imports`, run on a few small files written for each case, so a case that the rules no
// longer refuse fails here rather than passing unseen in the real tree.

let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The rules broken by a tree of files (path -> the modules it imports), as `npm run lint:imports` reads it. */
async function brokenRules(files: Record<string, string[]>): Promise<string[]> {
  dir = mkdtempSync(join(tmpdir(), 'import-structure-'));
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    const lines = imports.map((source, i) => `import type { T as T${i} } from '${source}';\nexport type U${i} = T${i};`);
    writeFileSync(join(dir, file), `${lines.join('\n')}\nexport type T = number;\n`);
  }
  const { output } = await cruise(['src'], {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  const result = output as ICruiseResult;
  return [...new Set(result.summary.violations.map((v) => v.rule.name))].sort();
}

describe('the import structure', () => {
  it('GIVEN two engine rule files importing each other, type-only THEN the circle is refused', async () => {
    expect(
      await brokenRules({
        'src/engine/cups/cup-ties.ts': ['./cup-money'],
        'src/engine/cups/cup-money.ts': ['./cup-ties'],
      }),
    ).toEqual(['no-circular']);
  });

  it('GIVEN keepers.ts and shots.ts importing each other THEN that one circle is allowed', async () => {
    expect(
      await brokenRules({
        'src/engine/detailed/keepers.ts': ['./shots'],
        'src/engine/detailed/shots.ts': ['./keepers'],
      }),
    ).toEqual([]);
  });

  it('GIVEN a feature importing the step THEN it is refused', async () => {
    expect(
      await brokenRules({
        'src/engine/step.ts': [],
        'src/engine/deals/deal-step.ts': ['../step'],
      }),
    ).toEqual(['no-feature-imports-the-step']);
  });

  it.each([
    ['the model importing a rule', 'src/engine/model/types.ts', 'src/engine/cups/cup-ties.ts', '../cups/cup-ties'],
    ['the engine importing the league', 'src/engine/cups/cup-ties.ts', 'src/league/index.ts', '../../league/index'],
    ['the context importing the Discord layer', 'src/context.ts', 'src/discord/cooldown.ts', './discord/cooldown'],
    ['the league importing a renderer', 'src/league/posts/outbox.ts', 'src/discord/render/format.ts', '../../discord/render/format'],
    ['the Discord layer importing a command', 'src/discord/router.ts', 'commands/index.ts', '../../commands/index'],
  ])('GIVEN %s THEN the import up the layers is refused', async (_case, from, to, source) => {
    const rules = await brokenRules({ [from]: [source], [to]: [] });
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatch(/^layer: /);
  });

  it('GIVEN the model importing a file outside the engine THEN it is refused', async () => {
    expect(
      await brokenRules({
        'src/plural.ts': [],
        'src/engine/model/types.ts': ['../../plural'],
      }),
    ).toEqual(['model-imports-nothing-outside-the-engine']);
  });

  it('GIVEN a renderer importing a league view and the league importing the engine model THEN both go down and pass', async () => {
    expect(
      await brokenRules({
        'src/discord/render/table.render.ts': ['../../league/views/table'],
        'src/league/views/table.ts': ['../../engine/model/types'],
        'src/engine/model/types.ts': [],
      }),
    ).toEqual([]);
  });
});
