/**
 * The build's prerendering (decision 100), started by prerender-plugin.ts after `vite build` wrote the client:
 * renders every public page in both languages through Vite's SSR module loader and writes the pages,
 * prerender-manifest.json, sitemap.xml and robots.txt into the dist folder. Exits when done. Absolute addresses name
 * BUILD_ORIGIN, which the server replaces with its APP_URL (decision 152).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { localeSectionsPlugin } from './locale-sections-plugin';
import { pageHead, withAppFrame, withPage } from './page-html';
import { robotsTxt, sitemapXml } from './site-files';
import { speculationRules } from './speculation-rules';
import { BUILD_ORIGIN } from '../../shared/site/build-origin';

type Language = 'es' | 'en';
const LANGUAGES: readonly Language[] = ['es', 'en'];

export const PRERENDER_MANIFEST = 'prerender-manifest.json';
export const PRERENDER_DIR = 'prerendered';

const PWA_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Plan {
  outDir: string;
  routeChunks: Record<string, string[]>;
  /** Each language's translation chunks by section. */
  textChunks: Record<Language, Record<string, string[]>>;
}

/** What every public page shows: the shell's and the site's texts (pwa/lib/locale-sections.ts). */
const PUBLIC_TEXTS = ['core', 'site'];

/** What the build renders with (render-page.tsx). */
interface RenderModule {
  PUBLIC_PAGES: ReadonlyArray<{ path: string; meta: string; addresses: Record<Language, string>; module: string; texts: readonly string[]; readiedAtOnce: boolean }>;
  renderPage(path: string, language: Language): Promise<string>;
  APP_FRAME_PATH: string;
  renderAppFrame(language: Language): Promise<string>;
  translate(key: string, language: Language): string;
  structuredData(meta: string, language: Language): unknown;
}

async function prerender(plan: Plan) {
  const template = readFileSync(join(plan.outDir, 'index.html'), 'utf8');
  const server = await createServer({
    configFile: false,
    root: PWA_ROOT,
    logLevel: 'error',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { '@shared': join(REPO_ROOT, 'shared'), '@': PWA_ROOT } },
    plugins: [react(), localeSectionsPlugin()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const render = (await server.ssrLoadModule('/prerender/render-page.tsx')) as RenderModule;
  const routes: Record<string, Partial<Record<Language, string>>> = {};
  const origin = BUILD_ORIGIN;
  const rules = speculationRules(render.PUBLIC_PAGES);
  for (const page of render.PUBLIC_PAGES) {
    for (const language of LANGUAGES) {
      const markup = await render.renderPage(page.path, language);
      const texts = {
        title: render.translate(`seo.${page.meta}.title`, language),
        description: render.translate(`seo.${page.meta}.description`, language),
        structuredData: render.structuredData(page.meta, language),
      };
      const textFiles = [...PUBLIC_TEXTS, ...page.texts].flatMap((section) => plan.textChunks[language][section] ?? []);
      const preloads = [...new Set([...(plan.routeChunks[page.module] ?? []), ...textFiles])];
      const html = withPage(template, { language, markup, head: pageHead(page, language, texts, origin), preloads, speculationRules: rules });
      const file = `${PRERENDER_DIR}/${language}/${page.path === '/' ? 'index' : page.path.slice(1)}.html`;
      mkdirSync(dirname(join(plan.outDir, file)), { recursive: true });
      writeFileSync(join(plan.outDir, file), html);
      routes[page.path] = { ...routes[page.path], [language]: file };
    }
  }
  // The signed-in app's frame, served at its address in the reader's language like a page (pwa/lib/app-frame.ts).
  for (const language of LANGUAGES) {
    const file = `${PRERENDER_DIR}/${language}/app-frame.html`;
    writeFileSync(join(plan.outDir, file), withAppFrame(template, language, await render.renderAppFrame(language)));
    routes[render.APP_FRAME_PATH] = { ...routes[render.APP_FRAME_PATH], [language]: file };
  }
  writeFileSync(join(plan.outDir, PRERENDER_MANIFEST), `${JSON.stringify({ routes }, null, 2)}\n`);
  writeFileSync(join(plan.outDir, 'sitemap.xml'), sitemapXml(origin, render.PUBLIC_PAGES));
  writeFileSync(join(plan.outDir, 'robots.txt'), robotsTxt(origin));
  console.log(`Prerendered ${render.PUBLIC_PAGES.length} public pages and the app frame in ${LANGUAGES.join(' and ')}`);
}

const planFile = process.argv[2];
if (!planFile) throw new Error('usage: run-prerender.ts <plan.json>');
prerender(JSON.parse(readFileSync(planFile, 'utf8')) as Plan).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
