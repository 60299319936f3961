// ESLint flat config: type-aware typescript-eslint plus the import direction of
// docs/architecture.md, enforced per folder with `no-restricted-imports`.
//
//   engine  <-  ai  <-  machine / tutorial / practice  <-  view  <-  ui / scenes  <-  main.ts
//                                                          audio  <-  main.ts
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import noCycle from './eslint-rules/noCycle.js';

/**
 * Matches a relative import of a sibling layer folder (or file) of `src/`, from any
 * depth inside the importing layer: `../view`, `../../view/hud`, `../main`.
 * @param {readonly string[]} layers folder or file names directly under src/
 */
const layer = (layers) => `^(\\.\\./)+(${layers.join('|')})(/|$)`;

/**
 * Matches a package and its subpaths: `phaser`, `xstate/graph`.
 * @param {readonly string[]} names package names
 */
const pkg = (names) => `^(${names.join('|')})(/|$)`;

/** Every Node builtin, with and without the `node:` prefix. */
const nodeBuiltins = {
  regex: `^(node:.*|${builtinModules.join('|')})$`,
  message: 'Node builtins are not available in the browser and do not belong in this layer.',
};

/**
 * One `no-restricted-imports` setting. Options are replaced, not merged, between config
 * blocks, so each folder lists all of its restrictions here.
 * @param {{ regex: string, message: string, allowTypeImports?: boolean }[]} patterns
 */
const restrict = (patterns) => ['error', { patterns }];

/**
 * In a layer with family folders (src/engine, src/ai: core, line, trains, tricks), a folder's
 * `../` import may reach only core: a family does not import another family, core imports no
 * family, and none imports the layer's top (its barrel, its registry), which joins them.
 * @param {string} layer the layer's folder, for the message
 */
const familyFolder = (layer) => ({
  regex: '^\\.\\./(?!core/|\\.\\./)',
  message: `A folder of ${layer} imports only ${layer}/core and itself; the registry and the barrel at ${layer}'s top join the families.`,
});

/**
 * In a layer whose shared pieces sit at its top (src/view, src/tutorial: a folder per family
 * beside them, line, trains, tricks), a family's folder imports the layer's top (`../x`) and
 * itself, never another family's folder (`../trains/x`).
 * @param {string} layer the layer's folder, for the message
 */
const familyFolderOverTop = (layer) => ({
  regex: '^\\.\\./(?!\\.\\./)[^/]+/',
  message: `A family's folder of ${layer} imports ${layer}'s shared top and itself, never another family's folder.`,
});

/** What src/ai may not import: anything but the engine. */
const aiOnlyEngine = [
  {
    regex: layer([
      'machine',
      'view',
      'ui',
      'scenes',
      'audio',
      'tutorial',
      'practice',
      'puzzle',
      'main',
    ]),
    message: 'src/ai may import only the engine.',
  },
  {
    regex: pkg(['phaser', 'xstate', 'howler']),
    message: 'src/ai may import only the engine.',
  },
  nodeBuiltins,
];

/** What the engine never loads. */
const engineLibraries = [
  {
    regex: pkg(['phaser', 'xstate', 'howler']),
    message: 'The engine knows nothing of Phaser, xstate or Howler.',
  },
  nodeBuiltins,
];

/** What the machine layer (machine, tutorial, practice, puzzle) may not import. */
const machinePatterns = [
  {
    regex: layer(['view', 'ui', 'scenes', 'audio', 'main', 'server']),
    message: 'The machine layer never imports views, scenes, audio, the server or main.ts.',
  },
  {
    regex: pkg(['phaser', 'howler']),
    message: 'The machine layer never imports Phaser or Howler.',
  },
];

