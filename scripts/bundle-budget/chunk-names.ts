import { statSync } from 'node:fs';
import { LOCALE_SECTIONS, SECTION_AREAS, type LocaleSection } from '../../pwa/lib/locale-sections.js';

/** The libraries every page shares, each in a chunk named after it (decision 101). */
export const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'react-router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  // With the module that configures it for the browser (pwa/lib/zod-jitless.ts), so it runs wherever zod arrives.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|pwa[\\/]lib[\\/]zod-jitless\.ts$/ },
  { name: 'react-hook-form', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
];

/**
 * Groups of our own code named after their role. A group also takes the modules its members import (the bundler's
 * default), so its chunk keeps the group's name even though not every module in it matches.
 */
export const APP_GROUPS = [
  // Everything else the entry loads statically, in one file instead of a dozen of 2 KB: on a phone's HTTP/1.1
  // connection (six at a time) every extra file costs a round trip before the page can start.
  { name: 'app-shell', tags: ['$initial' as const] },
  // The small form and page pieces nearly every route uses (not the Radix dialogs, which load on first open).
  {
    name: 'ui-kit',
    test: /pwa[\\/](components[\\/]ui[\\/](button|field-error|form-field|input|label|notice|spinner|text-field|textarea|package-tones)|lib[\\/](use-hydrated|use-page-meta|use-page-path|page-links|validation-text|locale-tree|cn))\.tsx?$/,
  },
  // What the public header and the app headers share (brand, language toggle, user menu button, page addresses).
  {
    name: 'header-kit',
    test: /pwa[\\/](app[\\/](layouts[\\/](brand-logo|language-toggle)|localized-paths)|features[\\/]auth[\\/]components[\\/](user-menu-button|user-avatar))\.tsx?$/,
  },
  // The public pages' header, footer and their parts: every public page loads them together, a signed-in screen never.
  {
    name: 'public-chrome',
    test: /pwa[\\/](app[\\/]layouts[\\/](nav-bar|nav-links|footer|language-switch)|features[\\/]contact[\\/]components[\\/]contact-icons|lib[\\/]business-details-query)\.tsx?$/,
  },
  // The offline outbox's queue, sender and marks: a signed-in screen and the sender load them together.
  { name: 'outbox', test: /pwa[\\/]lib[\\/]outbox[\\/]/ },
];

/**
 * One chunk per language and translation section (pwa/lib/locale-sections.ts): a page's section arrives as one file.
 */
export const textChunkName = (language: 'es' | 'en', section: LocaleSection) => `texts-${language}-${section}`;

export const TEXT_GROUPS = (['es', 'en'] as const).flatMap((language) =>
  LOCALE_SECTIONS.map((section) => ({
    name: textChunkName(language, section),
    // The section's module (pwa/prerender/locale-sections-plugin.ts) and its area files.
    test: new RegExp(`(?:locales[\\\\/]${language}[\\\\/](?:${SECTION_AREAS[section].join('|')})\\.json|virtual:locale-section/${language}/${section})$`),
  })),
);

/** What `codeSplitting.groups` gets: the libraries first (same priority, so the earlier group wins a module). */
export const CODE_SPLITTING_GROUPS = [...VENDOR_GROUPS, ...APP_GROUPS, ...TEXT_GROUPS];

export type ChunkInfo = { name: string; isEntry: boolean; isDynamicEntry: boolean; facadeModuleId?: string | null; moduleIds: string[] };

// File names that say nothing about a library (its entry is often dist/index.mjs; Dexie's is import-wrapper.mjs).
const GENERIC_NAMES = new Set(['index', 'dist', 'esm', 'es', 'es2015', 'lib', 'cjs', 'browser', 'module', 'main', 'import-wrapper']);

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
  if ([...APP_GROUPS, ...TEXT_GROUPS].some(({ name }) => name === chunk.name)) return chunk.name;
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
