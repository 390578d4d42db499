import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textChunkName } from '../../scripts/bundle-budget/chunk-names.js';
import type { LocaleSection } from '../lib/locale-sections.js';

const PWA_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The part of Rollup's output bundle the prerendering reads. */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** A chunk's file and every chunk it statically imports: what the page needs before it can hydrate. */
export function chunkFiles(bundle: Record<string, BuiltChunk>, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) chunkFiles(bundle, imported, seen);
  return seen;
}

/** The built chunk of a source file under pwa/ (e.g. `app/routes/home.tsx`). */
export function chunkOf(bundle: Record<string, BuiltChunk>, sourceFile: string): string | undefined {
  const wanted = resolve(PWA_ROOT, sourceFile);
  return Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === wanted)?.fileName;
}

/** The chunk a build group names (`public-chrome`, `texts-es-core`: scripts/bundle-budget/chunk-names.ts). */
export function namedChunk(bundle: Record<string, BuiltChunk>, name: string): string | undefined {
  return Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.fileName.startsWith(`assets/${name}-`))?.fileName;
}

/** The chunks of one language's translation sections. */
export function textChunks(bundle: Record<string, BuiltChunk>, language: 'es' | 'en', sections: readonly LocaleSection[]): string[] {
  return sections.flatMap((section) => namedChunk(bundle, textChunkName(language, section)) ?? []);
}
