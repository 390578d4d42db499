/** Builds a prerendered page's document from the built index.html (decision 100). Runs in the build, in Node. */

import { APP_FRAME_ID } from '../lib/app-frame';
import { pageLinks } from '../lib/page-links';
import { structuredDataScript } from '../lib/structured-data';
import { preloadAfterFirstPaint } from './shell-preloads';
import { startAfterFirstPaint } from './start-after-paint';
import { startOnFirstUse } from './start-on-first-use';

type Language = 'es' | 'en';

export interface PageHeadTexts {
  title: string;
  description: string;
  /** The page's JSON-LD (the FAQ's FAQPage), built from the texts the page shows. */
  structuredData?: unknown;
}

interface PageAddresses {
  addresses: Record<Language, string>;
}

const OG_LOCALES: Record<Language, string> = { es: 'es_ES', en: 'en_US' };

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Title, description, Open Graph texts, the canonical address in this language and, where the two languages live
 * at different addresses, the hreflang pair: full URLs under the public origin, as the sitemap names them. Then the
 * page's structured data, if it has any.
 */
export function pageHead(page: PageAddresses, language: Language, texts: PageHeadTexts, origin: string): string {
  const title = escapeHtml(texts.title);
  const description = escapeHtml(texts.description);
  const other: Language = language === 'es' ? 'en' : 'es';
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
    ...pageLinks(page.addresses, language, origin).map(
      (link) => `<link rel="${link.rel}"${link.hreflang ? ` hreflang="${link.hreflang}"` : ''} href="${escapeHtml(link.href)}" />`,
    ),
    ...(texts.structuredData === undefined ? [] : [structuredDataScript(texts.structuredData)]),
  ];
  return tags.join('\n    ');
}

interface PageParts {
  language: Language;
  /** The rendered markup of #root. */
  markup: string;
  head: string;
  /** Built files (relative to the dist root) the page needs before hydrating: its route and language chunks. */
  preloads: string[];
  /** The pages it readies ahead of a tap (speculation-rules.ts), at the end of its body. */
  speculationRules: string;
}

/** The tags the page's own head replaces. */
const REPLACED_HEAD_TAGS = [
  /\s*<title>[^<]*<\/title>/,
  /\s*<meta name="description"[^>]*>/,
  /\s*<meta property="og:title"[^>]*>/,
  /\s*<meta property="og:description"[^>]*>/,
  /\s*<meta property="og:locale"[^>]*>/,
  /\s*<meta property="og:locale:alternate"[^>]*>/,
];

const EMPTY_ROOT = '<div id="root"></div>';

/** The built index.html in `language`: the document's language and the manifest of that language. */
function inLanguage(template: string, language: Language): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('The built index.html has no empty <div id="root"></div>');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/\/manifest\.(es|en)\.webmanifest/, `/manifest.${language}.webmanifest`);
}

export function withPage(template: string, parts: PageParts): string {
  let html = inLanguage(template, parts.language);
  for (const tag of REPLACED_HEAD_TAGS) html = html.replace(tag, '');
  // The shell's guess of language and route: a prerendered page names its own preloads.
  html = html.replace(/\s*<script id="shell-preloads">[\s\S]*?<\/script>/, '');
  const preloads = parts.preloads
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  html = html.replace(/\s*<\/head>/, `\n    ${[parts.head, ...preloads].join('\n    ')}\n  </head>`);
  html = html.replace(/\s*<\/body>/, `\n    ${parts.speculationRules}\n  </body>`);
  return startOnFirstUse(html.replace(EMPTY_ROOT, () => `<div id="root">${parts.markup}</div>`));
}

/**
 * The signed-in app's frame (pwa/lib/app-frame.ts): the shell as it is (its head, its preloads for the address),
 * with the frame drawn before the empty #root, which the app renders into (not a hydration: the frame holds no
 * one's data, the app's first render does). The scripts start after the first paint, as on a prerendered page.
 */
export function withAppFrame(template: string, language: Language, markup: string): string {
  const html = preloadAfterFirstPaint(inLanguage(template, language));
  return startAfterFirstPaint(html.replace(EMPTY_ROOT, () => `<div id="${APP_FRAME_ID}">${markup}</div>${EMPTY_ROOT}`));
}
