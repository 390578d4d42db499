/** One entry of Vite's build manifest (.vite/manifest.json), keyed by source path relative to the Vite root. */
export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

type Budget = { name: string; path: string; maxGzipBytes: number; goalGzipBytes?: number };
/**
 * A page's first load, its enforced ceiling and its goal. Either the modules the app runs for it, from manifest
 * roots (a string root must be in the manifest; a RegExp root takes every key it matches, if any: chunks the app
 * imports at boot, like the reader's translations), or what a built HTML file (relative to the dist folder) loads
 * before anyone uses the page (html-first-load.ts).
 */
export type BudgetPage = Budget & ({ roots: (string | RegExp)[] } | { html: string });

export type ChunkSize = { file: string; gzipBytes: number };
export type PageResult = { page: BudgetPage; chunks: ChunkSize[]; totalGzipBytes: number; withinBudget: boolean };

/**
 * The JavaScript files a page loads on first paint: each root's chunk and everything it imports statically,
 * transitively (what Vite modulepreloads). Dynamic imports are left out: they load on use.
 */
export function firstLoadFiles(manifest: ViteManifest, roots: (string | RegExp)[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest: update the budget's roots`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) {
    if (typeof root === 'string') visit(root);
    else Object.keys(manifest).filter((key) => root.test(key)).forEach(visit);
  }
  return [...files];
}

/** The manifest roots' files with their sizes against the page's budget. */
export function checkPage(manifest: ViteManifest, page: Budget & { roots: (string | RegExp)[] }, gzipBytesOf: (file: string) => number): PageResult {
  return checkChunks(
    page,
    firstLoadFiles(manifest, page.roots).map((file) => ({ file, gzipBytes: gzipBytesOf(file) })),
  );
}

export function checkChunks(page: BudgetPage, loaded: ChunkSize[]): PageResult {
  const chunks = [...loaded].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return { page, chunks, totalGzipBytes, withinBudget: totalGzipBytes <= page.maxGzipBytes };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A plain-text table of a page's chunks, biggest first, with the total against the budget. */
export function formatPageResult(result: PageResult): string {
  const width = Math.max(10, ...result.chunks.map((chunk) => chunk.file.length));
  const rows = result.chunks.map((chunk) => `  ${chunk.file.padEnd(width)}  ${kb(chunk.gzipBytes).padStart(9)}`);
  const verdict = result.withinBudget ? 'within budget' : 'OVER BUDGET';
  const total = `  ${'total'.padEnd(width)}  ${kb(result.totalGzipBytes).padStart(9)}  / ${kb(result.page.maxGzipBytes)} — ${verdict}`;
  const { goalGzipBytes } = result.page;
  const goal =
    goalGzipBytes === undefined
      ? []
      : [`  goal ${kb(goalGzipBytes)}: ${result.totalGzipBytes <= goalGzipBytes ? 'met' : `${kb(result.totalGzipBytes - goalGzipBytes)} to go`}`];
  return [`${result.page.name} (${result.page.path}): JavaScript on first load, gzip level 9`, ...rows, total, ...goal].join('\n');
}
