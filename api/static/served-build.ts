import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_ORIGIN } from '../../shared/site/build-origin';
import { memoryFile, type MemoryFile } from './memory-file';
import { loadPrerenderedRoutes, type PrerenderedRoutes } from './prerender-variants';

/** The build's files that name its origin beside the prerendered pages (pwa/prerender/run-prerender.ts). */
const SITE_FILES = ['sitemap.xml', 'robots.txt'];

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A file with the public origin in place of the build's: escaped where it stands in HTML or XML. */
export function withPublicOrigin(path: string, text: string, publicOrigin: string): string {
  const origin = /\.(html|xml)$/.test(path) ? escapeMarkup(publicOrigin) : publicOrigin;
  return text.replaceAll(BUILD_ORIGIN, origin);
}

export interface ServedBuild {
  /** The build's own folder (a build is swapped in by renaming a link: decision 152); every file comes from it. */
  root: string;
  prerendered: PrerenderedRoutes;
  /** The shell and the files that name the public origin, as served: the CSP hashes are taken from these. */
  pages: ReadonlyMap<string, MemoryFile>;
}

/**
 * The build as this server serves it for as long as it runs (decision 152): the folder `distDir` leads to at start,
 * and the shell, the prerendered pages, sitemap.xml and robots.txt read once from it with APP_URL put in, held in
 * memory. A later build swapped in under the same name is the next start's.
 */
export function loadServedBuild(distDir: string, publicOrigin: string): ServedBuild | null {
  if (!existsSync(join(distDir, 'index.html'))) return null;
  const root = realpathSync(distDir);
  const prerendered = loadPrerenderedRoutes(root);
  const files = ['index.html', ...SITE_FILES, ...[...prerendered.values()].flatMap((variants) => Object.values(variants))];
  const pages = new Map<string, MemoryFile>();
  for (const file of new Set(files)) {
    if (!existsSync(join(root, file))) continue;
    pages.set(file, memoryFile(file, Buffer.from(withPublicOrigin(file, readFileSync(join(root, file), 'utf8'), publicOrigin))));
  }
  return { root, prerendered, pages };
}
