import { statSync } from 'node:fs';

/** The libraries every page shares, each in a chunk named after it (decision 101). */
export const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'react-router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'react-hook-form', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
];

export type ChunkInfo = { name: string; isEntry: boolean; isDynamicEntry: boolean; facadeModuleId?: string | null; moduleIds: string[] };

// File names that say nothing about a library (its entry is often dist/index.mjs).
const GENERIC_NAMES = new Set(['index', 'dist', 'esm', 'es', 'es2015', 'lib', 'cjs', 'browser', 'module', 'main']);

/** A module's label: its package for a library file, its file name for ours, "translations" for a locale file. */
export function moduleLabel(id: string): string {
  if (/[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(id)) return 'translations';
  const library = id.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/)?.[1];
  if (library) return library.replace(/^@/, '').replace(/[\\/]/g, '-');
  return (id.split(/[\\/]/).pop() ?? id).replace(/\?.*$/, '').replace(/\.[^.]+$/, '');
}

const sourceSize = (id: string) => {
  try {
    return statSync(id).size;
  } catch {
    return 0;
  }
};

/**
 * The name of a shared chunk: the label (package or file) holding most of its source. Left alone, the bundler
 * names a chunk after its first module's file, so Radix parts came out as "dist" and i18next as "jsx-runtime".
 * Entries, lazy routes and the vendor groups keep their own name.
 */
export function chunkName(chunk: ChunkInfo, sizeOf: (id: string) => number = sourceSize): string {
  if (chunk.isEntry || chunk.isDynamicEntry) {
    // A library loaded on use (sonner) is named after its package, not its dist/index file; a telling file
    // name (braintree's "dropin", which the precache leaves out by name) stays.
    const facade = chunk.facadeModuleId;
    return facade?.includes('node_modules') && GENERIC_NAMES.has(chunk.name) ? moduleLabel(facade) : chunk.name;
  }
  const group = VENDOR_GROUPS.find(({ name }) => name === chunk.name);
  if (group && chunk.moduleIds.every((id) => group.test.test(id))) return chunk.name;
  const weights = new Map<string, number>();
  for (const id of chunk.moduleIds) {
    const label = moduleLabel(id);
    // tslib's source is large and almost all of it tree-shaken away: it never names a chunk.
    if (id.startsWith('\0') || label === 'tslib') continue;
    weights.set(label, (weights.get(label) ?? 0) + sizeOf(id));
  }
  const [heaviest] = [...weights].sort((a, b) => b[1] - a[1]);
  return heaviest?.[0] ?? chunk.name;
}
