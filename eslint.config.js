import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'e2e/artifacts/**', 'test-results/**', 'playwright-report/**', 'reports/**', '.stryker-tmp*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // shared/ is isomorphic: no Node built-ins, no environment, no database.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'better-sqlite3', 'drizzle-orm*', 'hono*', 'react*'] }],
      'no-restricted-globals': ['error', 'process'],
    },
  },
  {
    // Features stay independent of each other; the app layer composes them.
    files: ['pwa/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/*/**'], message: 'features import shared, components and lib only' }] }],
    },
  },
  {
    files: ['api/**/*.ts'],
    ignores: ['api/env.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'read configuration through api/env.ts' }] },
  },
  {
    // One helper opens every write transaction (decision 143), so none reads before it holds the write lock.
    files: ['api/**/*.ts'],
    ignores: ['api/db/client.ts', 'api/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='transaction']", message: 'open write transactions with writeTransaction (api/db/client.ts)' },
      ],
    },
  },
);
