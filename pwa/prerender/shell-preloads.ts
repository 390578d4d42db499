/**
 * The shell (index.html: deep links, and every navigation once the service worker is in charge) learns its language
 * and route only when the entry has run; without help it fetches the language chunk and the route's chunks one after
 * another. A small inline script in the shell preloads them at once (decision 100). Runs in the build, in Node.
 */

import { addressesOf, type AppRoute } from '../app/route-table.js';
import type { LocaleSection } from '../lib/locale-sections.js';
import { GO_AFTER_PAINT } from './page-scripts.js';

/** Stands for a translation section's chunk in the reader's language, which only the script in the page knows. */
const TEXTS_PREFIX = '@texts:';
export const textsOf = (section: LocaleSection) => `${TEXTS_PREFIX}${section}`;
export const isTextsPlaceholder = (source: string) => source.startsWith(TEXTS_PREFIX);

/** What every guarded screen needs: it waits for what the device holds, which Dexie reads (decision 090). */
const GUARDED_SCREEN_SOURCES = ['../node_modules/dexie/import-wrapper.mjs'];

/** An address pattern and the source files (under pwa/) whose chunks the screens at it need. */
export type ShellRoute = [pattern: string, sources: string[]];

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern for the address itself, or for it and every address under it (a layout's). */
const addressPattern = (path: string, withChildren: boolean) =>
  `^${path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeForPattern(segment))).join('/')}${withChildren ? '(/|$)' : '/?$'}`;

function screensOf(route: AppRoute, parentPath: string, parentSources: readonly string[]): ShellRoute[] {
  // A public page is prerendered; the shell never shows it first.
  if (route.meta) return [];
  const sources = [`app/${route.module}.tsx`, ...route.texts.map(textsOf), ...(route.guard ? GUARDED_SCREEN_SOURCES : [])]
    .filter((source) => !parentSources.includes(source));
  const addresses = addressesOf(route);
  const paths = addresses.length === 0 ? [parentPath] : addresses.map((address) => (address.startsWith('/') ? address : `${parentPath}/${address}`));
  // The catch-all (not found) needs nothing beyond the core texts.
  const own = paths.filter((path) => !path.includes('*')).map((path): ShellRoute => [addressPattern(path, Boolean(route.children)), sources]);
  const children = paths.flatMap((path) => (route.children ?? []).flatMap((child) => screensOf(child, path, [...parentSources, ...sources])));
  return [...own, ...children];
}

/** Each screen the shell may open first, from the app's route table, with everything it and its parents load. */
export const shellRoutes = (routes: readonly AppRoute[]): ShellRoute[] => routes.flatMap((route) => screensOf(route, '', []));

export const SHELL_PRELOAD_ID = 'shell-preloads';

/** How the shell's script ends: it preloads at once, as nothing is painted before the app. */
const PRELOAD_AT_ONCE = 'go()})(';

/**
 * The inline script: the language as the app detects it (the stored choice, else the browser's, else Spanish) and
 * the routes matching the address, each file added as a modulepreload.
 */
export function shellPreloadScript(
  languages: Record<'es' | 'en', Record<LocaleSection, string[]>>,
  routes: Array<[string, string[]]>,
  storageKey: string,
): string {
  const data = JSON.stringify({ languages, routes });
  return `<script id="${SHELL_PRELOAD_ID}">(function(d){var s=0;function go(){if(s++)return;var l;try{l=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}` +
    `if(l!=="es"&&l!=="en"){l=((navigator.languages&&navigator.languages[0])||navigator.language||"").slice(0,2).toLowerCase();if(l!=="en")l="es"}` +
    `var t=d.languages[l],f=t.core.slice(),p=location.pathname;d.routes.forEach(function(r){if(new RegExp(r[0]).test(p))r[1].forEach(function(x){f=f.concat(x.indexOf(${JSON.stringify(TEXTS_PREFIX)})===0?t[x.slice(${TEXTS_PREFIX.length})]:[x])})});` +
    `f.forEach(function(x){if(document.querySelector('link[href="/'+x+'"]'))return;var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href="/"+x;document.head.appendChild(k)})}` +
    `${PRELOAD_AT_ONCE}${data})</script>`;
}

/**
 * The shell's preloads made to wait for the first paint, in a page that paints something before the app (the app
 * frame, decision 101): dozens of preloads added while the page is parsed start their downloads before that paint
 * and share the link with what it needs (decision 133).
 */
export function preloadAfterFirstPaint(html: string): string {
  if (!html.includes(PRELOAD_AT_ONCE)) throw new Error('The built index.html has no shell preloads to defer');
  return html.replace(PRELOAD_AT_ONCE, `${GO_AFTER_PAINT}})(`);
}
