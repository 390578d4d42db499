import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { APP_ROUTES, type AppRoute } from '../app/route-table.js';
import { chunkFiles, chunkOf, namedChunk, textChunks, type BuiltChunk } from './built-chunks.js';
import { LANGUAGE_STORAGE_KEY } from '../lib/languages.js';
import { LOCALE_SECTIONS, type LocaleSection } from '../lib/locale-sections.js';
import { isTextsPlaceholder, shellPreloadScript, shellRoutes } from './shell-preloads.js';

const textsBySection = (bundle: Record<string, BuiltChunk>, language: 'es' | 'en') =>
  Object.fromEntries(LOCALE_SECTIONS.map((section) => [section, textChunks(bundle, language, [section])])) as Record<LocaleSection, string[]>;

const modulesOf = (routes: readonly AppRoute[]): string[] => routes.flatMap((route) => [route.module, ...modulesOf(route.children ?? [])]);

const RUNNER = fileURLToPath(new URL('./run-prerender.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Decision 100: after the client build, every public page is rendered in both languages (run-prerender.ts) into
 * `prerendered/<lang>/<page>.html` (the built index.html around it, with the page's head and preloads of its route
 * and language chunks), listed in prerender-manifest.json for the server; robots.txt and sitemap.xml beside them.
 */
export function prerenderPlugin(): Plugin {
  let outDir = '';
  let bundle: Record<string, BuiltChunk> = {};
  return {
    name: 'miami-drop:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const built = context.bundle as unknown as Record<string, BuiltChunk>;
        const filesOf = (sources: string[]) =>
          [...new Set(sources.flatMap((source) => {
            const file = chunkOf(built, source);
            return file ? [...chunkFiles(built, file)] : [];
          }))].filter((file) => !html.includes(`/${file}"`));
        const languages = { es: textsBySection(built, 'es'), en: textsBySection(built, 'en') };
        const routes = shellRoutes(APP_ROUTES).map(([pattern, sources]): [string, string[]] => [
          pattern,
          [...new Set(sources.flatMap((source) => (isTextsPlaceholder(source) ? [source] : filesOf([source]))))],
        ]);
        return html.replace('</head>', `  ${shellPreloadScript(languages, routes, LANGUAGE_STORAGE_KEY)}\n  </head>`);
      },
    },
    writeBundle(_options, output) {
      bundle = output as unknown as Record<string, BuiltChunk>;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        // The preloads each page needs: its route chunk and its language chunk, with what they import.
        const withImports = (file: string | undefined) => (file ? [...chunkFiles(bundle, file)] : []);
        const preloads = (source: string) => withImports(chunkOf(bundle, source));
        // Every public page shows the public header and footer (a lazy chunk of the layout).
        const chrome = withImports(namedChunk(bundle, 'public-chrome'));
        const plan = {
          outDir,
          routeChunks: Object.fromEntries(modulesOf(APP_ROUTES).map((module) => [module, [...chrome, ...preloads(`app/${module}.tsx`)]])),
          textChunks: { es: textsBySection(bundle, 'es'), en: textsBySection(bundle, 'en') },
        };
        // Rendering loads the app's modules, whose timers and handles would keep `vite build` from exiting:
        // it runs in a process of its own.
        const dir = mkdtempSync(join(tmpdir(), 'prerender-'));
        try {
          writeFileSync(join(dir, 'plan.json'), JSON.stringify(plan));
          const result = spawnSync(process.execPath, ['--import', 'tsx', RUNNER, join(dir, 'plan.json')], { cwd: REPO_ROOT, stdio: 'inherit' });
          if (result.status !== 0) throw new Error(`Prerendering failed (exit ${result.status ?? result.signal})`);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    },
  };
}
