import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'data/', '.cache/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // a kind's spec adds its fields to `KindFields<Q>` by declaration merging, which requires every declaration to name the
    // type parameter `Q` alike, whether the kind's fields depend on its query or not
    files: ['server/compiler/kinds/*/spec.ts', 'docs/examples/kinds/*/spec.ts', 'src/engine/definition/namedQueries.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^(_|Q$)' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', 'node:*'], message: 'The browser never imports the server or node modules.' }] }],
    },
  },
  {
    // The engine is shared by browser and server: pure TypeScript only.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-dom', 'react/*', '**/server/**', '**/renderers/**', '**/shell/**', 'node:*'], message: 'src/engine stays pure: no React, no DOM, no node, no server.' },
      ] }],
    },
  },
  {
    // Declarations (reports, models, and each named kind's spec) are pure too; a report may read a
    // kind's spec (its query's constants and columns), which imports only the engine.
    files: ['reports/**/*.ts', 'models/**/*.ts', 'server/compiler/kinds/*/spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-dom', 'react/*', '**/renderers/**', '**/shell/**', 'node:*'], message: 'Reports, models and kind specs stay pure: no React, no DOM, no node.' },
        { regex: '(^|/)server/(?!compiler/kinds/[^/]+/spec$)', message: 'Reports, models and kind specs import no server code but a named kind\'s spec.' },
      ] }],
    },
  },
);
