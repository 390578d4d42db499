import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { negotiateEncoding, type ContentCoding } from '../http/accept-encoding';

/** The types the build precompresses (scripts/compress-dist.ts writes .br and .gz beside them). */
export const PRECOMPRESSED_EXTENSIONS = ['html', 'js', 'mjs', 'css', 'json', 'svg', 'webmanifest', 'xml', 'txt'] as const;
const PRECOMPRESSED = new Set<string>(PRECOMPRESSED_EXTENSIONS);
const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

export interface ServeOptions {
  cacheControl: string;
  /** More request headers the answer depends on (the language of a prerendered page). */
  vary?: readonly string[];
}

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

// Strong per representation: the compressed bytes differ from the plain ones.
const etagOf = (stats: Stats, coding: ContentCoding | null) =>
  `"${Math.floor(stats.mtimeMs).toString(36)}-${stats.size.toString(36)}${coding ? `-${coding}` : ''}"`;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * The precompressed variants lying beside a file, in our order of preference. One older than the file itself was
 * made from an earlier version of it (the file was replaced or patched after the build) and is not its variant.
 */
async function availableCodings(path: string, plain: Stats): Promise<Map<ContentCoding, Stats>> {
  const found = new Map<ContentCoding, Stats>();
  if (!PRECOMPRESSED.has(extensionOf(path))) return found;
  for (const coding of ['br', 'gzip'] as const) {
    const stats = await fileStats(path + SUFFIX[coding]);
    if (stats && stats.mtimeMs >= plain.mtimeMs) found.set(coding, stats);
  }
  return found;
}

/**
 * Answers a file of the build, or undefined when there is none at `relativePath`: its own Content-Type, the
 * precompressed variant the caller accepts (brotli first) with `Vary: Accept-Encoding`, an ETag per variant and 304
 * when the caller already holds it.
 */
export async function serveFile(c: Context, root: string, relativePath: string, options: ServeOptions): Promise<Response | undefined> {
  const path = join(root, relativePath);
  const plain = await fileStats(path);
  if (!plain) return undefined;
  const codings = await availableCodings(path, plain);
  const coding = negotiateEncoding(c.req.header('Accept-Encoding'), [...codings.keys()]);
  const stats = coding ? codings.get(coding)! : plain;
  const etag = etagOf(plain, coding);
  const vary = [...(options.vary ?? []), ...(codings.size > 0 ? ['Accept-Encoding'] : [])];
  const headers: Record<string, string> = { 'Cache-Control': options.cacheControl, ETag: etag, 'Last-Modified': plain.mtime.toUTCString() };
  if (vary.length > 0) headers.Vary = vary.join(', ');
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  headers['Content-Type'] = getMimeType(path) ?? 'application/octet-stream';
  if (coding) headers['Content-Encoding'] = coding;
  headers['Content-Length'] = String(stats.size);
  const bytes = await readFile(coding ? path + SUFFIX[coding] : path);
  return c.body(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), 200, headers);
}
