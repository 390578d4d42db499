// @ts-check
/**
 * Mutation testing (issue 13, decision 130): `npm run test:mutation`. Not part of `npm test`: a full run takes hours
 * on two cores. Incremental: a re-run reuses the previous results for code and tests that did not change.
 * Narrow a run with `npm run test:mutation -- --mutate api/modules/payments/webhook-service.ts`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  packageManager: 'npm',
  testRunner: 'vitest',
  // related: false — vitest's related lookup finds nothing across the config's projects; perTest coverage still picks each mutant's tests.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level constant) re-runs every test: minutes each on this machine. Reported as ignored.
  ignoreStatic: true,
  mutate: [
    'shared/**/*.ts',
    // The modules' services (not their HTTP files nor their jobs) and the background primitives.
    'api/modules/**/*.ts',
    '!api/modules/*/http/**',
    '!api/modules/*/*-job.ts',
    'api/background/**/*.ts',
    'api/adapters/**/*.ts',
    '!**/*.test.ts',
    '!**/*.d.ts',
    // Plain lists and texts: a mutant there is a typo test, not a rule.
    '!shared/**/*-messages.ts',
    '!shared/**/*-list.ts',
    '!api/adapters/**/*-list.ts',
    // The common-words list of the password rule (data: a mutant there is a misspelt word, not a rule).
    '!shared/accounts/guessable-words.ts',
  ],
  // The sandbox copy needs sources and configs only (builds, data and journeys' artifacts are hundreds of MB).
  ignorePatterns: ['/dist', '/data', '/e2e/artifacts', '/reports', '/test-results', '/playwright-report', '/coverage', '/docs', '*.db', '*.db-wal', '*.db-shm'],
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, maxTestsToLog: 0 },
  // The machine's two cores are shared with the rest of the work.
  concurrency: 2,
  timeoutMS: 10_000,
  // The dry run (every unit test once, with coverage) takes 3-4 minutes alone and passed Stryker's 5-minute default under load.
  dryRunTimeoutMinutes: 15,
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
