/**
 * The shell (index.html: deep links, and every navigation once the service worker is in charge) learns its language
 * and route only when the entry has run; without help it fetches the language chunk and the route's chunks one after
 * another. A small inline script in the shell preloads them at once (decision 100). Runs in the build, in Node.
 */

import type { LocaleSection } from '../lib/locale-sections.js';
import { GO_AFTER_PAINT } from './page-scripts.js';

/** Stands for a translation section's chunk in the reader's language, which only the script in the page knows. */
const TEXTS_PREFIX = '@texts:';
export const textsOf = (section: LocaleSection) => `${TEXTS_PREFIX}${section}`;
export const isTextsPlaceholder = (source: string) => source.startsWith(TEXTS_PREFIX);

/** Address patterns of the shell's routes and the source files whose chunks each needs. */
export const SHELL_ROUTES: ReadonlyArray<[pattern: string, sources: string[]]> = [
  ['^/dashboard(/|$)', ['app/layouts/dashboard-layout.tsx', textsOf('account')]],
  // The texts each screen loads with its code (pwa/app/router.tsx); the public pages are prerendered, never the shell.
  ['^/admin(/|$)', [textsOf('staff'), textsOf('account')]],
  ['^/(plan-selection|payment-info|welcome|forgot-password|reset-password|paypal)(/|$)', [textsOf('forms')]],
  // A signed-in screen waits for what the device holds (decision 090), which Dexie reads: fetched beside the route.
  ['^/(dashboard|admin)(/|$)', ['../node_modules/dexie/import-wrapper.mjs']],
  ['^/dashboard/?$', ['app/routes/dashboard/home.tsx']],
  ['^/dashboard/packages/?$', ['app/routes/dashboard/packages.tsx', textsOf('messages')]],
  ['^/dashboard/packages/[^/]+/?$', ['app/routes/dashboard/package-detail.tsx', textsOf('messages')]],
  ['^/dashboard/pickup/?$', ['app/routes/dashboard/pickup.tsx', textsOf('messages')]],
  ['^/dashboard/account/?$', ['app/routes/dashboard/account.tsx']],
  ['^/admin/?$', ['app/routes/admin.tsx', textsOf('messages')]],
  ['^/admin/receive/?$', ['app/routes/admin-receive.tsx']],
  ['^/(payment-info|paypal/return)(/|$)', [textsOf('messages')]],
];

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
