import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET_PAGES } from './bundle-budget/budget-pages';
import { checkChunks, checkPage, formatPageResult, type BudgetPage, type ViteManifest } from './bundle-budget/first-load';
import { htmlFirstLoad } from './bundle-budget/html-first-load';

/** Fails (exit 1) when the built landing or dashboard loads more JavaScript on first load than its budget. */
export function checkBundleBudget(distDir: string): boolean {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const gzipBytesOf = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const gzipBytesOfText = (text: string) => gzipSync(text, { level: 9 }).length;
  const check = (page: BudgetPage) =>
    'html' in page
      ? checkChunks(page, htmlFirstLoad(readFileSync(join(distDir, page.html), 'utf8'), gzipBytesOf, gzipBytesOfText))
      : checkPage(manifest, page, gzipBytesOf);
  const results = BUDGET_PAGES.map(check);
  for (const result of results) console.log(`${formatPageResult(result)}\n`);
  return results.every((result) => result.withinBudget);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? process.env.PWA_DIST_DIR ?? 'dist/pwa';
  if (!checkBundleBudget(distDir)) {
    console.error('Bundle budget exceeded: see the table above (decision 101).');
    process.exit(1);
  }
}
