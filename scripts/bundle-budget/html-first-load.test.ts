import { describe, expect, it } from 'vitest';
import { htmlFirstLoad } from './html-first-load';

const sizes: Record<string, number> = { 'assets/index-a.js': 20_000, 'assets/react-b.js': 60_000, 'assets/legacy-c.js': 3_000 };
const sizeOfFile = (file: string) => sizes[file]!;
const sizeOfText = (text: string) => text.length;

describe('what a built HTML page runs before anyone uses it', () => {
  it('counts its scripts with a src, its module preloads and its inline scripts', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="stylesheet" href="/assets/index.css">
      <script src="/assets/legacy-c.js"></script><script id="app-starter">go()</script></head>`;
    expect(htmlFirstLoad(html, sizeOfFile, sizeOfText)).toEqual([
      { file: 'assets/index-a.js', gzipBytes: 20_000 },
      { file: 'assets/legacy-c.js', gzipBytes: 3_000 },
      { file: 'inline script #app-starter', gzipBytes: 4 },
      { file: 'assets/react-b.js', gzipBytes: 60_000 },
    ]);
  });

  it('leaves out data blocks and empty scripts, and what a starter would add later', () => {
    const html = `<head><script type="application/ld+json">{"@type":"Organization"}</script><script></script>
      <script id="app-starter">(function(d){})({"e":"/assets/index-a.js","p":["/assets/react-b.js"]})</script></head>`;
    expect(htmlFirstLoad(html, sizeOfFile, sizeOfText).map((chunk) => chunk.file)).toEqual(['inline script #app-starter']);
  });
});
