// Flat config: typescript-eslint, React hooks, and import rules that keep the architecture honest: no cycles, imports
// only downwards through the layers (docs/architecture.md, "Layers"), and none from one page area into another.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const areas = ['game', 'control', 'merchant', 'player', 'report', 'system'];
const useAlias = { group: ['../*/**', '../../*'], message: 'Use the @/ alias.' };

// The layers of src, lowest first. A layer imports from itself and the layers below it, never from one above, so the
// kit cannot reach into a page area and a page area cannot reach into the shell.
const layers = [
  { name: 'wire types and settings', dirs: ['src/api', 'src/config'] },
  { name: 'i18n', dirs: ['src/i18n'] },
  { name: 'lib', dirs: ['src/lib'] },
  { name: 'providers', dirs: ['src/providers'] },
  { name: 'components (the kit)', dirs: ['src/components'] },
  { name: 'page areas and pages', dirs: ['src/resources', 'src/pages'] },
  { name: 'app (the shell)', dirs: ['src/app'] },
  { name: 'start-up', dirs: ['src/main.tsx', 'src/root.tsx'] },
];
const LAYERS_DOC = 'See docs/architecture.md, "Layers".';
const boundaryZones = [
  ...layers.slice(0, -1).map((layer, i) => ({
    target: layer.dirs,
    from: layers.slice(i + 1).flatMap((above) => above.dirs),
    message: `${layer.name} (${layer.dirs.join(', ')}) may not import from the layers above it. ${LAYERS_DOC}`,
  })),
  // Page areas and static pages are side by side: what both need belongs below them.
  { target: 'src/resources', from: 'src/pages', message: `Page areas do not import static pages. ${LAYERS_DOC}` },
  { target: 'src/pages', from: 'src/resources', message: `Static pages do not import page areas. ${LAYERS_DOC}` },
  {
    target: layers.flatMap((layer) => layer.dirs).filter((dir) => dir !== 'src/main.tsx'),
    from: 'mocks',
    message: `Only src/main.tsx starts the mock; the console never imports it otherwise. ${LAYERS_DOC}`,
  },
  { target: 'src', from: 'tests', message: `Production code does not import test helpers. ${LAYERS_DOC}` },
  // The mock stands in for the server: it shares the wire types, the password cipher and the contract's formulas
  // (src/lib/contract: combine RTP, merchant fee; the console's figures must equal the server's) with the console, nothing else.
  {
    target: 'mocks',
    from: 'src',
    except: ['./api', './lib/password-cipher.ts', './lib/contract'],
    message: `The mock imports only src/api (wire types), src/lib/password-cipher.ts and src/lib/contract (the contract's formulas) from src. ${LAYERS_DOC}`,
  },
  { target: 'mocks', from: 'tests', message: `The mock does not import test helpers. ${LAYERS_DOC}` },
  // The shared part of the page areas is below them: it may not reach into one.
  {
    target: 'src/resources/shared',
    from: areas.map((area) => `src/resources/${area}`),
    message: `src/resources/shared serves every page area and imports none. ${LAYERS_DOC}`,
  },
  ...mockZones(),
];

// The mock's floors, lowest first (mocks/README.md, "Layout"): mocks/lib (the contract: envelope, paging, date spans,
// CNY, scope rules, keys, messages, and the registry of the areas' declarations), mocks/domain (the world: one store,
// organisation, players, orders and wallet, rates, staff), then the areas side by side, then the entry files.
function mockZones() {
  const FLOORS_DOC = 'See mocks/README.md, "Layout".';
  const below = new Set(['lib', 'domain', 'public', 'tests']);
  const mockAreas = readdirSync(new URL('./mocks', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !below.has(entry.name))
    .map((entry) => `mocks/${entry.name}`);
  const entries = {
    target: ['mocks/lib', 'mocks/domain', ...mockAreas],
    from: 'mocks/*.ts',
    message: `Only the entry files (mocks/*.ts) gather the areas; nothing below imports them. ${FLOORS_DOC}`,
  };
  return [
    entries,
    {
      target: 'mocks/lib',
      from: ['mocks/domain', ...mockAreas],
      message: `mocks/lib (the contract floor) imports nothing above it. ${FLOORS_DOC}`,
    },
    {
      target: 'mocks/domain',
      from: mockAreas,
      message: `mocks/domain (the world) imports only mocks/lib, never an area. ${FLOORS_DOC}`,
    },
    ...mockAreas.map((area) => ({
      target: area,
      from: mockAreas.filter((other) => other !== area),
      message: `A mock area imports only downward (mocks/domain, mocks/lib), never another area. ${FLOORS_DOC}`,
    })),
    // A register file is read by the floors below (mocks/lib/registry.ts): data only, nothing but its types.
    {
      target: 'mocks/*/register.ts',
      from: 'mocks',
      except: ['./lib/registration.ts'],
      message: `A register file is data only: it imports nothing but mocks/lib/registration.ts. ${FLOORS_DOC}`,
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-e2e-*',
      'node_modules',
      'mocks/public/mockServiceWorker.js',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
      '.vite-cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // React's rules where React code is: the console and the screen tests. Most of them run the React Compiler's
  // analysis on every function of a file, two thirds of the lint's time, and the mock, the scripts, the browser
  // journeys and the Node tests hold no component or hook.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/globals': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'no-restricted-imports': ['error', { patterns: [useAlias] }],
    },
  },
  // Tests are left out: a test may set up across layers (render the whole app around a page, wire the session end
  // into the HTTP client's test, serve a page from the mock).
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }] },
  },
  ...areas.map((area) => ({
    files: [`src/resources/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            useAlias,
            {
              group: areas.filter((other) => other !== area).map((other) => `@/resources/${other}/**`),
              message: 'Page areas do not import from each other; move shared code to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['*.config.{ts,js}', 'eslint.config.js', 'tests/e2e/**/*.{ts,mjs}', 'scripts/**/*'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
