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
    files: ['src/engine/**/*.ts', 'reports/**/*.ts', 'models/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-dom', 'react/*', '**/server/**', '**/renderers/**', '**/shell/**', 'node:*'], message: 'src/engine, reports and models stay pure: no React, no DOM, no node, no server.' },
      ] }],
    },
  },
);
