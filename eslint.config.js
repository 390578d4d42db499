import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * api/ in layers by a file's role, each importing only from those below it (decision 146); tests may reach across.
 * A domain lives in api/modules/<module>/ (issue 28): its HTTP files in http/, its job as *-job.ts and its services
 * beside it, at the module's root.
 *   HTTP        modules/<module>/http/, http/, static/, app.ts, server.ts, create-deps.ts, static-pwa.ts, cli/: may import any layer
 *   jobs        modules/<module>/*-job.ts, seed/ (run by timers and at start): services and below
 *   services    the other files at a module's root (the product's rules): background/ and below, and other modules' services
 *   background  background/ (a job's turn, passes that never overlap, a bounded work queue): mail/ and below
 *   mail        mail/ (the e-mails' texts and layout): adapters/, db/, domain/
 *   adapters    adapters/ (cards, PayPal, carrier, files, push, mail transport): db/, domain/
 *   db          db/ (schema and client): domain/
 *   domain      domain/ (domain errors): nothing of api/
 * env.ts (configuration), app-deps.ts (the dependencies' types), logging/ and metrics/ (the logger and the metrics'
 * registry, decision 154) stand beside the layers: any of them may use them.
 * Globs are minimatch's, relative to this folder; import-x/no-cycle keeps modules that use each other from a cycle.
 */
const API_LAYERS = [
  { name: 'HTTP', files: ['api/modules/*/http/**', 'api/http/**', 'api/static/**', 'api/{app,server,create-deps,static-pwa}.ts', 'api/cli/**'] },
  { name: 'jobs', files: ['api/modules/*/*-job.ts', 'api/seed/**'] },
  { name: 'services', files: ['api/modules/*/!(*-job).ts'] },
  { name: 'background', files: ['api/background/**'] },
  { name: 'mail', files: ['api/mail/**'] },
  { name: 'adapters', files: ['api/adapters/**'] },
  { name: 'db', files: ['api/db/**'] },
  { name: 'domain', files: ['api/domain/**'] },
];
const LAYERS_BELOW_HTTP = API_LAYERS.slice(1);
const fromRoot = (globs) => globs.map((glob) => `./${glob}`);
const layerZones = LAYERS_BELOW_HTTP.map((layer, index) => ({
  target: fromRoot(layer.files),
  from: fromRoot(API_LAYERS.slice(0, index + 1).flatMap(({ files }) => files)),
  message: `${layer.name} (${layer.files.join(', ')}) may import only the layers below it (eslint.config.js, decision 146).`,
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
            { target: './api/http/**', from: './api/modules/*/http/**', message: "api/http/ is the frame the modules' routes are built on: it imports no module's http/." },
            {
              target: ['./api/adapters', './api/background', './api/domain', './api/http', './api/mail', './api/modules', './api/seed', './api/*.ts'],
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
    files: LAYERS_BELOW_HTTP.flatMap(({ files }) => files),
    ignores: ['api/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['hono', 'hono/*', '@hono/*'], message: "HTTP stays in the modules' http/ and api/http/ (decision 146)" }] }],
    },
  },
);
