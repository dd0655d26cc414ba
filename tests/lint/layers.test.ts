import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The fixtures are virtual paths the TypeScript program doesn't hold, so type-aware rules (which need it) are off here;
// the layer rules read only the import text and run as in `npm run lint`.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

const LAYER_RULES = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId)).map((m) => m.message);
}

describe('layer rules hold at any depth', () => {
  const crossings: [file: string, source: string][] = [
    ['src/engine/rng.ts', '../db/database.js'],
    ['src/engine/detailed/shots.ts', '../../db/database.js'],
    ['src/engine/detailed/deep/shots.ts', '../../../league/index.js'],
    ['src/engine/season/fixtures.ts', '../../discord/mentions.js'],
    ['src/engine/ai/ai-orders.ts', 'kysely'],
    ['src/engine/ai/ai-orders.ts', 'discord.js'],
    ['src/engine/ai/ai-orders.ts', 'node:fs'],
    ['src/league/orders/orders.ts', 'discord.js'],
    ['src/league/views/club.ts', '../../discord/mentions.js'],
    ['src/league/week/advance.ts', '../../scheduler/jobs.js'],
    ['src/discord/render/stadium.render.ts', '../../engine/stadium/capacity.js'],
    ['src/discord/render/images/pitch.image.ts', '../../../engine/selection/match-rating.js'],
    ['src/web/server.ts', 'discord.js'],
    ['src/web/pages/match.page.ts', '../../discord/render/format.js'],
    ['src/web/pages/match.page.ts', '../../engine/season/league-table.js'],
    ['src/web/server.ts', '../db/repositories/league.repository.js'],
  ];
  it.each(crossings)('GIVEN %s importing %s THEN lint refuses it', async (file, source) => {
    const messages = await restrictedImports(file, `import { x } from '${source}';\nexport const y = x;\n`);
    expect(messages).toHaveLength(1);
  });

  const allowed: [file: string, source: string][] = [
    ['src/engine/detailed/shots.ts', '../types.js'],
    ['src/engine/detailed/shots.ts', '../../engine/model/types.js'],
    ['src/league/orders/orders.ts', '../../engine/model/orders.js'],
    ['src/league/orders/orders.ts', '../../db/database.js'],
    ['src/discord/router.ts', 'discord.js'],
    ['src/discord/lineup-editor.ts', '../engine/model/types.js'],
    ['src/discord/render/stadium.render.ts', '../../league/views.js'],
    ['src/web/pages/club.page.ts', '../../league/web/index.js'],
  ];
  it.each(allowed)('GIVEN %s importing %s THEN lint lets it through', async (file, source) => {
    expect(await restrictedImports(file, `import { x } from '${source}';\nexport const y = x;\n`)).toEqual([]);
  });

  it('GIVEN a renderer importing an engine type THEN lint lets it through; a value from the same module it refuses', async () => {
    const file = 'src/discord/render/player.render.ts';
    expect(await restrictedImports(file, `import type { Player } from '../../engine/model/types.js';\nexport type P = Player;\n`)).toEqual([]);
    const value = await restrictedImports(
      file,
      `import { transferValue } from '../../engine/transfers/transfer-values.js';\nexport const v = transferValue;\n`,
    );
    expect(value).toHaveLength(1);
    expect(value[0]).toContain('Renderers import engine types only');
  });

  it('GIVEN the web page importing an engine type THEN lint lets it through, but not the same import as a value', async () => {
    const file = 'src/web/pages/club.page.ts';
    expect(await restrictedImports(file, `import type { Form } from '../../engine/model/types.js';\nexport type F = Form;\n`)).toEqual([]);
    expect(await restrictedImports(file, `import { FORMS } from '../../engine/model/types.js';\nexport const f = FORMS;\n`)).toHaveLength(1);
  });
});
