import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm run test:mutation:summary` (issue 13, decision 130): the mutation score over the whole configured scope, from
 * the incremental file every narrowed run adds to. Per directory and in total, with the files in scope that have no
 * result yet (never measured) and those changed since they were (their figures may be out of date).
 */

const INCREMENTAL_FILE = 'reports/mutation/stryker-incremental.json';

export interface Tally {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
}

/** Stryker's mutation score: detected / (detected + undetected). Compile errors and ignored mutants are left out; null without any valid mutant. */
export function mutationScore(tally: Tally): number | null {
  const detected = tally.killed + tally.timeout;
  const valid = detected + tally.survived + tally.noCoverage;
  return valid === 0 ? null : (detected / valid) * 100;
}

/** One decimal, rounded down: 79.96 % must not read as the 80 % goal met. */
export function formatScore(score: number | null): string {
  return score === null ? 'n/a' : `${(Math.floor(score * 10) / 10).toFixed(1)} %`;
}

export function tallyOf(statuses: readonly string[]): Tally {
  const count = (status: string) => statuses.filter((s) => s === status).length;
  return { killed: count('Killed'), timeout: count('Timeout'), survived: count('Survived'), noCoverage: count('NoCoverage') };
}

function add(a: Tally, b: Tally): Tally {
  return { killed: a.killed + b.killed, timeout: a.timeout + b.timeout, survived: a.survived + b.survived, noCoverage: a.noCoverage + b.noCoverage };
}

/** A Stryker mutate glob (`**`, `*`, `?`) as a regular expression over paths relative to the project. */
export function globToRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => ({ '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' })[part] ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Stryker applies the patterns in order: a file is in scope when the last pattern matching it is not a negation. */
export function inScope(file: string, patterns: readonly string[]): boolean {
  return patterns.reduce((included, pattern) => {
    const negated = pattern.startsWith('!');
    return globToRegExp(negated ? pattern.slice(1) : pattern).test(file) ? !negated : included;
  }, false);
}

/** The folder to walk for a pattern: its segments before the first wildcard. */
function rootOf(pattern: string): string {
  const segments = pattern.split('/');
  const firstWild = segments.findIndex((segment) => /[*?]/.test(segment));
  return segments.slice(0, firstWild === -1 ? segments.length - 1 : firstWild).join('/');
}

function scopeFiles(patterns: readonly string[]): string[] {
  const roots = [...new Set(patterns.filter((p) => !p.startsWith('!')).map(rootOf))];
  return roots
    .flatMap((root) => (existsSync(root) ? readdirSync(root, { recursive: true, encoding: 'utf8' }).map((entry) => `${root}/${entry}`) : []))
    .filter((file) => inScope(file, patterns))
    .sort();
}

interface IncrementalFile {
  files: Record<string, { source: string; mutants: { status: string; coveredBy?: string[] }[] }>;
  testFiles?: Record<string, { source?: string; tests: { id: string }[] }>;
}

/** The run's test folders (vitest.mutation.config.ts): a test file there the last run did not know is new since. */
const TEST_ROOTS = ['shared', 'api', 'pwa'];

function row(label: string, files: number, measured: number, tally: Tally): string {
  const counts = [tally.killed, tally.timeout, tally.survived, tally.noCoverage].map((n) => String(n).padStart(9)).join('');
  return `${label.padEnd(34)}${String(measured).padStart(4)}/${String(files).padEnd(5)}${formatScore(mutationScore(tally)).padStart(9)}${counts}`;
}

async function main(): Promise<void> {
  const config = (await import(pathToFileURL(resolve('stryker.config.mjs')).href)) as { default: { mutate: string[] } };
  const patterns = config.default.mutate;
  if (!existsSync(INCREMENTAL_FILE)) throw new Error(`${INCREMENTAL_FILE} is missing: run npm run test:mutation first`);
  const incremental = JSON.parse(readFileSync(INCREMENTAL_FILE, 'utf8')) as IncrementalFile;
  const results = incremental.files;
  const knownTests = incremental.testFiles ?? {};
  const files = scopeFiles(patterns);
  const measured = files.filter((file) => results[file]);
  const changed = measured.filter((file) => results[file]?.source !== readFileSync(file, 'utf8'));
  const tallyFor = (file: string) => tallyOf(results[file]?.mutants.map((m) => m.status) ?? []);
  const empty: Tally = { killed: 0, timeout: 0, survived: 0, noCoverage: 0 };

  const roots = [...new Set(patterns.filter((p) => !p.startsWith('!')).map(rootOf))];
  console.log(`Mutation score over the configured scope (${INCREMENTAL_FILE}; measured/files in scope)\n`);
  console.log(`${'directory'.padEnd(34)}${'files'.padEnd(10)}${'score'.padStart(9)}${['killed', 'timeout', 'survived', 'no cov'].map((h) => h.padStart(9)).join('')}`);
  for (const root of roots) {
    const inRoot = files.filter((file) => file.startsWith(`${root}/`));
    const dirs = [...new Set(inRoot.map((file) => dirname(file)))];
    console.log(row(`${root}/`, inRoot.length, inRoot.filter((f) => results[f]).length, inRoot.map(tallyFor).reduce(add, empty)));
    for (const dir of dirs.filter((d) => d !== root)) {
      const inDir = inRoot.filter((file) => dirname(file) === dir);
      console.log(row(`  ${dir}/`, inDir.length, inDir.filter((f) => results[f]).length, inDir.map(tallyFor).reduce(add, empty)));
    }
  }
  console.log(row('total', files.length, measured.length, files.map(tallyFor).reduce(add, empty)));
  const unmeasured = files.filter((file) => !results[file]);
  console.log(`\nNot measured yet (${unmeasured.length} of ${files.length} files; a file without any mutant also shows here):`);
  for (const file of unmeasured) console.log(`  ${file}`);
  console.log(`\nChanged since measured (${changed.length}; a run over them updates their figures):`);
  for (const file of changed) console.log(`  ${file}`);

  const fileOfTest = new Map(Object.entries(knownTests).flatMap(([file, { tests }]) => tests.map((test) => [test.id, file] as const)));
  const changedTests = new Set(Object.keys(knownTests).filter((file) => !existsSync(file) || readFileSync(file, 'utf8') !== knownTests[file]?.source));
  const retested = measured.filter((file) => results[file]?.mutants.some((m) => (m.coveredBy ?? []).some((id) => changedTests.has(fileOfTest.get(id) ?? ''))));
  const newTests = TEST_ROOTS.flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((entry) => `${root}/${entry}`))
    .filter((file) => /\.test\.tsx?$/.test(file) && !knownTests[file])
    .sort();
  console.log(`\nTests changed since measured, covering (${retested.length}):`);
  for (const file of retested) console.log(`  ${file}`);
  console.log(`\nTest files added since the last run (${newTests.length}; a run over what they test counts them):`);
  for (const file of newTests) console.log(`  ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
