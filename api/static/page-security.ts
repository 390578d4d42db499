import { appContentSecurityPolicy, baseSecurityHeaders, inlineScriptHashes, type SecurityHeadersConfig } from '../http/security-headers';
import type { MemoryFile } from './memory-file';

/**
 * The headers of every file of the build (issue 11): the base set plus the app's Content-Security-Policy, which
 * allows the inline scripts of the build's own pages by their hash (the shell's preload script), taken once at start
 * from the pages exactly as they are served (served-build.ts).
 */
export function pageSecurityHeaders(pages: ReadonlyMap<string, MemoryFile>, config: SecurityHeadersConfig) {
  const html = [...pages].filter(([path]) => path.endsWith('.html')).map(([, file]) => file.bytes.toString('utf8'));
  const hashes = [...new Set(html.flatMap((page) => inlineScriptHashes(page)))];
  return [...baseSecurityHeaders(config, 'strict-origin-when-cross-origin'), ['Content-Security-Policy', appContentSecurityPolicy(config, hashes)] as const];
}
