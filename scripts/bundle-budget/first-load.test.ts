import { describe, expect, it } from 'vitest';
import { checkPage, firstLoadFiles, formatPageResult, type ViteManifest } from './first-load';

// A small build: the entry imports react and i18n statically, the home route lazily, and sonner only on use.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js', '_i18n-c.js'], dynamicImports: ['app/routes/home.tsx', '_sonner-d.js'], css: ['assets/index-e.css'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_i18n-c.js': { file: 'assets/i18n-c.js', imports: ['_react-b.js'] },
  '_sonner-d.js': { file: 'assets/sonner-d.js', isDynamicEntry: true, imports: ['_react-b.js'] },
  'app/routes/home.tsx': { file: 'assets/home-f.js', isDynamicEntry: true, imports: ['_react-b.js', '_plan-card-g.js'] },
  '_plan-card-g.js': { file: 'assets/plan-card-g.js' },
};
const sizes: Record<string, number> = {
  'assets/index-a.js': 20_000,
  'assets/react-b.js': 60_000,
  'assets/i18n-c.js': 15_000,
  'assets/sonner-d.js': 9_000,
  'assets/home-f.js': 4_000,
  'assets/plan-card-g.js': 1_000,
};
const page = { name: 'Landing', path: '/', roots: ['index.html', 'app/routes/home.tsx'], maxGzipBytes: 100_000 };

describe('bundle budget', () => {
  it('follows static imports from each root, once each, leaving lazy chunks and CSS out', () => {
    expect(firstLoadFiles(manifest, page.roots).sort()).toEqual(
      ['assets/home-f.js', 'assets/i18n-c.js', 'assets/index-a.js', 'assets/plan-card-g.js', 'assets/react-b.js'],
    );
  });

  it('adds the gzip sizes, biggest first, and passes at the budget exactly', () => {
    const result = checkPage(manifest, page, (file) => sizes[file]!);
    expect(result.chunks.map((chunk) => chunk.file)[0]).toBe('assets/react-b.js');
    expect(result.totalGzipBytes).toBe(100_000);
    expect(result.withinBudget).toBe(true);
  });

  it('fails one byte over and says so in the table', () => {
    const result = checkPage(manifest, page, (file) => sizes[file]! + (file === 'assets/home-f.js' ? 1 : 0));
    expect(result.withinBudget).toBe(false);
    expect(formatPageResult(result)).toMatch(/total\s+100\.0 KB {2}\/ 100\.0 KB — OVER BUDGET/);
    expect(formatPageResult(result)).toContain('assets/plan-card-g.js');
  });

  it('shows the goal beside the ceiling, and how far away it is', () => {
    const result = checkPage(manifest, { ...page, goalGzipBytes: 90_000 }, (file) => sizes[file]!);
    expect(formatPageResult(result)).toContain('goal 90.0 KB: 10.0 KB to go');
    expect(formatPageResult(checkPage(manifest, { ...page, goalGzipBytes: 100_000 }, (file) => sizes[file]!))).toContain('goal 100.0 KB: met');
  });

  it('takes every manifest key a pattern root matches, and none is fine', () => {
    const withLocales: ViteManifest = { ...manifest, 'lib/locale-bundles/es.ts': { file: 'assets/es-h.js', isDynamicEntry: true }, 'lib/locale-bundles/en.ts': { file: 'assets/en-i.js', isDynamicEntry: true } };
    expect(firstLoadFiles(withLocales, ['index.html', /^lib\/locale-bundles\/es\./])).toContain('assets/es-h.js');
    expect(firstLoadFiles(withLocales, ['index.html', /^lib\/locale-bundles\/es\./])).not.toContain('assets/en-i.js');
    expect(firstLoadFiles(manifest, ['index.html', /^lib\/locale-bundles\/es\./])).toHaveLength(3);
  });

  it('refuses a root the build does not have (a renamed route must update the budget)', () => {
    expect(() => firstLoadFiles(manifest, ['app/routes/gone.tsx'])).toThrow(/not in the build manifest/);
  });
});
