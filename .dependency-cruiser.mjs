/**
 * The import structure, checked by `npm run lint` (README, "Layout"): no file imports itself back through others,
 * and imports run down the layers, never up. Type-only imports count: a circle of types is still a circle.
 */

/** The layers, bottom first. A file may import its own layer and those below it, never one above. */
const LAYERS = [
  { name: 'base', path: '^src/(plural|assets|config|log-redaction|logger|shutdown|health)\\.ts$' },
  // The message catalogue and its languages: every layer above may speak them.
  { name: 'i18n', path: '^src/i18n/' },
  // The engine's model: the league's state, each feature's slice of it, the orders, the events, a step's kinds and result.
  {
    name: 'engine model',
    path: ['^src/engine/model/', '^src/engine/(dice|match-chart)\\.ts$'],
  },
  { name: 'engine rules', path: '^src/engine/' },
  // The step composes the features; only the season's driver stands above it.
  { name: 'engine step', path: '^src/engine/(step|play-season)\\.ts$' },
  { name: 'commentary', path: '^src/commentary/' },
  { name: 'db', path: '^src/db/' },
  { name: 'context', path: '^src/context\\.ts$' },
  { name: 'league', path: '^src/league/' },
  { name: 'discord, web, scheduler', path: ['^src/discord/', '^src/web/', '^src/scheduler/'] },
  { name: 'commands', path: '^commands/' },
  { name: 'app', path: ['^src/(app|main)\\.ts$', '^src/cli/'] },
];

/** The floors of src/league, bottom first, under the same rule: a folder imports its own floor and those below it. */
const LEAGUE_FLOORS = [
  // The shapes and readings every use case shares.
  { name: 'shared', path: '^src/league/(errors|deps)\\.ts$|^src/league/shared/' },
  { name: 'finding', path: ['^src/league/(guards|find-league)\\.ts$', '^src/league/(resolve|state-views|channel)/'] },
  { name: 'features', path: '^src/league/(cups|deals|fortunes|predictions|reminders|awards)/' },
  // The outbox message union and the composers of posts.
  { name: 'posts', path: '^src/league/posts/' },
  { name: 'schedule', path: '^src/league/schedule/' },
  { name: 'membership', path: '^src/league/membership/' },
  { name: 'modes', path: '^src/league/modes/' },
  { name: 'use cases', path: ['^src/league/(orders|views|week|selection|web)/', '^src/league/index\\.ts$'] },
];

const paths = (layer) => [layer.path].flat();

/** The first layer whose paths match wins, so a file in `engine model` is not also in `engine rules`. */
const rulesOf = (layers, kind) =>
  layers.flatMap((layer, i) => {
    const earlier = layers.slice(0, i).flatMap(paths);
    const above = layers.slice(i + 1).flatMap(paths);
    if (above.length === 0) return [];
    return [
      {
        name: `${kind}: ${layer.name}`,
        severity: 'error',
        comment: `${layer.name} imports only its own ${kind} and those below it (README, "Layout").`,
        from: { path: paths(layer), ...(earlier.length ? { pathNot: earlier } : {}) },
        to: { path: above, pathNot: [...earlier, ...paths(layer)] },
      },
    ];
  });

/** The one circle allowed: a keeper's save and a shot call each other, and that recursion is the algorithm itself. */
const KEEPERS_AND_SHOTS = '^src/engine/detailed/(keepers|shots)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a loop: move what both need into a lower file.',
      from: { pathNot: KEEPERS_AND_SHOTS },
      to: { circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'keepers.ts and shots.ts may import each other, and nothing else in a loop.',
      from: { path: KEEPERS_AND_SHOTS },
      to: { circular: true, pathNot: KEEPERS_AND_SHOTS },
    },
    {
      name: 'no-feature-imports-the-step',
      severity: 'error',
      comment: 'The step composes the features; a feature takes StepKind and StepResult from model/step-result.ts.',
      from: { path: '^src/engine/', pathNot: '^src/engine/(step|play-season)\\.ts$' },
      to: { path: '^src/engine/step\\.ts$' },
    },
    {
      name: 'model-imports-nothing-outside-the-engine',
      severity: 'error',
      // With the layers (the rest of the engine stands above the model) it imports only itself, dice.ts and match-chart.ts.
      comment: 'The model floor (src/engine/model/) imports nothing outside the engine (README, "Layout").',
      from: { path: '^src/engine/model/' },
      to: { pathNot: '^src/engine/' },
    },
    ...rulesOf(LAYERS, 'layer'),
    ...rulesOf(LEAGUE_FLOORS, 'league floor'),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
  },
};
