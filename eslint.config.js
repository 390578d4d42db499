import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * api/ in layers, each importing only from those below it (decision 146); tests may reach across.
 *   HTTP      routes/, http/, static/, app.ts, server.ts, create-deps.ts, static-pwa.ts: may import any layer
 *   jobs      jobs/, seed/ (run by timers and at start): services and below
 *   services  services/ (the product's rules): mail/, adapters/, db/, domain/
 *   mail      mail/ (the e-mails' texts and layout): adapters/, db/, domain/
 *   adapters  adapters/ (cards, PayPal, carrier, files, push, mail transport): db/, domain/
 *   db        db/ (schema and client): domain/
 *   domain    domain/ (domain errors): nothing of api/
 * env.ts (configuration) and app-deps.ts (the dependencies' types) stand beside the layers: any of them may read them.
 */
const HTTP_LAYER = ['routes', 'http', 'static', 'app.ts', 'server.ts', 'create-deps.ts', 'static-pwa.ts'];
const LAYERS_BELOW_HTTP = [['jobs', 'seed'], ['services'], ['mail'], ['adapters'], ['db'], ['domain']];
const inApi = (names) => names.map((name) => `./api/${name}`);
const layerZones = LAYERS_BELOW_HTTP.map((layer, index) => ({
  target: inApi(layer),
  from: inApi([...HTTP_LAYER, ...LAYERS_BELOW_HTTP.slice(0, index).flat()]),
  message: `api/${layer.join('/, api/')}/ may import only the layers below it (eslint.config.js, decision 146).`,
}));

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
    ignores: ['api/db/client.ts', 'api/db/pg-transaction.ts', 'api/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='transaction']", message: 'open write transactions with writeTransaction (api/db/client.ts)' },
      ],
    },
  },
  {
    files: ['api/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Which files import-x reads to follow their imports (only .js by default), and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['api/**/*.ts'],
    ignores: ['api/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...layerZones,
            { target: './api/domain', from: './api', except: ['./domain'], message: 'api/domain/ imports nothing else of api/ (decision 146).' },
            { target: './api/http', from: './api/routes', message: 'http/ is the frame routes are built on: it imports no route.' },
            {
              target: ['./api/adapters', './api/domain', './api/http', './api/jobs', './api/mail', './api/routes', './api/seed', './api/services', './api/*.ts'],
              from: ['./api/db/schema', './api/db/schema-pg'],
              message: "import tables from api/db/tables.ts, bound to the process's database (decision 148).",
            },
          ],
        },
      ],
    },
  },
  {
    // A missed await is the typical bug of the awaited data layer (`if (findUser(...))` is always true): decision 147.
    // Type-aware, so only where it matters; tests are left out to keep the lint's time down.
    files: ['api/**/*.ts'],
    ignores: ['api/**/*.test.ts', 'api/test/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Below the HTTP layer nothing speaks HTTP: a refusal is a DomainError (api/domain), mapped in api/http/error-answer.ts.
    files: LAYERS_BELOW_HTTP.flat().map((folder) => `api/${folder}/**/*.ts`),
    ignores: ['api/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['hono', 'hono/*', '@hono/*'], message: 'HTTP stays in routes/ and http/ (decision 146)' }] }],
    },
  },
);
