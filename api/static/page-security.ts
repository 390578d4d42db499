import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appContentSecurityPolicy, baseSecurityHeaders, inlineScriptHashes, type SecurityHeadersConfig } from '../http/security-headers';
import type { PrerenderedRoutes } from './prerender-variants';

/**
 * The headers of every file of the build (issue 11): the base set plus the app's Content-Security-Policy, which
 * allows the inline scripts of the build's own pages by their hash (the shell's preload script), read once at start.
 */
export function pageSecurityHeaders(root: string, prerendered: PrerenderedRoutes, config: SecurityHeadersConfig) {
  const pages = ['index.html', ...[...prerendered.values()].flatMap((variants) => Object.values(variants))];
  const hashes = [...new Set(pages.flatMap((page) => inlineScriptHashes(readFileSync(join(root, page), 'utf8'))))];
  return [...baseSecurityHeaders(config, 'strict-origin-when-cross-origin'), ['Content-Security-Policy', appContentSecurityPolicy(config, hashes)] as const];
}
