/**
 * The built page's module entry and modulepreloads, taken out of the HTML so that an inline starter adds them later
 * (start-after-paint.ts, start-on-first-use.ts). The starter is allowed by its hash (api/http/security-headers.ts).
 */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
export const STARTER_ID = 'app-starter';

/** What the starter loads: `e` the entry, `p` its preloads (short keys: they are written into every page). */
export interface AppScripts {
  e: string;
  p: string[];
}

/** `go()`: adds the preloads, then the entry as a module script; only the first call does anything. */
export const GO_FUNCTION =
  'var s=0;function go(){if(s++)return;d.p.forEach(function(h){var l=document.createElement("link");' +
  'l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";' +
  'm.crossOrigin="";m.src=d.e;document.head.appendChild(m)}';

/** A tab opened in the background waits for frames: this timer starts the scripts there. */
const HIDDEN_TAB_FALLBACK_MS = 1000;

/** `go()` once the first frame is painted (or after the fallback timer), so the scripts do not delay that paint. */
export const GO_AFTER_PAINT = `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${HIDDEN_TAB_FALLBACK_MS})`;

/** Replaces the page's entry script and modulepreloads by `starter(scripts)`, an inline script in the head. */
export function withStarter(html: string, starter: (scripts: AppScripts) => string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('The built page has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const script = `<script id="${STARTER_ID}">${starter({ e: entry, p: preloads })}</script>`;
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(/\s*<\/head>/, `\n    ${script}\n  </head>`);
}