/** What the view model may not import (src/view, every folder). */
const viewPatterns = [
  {
    regex: layer(['audio', 'main', 'server', 'ui', 'scenes']),
    message: 'The view model draws nothing: no widgets (src/ui), scenes, audio, server or main.ts.',
  },
  {
    regex: pkg(['phaser', 'howler']),
    message: 'The view model is pure: no Phaser (its widgets are in src/ui), no sound.',
  },
  {
    // The move-applying modules, and the engine barrel that re-exports them.
    regex: '^(\\.\\./)+engine(/index|/line/moves[^/]*|/line/game[^/]*)?$',
    allowTypeImports: true,
    message:
      'The UI has no rules: import only types from here (values from e.g. ../engine/core/tiles) and send events to the machine.',
  },
];

export default defineConfig(
  {
    ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'artifacts/'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files outside tsconfig.json's `include` get a default project.
          allowDefaultProject: ['eslint.config.js', 'eslint-rules/*.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      eqeqeq: ['error', 'always'],
      // Say why a value is present instead (a guard, a typed lookup); tests are exempt below.
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },

  // ---- Import cycles and file length ------------------------------------------------

  {
    // No import cycle, type-only imports, re-exports and dynamic `import()` included
    // (eslint-rules/noCycle.js: one import graph of src/, scripts/ and test/ a lint run).
    files: ['src/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts'],
    plugins: { local: { rules: { 'no-cycle': noCycle } } },
    rules: {
      'local/no-cycle': [
        'error',
        { rootDir: import.meta.dirname, roots: ['src', 'scripts', 'test'] },
      ],
      'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }],
    },
  },

  // ---- Import direction -------------------------------------------------------------

  {
    // The rules: pure functions over plain data. The engine's top (the barrel index.ts, the
    // registry families.ts, replayText.ts) joins its folders, so any `../` leaves the engine.
    files: ['src/engine/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^\\.\\./', message: 'src/engine imports nothing outside src/engine.' },
        ...engineLibraries,
      ]),
    },
  },
  {
    // The engine's folders, one level down (core, line, trains, tricks): `../../` leaves the
    // engine, and `../` reaches a sibling folder, which may only be core.
    files: ['src/engine/*/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^\\.\\./\\.\\./', message: 'src/engine imports nothing outside src/engine.' },
        familyFolder('src/engine'),
        ...engineLibraries,
      ]),
    },
  },
  {
    // Computer players: only the engine.
    files: ['src/ai/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(aiOnlyEngine) },
  },
  {
    // Their folders, one level down (core, line, trains, tricks): a sibling only if core.
    files: ['src/ai/*/*.ts'],
    rules: { 'no-restricted-imports': restrict([...aiOnlyEngine, familyFolder('src/ai')]) },
  },
  {
    // The game machine, lessons and practice drills: engine, ai and xstate; no rendering, no sound.
    files: [
      'src/machine/**/*.ts',
      'src/tutorial/**/*.ts',
      'src/practice/**/*.ts',
      'src/puzzle/**/*.ts',
    ],
    rules: { 'no-restricted-imports': restrict(machinePatterns) },
  },
  {
    // The lessons' family folders (trains, tricks): the tutorial's shared top and themselves.
    files: ['src/tutorial/*/*.ts'],
    rules: {
      'no-restricted-imports': restrict([...machinePatterns, familyFolderOverTop('src/tutorial')]),
    },
  },
  {
    // Rendering: snapshots in, events out. Engine *types* only from the move-applying modules.
    files: ['src/ui/**/*.ts', 'src/scenes/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: layer(['audio', 'main', 'server']),
          message:
            'Views and scenes do not import audio, the server or main.ts; main.ts wires them.',
        },
        {
          regex: pkg(['howler']),
          message: 'Views and scenes do not play sounds; audio is wired in main.ts.',
        },
        {
          // The move-applying modules, and the engine barrel that re-exports them.
          regex: '^(\\.\\./)+engine(/index|/line/moves[^/]*|/line/game[^/]*)?$',
          allowTypeImports: true,
          message:
            'The UI has no rules: import only types from here (values from e.g. ../engine/core/tiles) and send events to the machine.',
        },
      ]),
    },
  },
  {
    // The view model: pure data and functions (no Phaser), tested in Node. The widgets that
    // draw it are src/ui's, the scenes src/scenes's.
    files: ['src/view/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(viewPatterns) },
  },
  {
    // Its family folders (line, trains, tricks): the shared top and itself, no other family.
    files: ['src/view/*/*.ts'],
    rules: {
      'no-restricted-imports': restrict([...viewPatterns, familyFolderOverTop('src/view')]),
    },
  },
  {
    // Sound: Howler only, reacting to events handed over by main.ts.
    files: ['src/audio/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: layer(['engine', 'machine']),
          message: 'src/audio knows nothing of the engine or machine; main.ts wires it.',
        },
        {
          regex: pkg(['phaser', 'xstate']),
          message: 'src/audio uses Howler only.',
        },
      ]),
    },
  },

  {
    // The game library and its statistics: like the machine layer, plus `idb`.
    files: ['src/archive/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: layer(['view', 'ui', 'scenes', 'audio', 'a11y', 'pwa', 'main']),
          message: 'src/archive never imports views, scenes, audio or main.ts.',
        },
        {
          regex: pkg(['phaser', 'howler']),
          message: 'src/archive never imports Phaser or Howler.',
        },
      ]),
    },
  },
  {
    // The screen-reader voice and the DOM mirror of the canvas's controls: words from the
    // machine's snapshots (like a view), but no Phaser, scenes, audio or main.ts.
    files: ['src/a11y/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: layer(['ui', 'scenes', 'audio', 'archive', 'pwa', 'main']),
          message: 'src/a11y reads snapshots and words; main.ts wires it.',
        },
        {
          regex: pkg(['phaser', 'howler']),
          message: 'src/a11y draws nothing on the canvas and plays no sound.',
        },
        {
          regex: '^(\\.\\./)+engine(/index|/line/moves[^/]*|/line/game[^/]*)?$',
          allowTypeImports: true,
          message:
            'The voice has no rules: engine values only from modules such as ../engine/core/tiles.',
        },
      ]),
    },
  },
  {
    // The service worker's registration and the "new version" state: wiring for main.ts.
    files: ['src/pwa/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: layer(['engine', 'ai', 'machine', 'view', 'ui', 'scenes', 'audio', 'main']),
          message: 'src/pwa knows nothing of the game; main.ts wires it.',
        },
        {
          regex: pkg(['phaser', 'xstate', 'howler']),
          message: 'src/pwa uses the service worker only.',
        },
      ]),
    },
  },

  {
    // The online game server (docs/server.md): the engine, the computer players and the wire
    // protocol, on Node with Colyseus; nothing of the browser's side.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: layer([
            'machine',
            'view',
            'ui',
            'scenes',
            'audio',
            'a11y',
            'archive',
            'pwa',
            'workers',
            'tutorial',
            'practice',
            'puzzle',
            'main',
            'session',
            'storage',
            'link',
            'config',
          ]),
          message: 'src/server runs the engine and the computer players only; no browser modules.',
        },
        {
          regex: '^(\\.\\./)+net/(?!protocol$)',
          message: 'The server shares only the protocol (src/net/protocol.ts) with the browser.',
        },
        {
          regex: pkg(['phaser', 'xstate', 'howler', 'idb', 'workbox-window', 'colyseus\\.js']),
          message: "src/server never loads the browser's libraries.",
        },
      ]),
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage'],
    },
  },
  {
    // Online play in the browser: the wire protocol and a thin client over colyseus.js.
    files: ['src/net/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: layer([
            'server',
            'view',
            'ui',
            'scenes',
            'audio',
            'a11y',
            'pwa',
            'workers',
            'main',
          ]),
          message: 'src/net is below the views: the protocol and the client, nothing drawn.',
        },
        {
          regex: pkg([
            'phaser',
            'howler',
            '@colyseus/(core|ws-transport|redis-presence|redis-driver)',
          ]),
          message: "src/net is the browser's side: colyseus.js, never the server's packages.",
        },
        nodeBuiltins,
      ]),
    },
  },

  // ---- Relaxations ------------------------------------------------------------------

  {
    files: ['test/**/*.ts'],
    rules: {
      // Tests may assert what they just set up.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
