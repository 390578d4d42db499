import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED_EXTENSIONS } from '../api/static/static-file';

/** Below this a file goes as it is: the saving would not fill a packet. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = new RegExp(`\\.(${PRECOMPRESSED_EXTENSIONS.join('|')})$`, 'i');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

function writeIfSmaller(path: string, bytes: Buffer, original: number): number {
  if (bytes.length >= original) {
    try {
      unlinkSync(path);
    } catch {
      // none from an earlier run
    }
    return 0;
  }
  writeFileSync(path, bytes);
  return 1;
}

/**
 * After `vite build` (and the prerendering inside it): a .br (quality 11) and a .gz (level 9) beside every html, js,
 * css, json, svg, webmanifest, xml and txt file of at least 1 KiB, kept only when smaller. The server answers them by
 * Accept-Encoding (api/static/static-file.ts). Source maps are never compressed: they are never served.
 */
export function compressDist(dir: string): { files: number; written: number; before: number; brotli: number } {
  const files = listFiles(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  let written = 0;
  let before = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    written += writeIfSmaller(`${file}.br`, br, content.length);
    written += writeIfSmaller(`${file}.gz`, gzipSync(content, { level: 9 }), content.length);
    before += content.length;
    brotli += Math.min(br.length, content.length);
  }
  return { files: files.length, written, before, brotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? process.env.PWA_DIST_DIR ?? 'dist/pwa';
  const started = performance.now();
  const result = compressDist(dir);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `Precompressed ${result.files} files in ${dir} (${result.written} .br/.gz written, ${kib(result.before)} → ${kib(result.brotli)} brotli) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
