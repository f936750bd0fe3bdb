// Flat config: typescript-eslint, React hooks, and import rules that keep the architecture honest:
// no cycles, and no imports from one page area (src/resources/<area>) into another.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const areas = ['game', 'control', 'merchant', 'player', 'report', 'system'];

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'dist-e2e-*', 'node_modules', 'mocks/public/mockServiceWorker.js', 'coverage', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/globals': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*/**', '../../*'], message: 'Use the @/ alias.' }] }],
    },
  },
  ...areas.map((area) => ({
    files: [`src/resources/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
