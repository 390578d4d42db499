import type { ChunkSize } from './first-load';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
// No type, or a JavaScript one: a data block (JSON-LD, an import map) is not run.
const JAVASCRIPT_TYPE = /^(module|text\/javascript|application\/javascript)$/;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const builtFile = (address: string) => address.replace(/^\//, '');

/**
 * What a built HTML page has the browser fetch and run as JavaScript before anyone uses it: its scripts with a
 * src, its module preloads, and its inline scripts (named by their id). Scripts a script adds later are not in the
 * HTML, so they are not counted: for a prerendered page, the app its starter loads on first use (decision 132).
 */
export function htmlFirstLoad(html: string, gzipBytesOfFile: (file: string) => number, gzipBytesOfText: (text: string) => number): ChunkSize[] {
  const chunks: ChunkSize[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const type = attribute(attributes!, 'type');
    if (type !== undefined && !JAVASCRIPT_TYPE.test(type)) continue;
    const src = attribute(attributes!, 'src');
    if (src) chunks.push({ file: builtFile(src), gzipBytes: gzipBytesOfFile(builtFile(src)) });
    else if (body!.trim()) chunks.push({ file: `inline script #${attribute(attributes!, 'id') ?? '(no id)'}`, gzipBytes: gzipBytesOfText(body!) });
  }
  for (const [tag] of html.matchAll(MODULE_PRELOAD)) {
    const href = attribute(tag, 'href');
    if (href) chunks.push({ file: builtFile(href), gzipBytes: gzipBytesOfFile(builtFile(href)) });
  }
  return chunks;
}
