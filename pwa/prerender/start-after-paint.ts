/**
 * A prerendered page is readable before any script runs, so on a slow link its first paint should not share the
 * bandwidth with the 180 KB of JavaScript that only hydrates it (issue 10): the entry script and the modulepreloads
 * become one small inline starter that adds them once the first frame is painted (a fallback timer covers a tab
 * opened in the background, where frames wait). The starter is allowed by its hash (api/http/security-headers.ts).
 */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
export const STARTER_ID = 'start-after-paint';
const HIDDEN_TAB_FALLBACK_MS = 1000;

export function startAfterFirstPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('The built page has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const data = JSON.stringify({ e: entry, p: preloads });
  const starter =
    `<script id="${STARTER_ID}">(function(d){var s=0;function go(){if(s++)return;d.p.forEach(function(h){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";` +
    `m.crossOrigin="";m.src=d.e;document.head.appendChild(m)}requestAnimationFrame(function(){setTimeout(go,0)});` +
    `setTimeout(go,${HIDDEN_TAB_FALLBACK_MS})})(${data})</script>`;
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(/\s*<\/head>/, `\n    ${starter}\n  </head>`);
}
