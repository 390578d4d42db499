/** Builds a prerendered page's document from the built index.html (decision 100). Runs in the build, in Node. */

import { pageLinks } from '../lib/page-links';
import { startAfterFirstPaint } from './start-after-paint';

type Language = 'es' | 'en';

export interface PageHeadTexts {
  title: string;
  description: string;
}

interface PageAddresses {
  addresses: Record<Language, string>;
}

const OG_LOCALES: Record<Language, string> = { es: 'es_ES', en: 'en_US' };

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Title, description, Open Graph texts, the canonical address in this language and, where the two languages live
 * at different addresses, the hreflang pair: full URLs under the public origin, as the sitemap names them.
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

export function withPage(template: string, parts: PageParts): string {
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.language}"`)
    .replace(/\/manifest\.(es|en)\.webmanifest/, `/manifest.${parts.language}.webmanifest`);
  for (const tag of REPLACED_HEAD_TAGS) html = html.replace(tag, '');
  // The shell's guess of language and route: a prerendered page names its own preloads.
  html = html.replace(/\s*<script id="shell-preloads">[\s\S]*?<\/script>/, '');
  const preloads = parts.preloads
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  html = html.replace(/\s*<\/head>/, `\n    ${[parts.head, ...preloads].join('\n    ')}\n  </head>`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('The built index.html has no empty <div id="root"></div>');
  return startAfterFirstPaint(html.replace(root, () => `<div id="root">${parts.markup}</div>`));
}
