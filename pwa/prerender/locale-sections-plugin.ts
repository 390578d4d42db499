import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../lib/languages.js';
import { LOCALE_SECTIONS, SECTION_AREAS } from '../lib/locale-sections.js';
import { validationMessages } from '../../shared/validation/messages.js';

const LOADERS_ID = 'virtual:locale-sections';
const SECTION_PREFIX = 'virtual:locale-section/';
const LOCALES = fileURLToPath(new URL('../lib/locales/', import.meta.url));

/**
 * The module of one language's section: its area files, each under its area (`{ auth: {...}, ... }`). The `validation`
 * area has no file: its texts are the shared schemas' messages (shared/validation/messages.ts), written in as that
 * language's, so a page carries one language's validation texts, not both.
 */
export function sectionModule(language: string, areas: readonly string[]): string {
  const present = areas.filter((area) => existsSync(`${LOCALES}${language}/${area}.json`));
  const imports = present.map((area, index) => `import a${index} from ${JSON.stringify(`${LOCALES}${language}/${area}.json`)};`);
  const entries = present.map((area, index) => `${JSON.stringify(area)}: a${index}`);
  const validation = areas.includes('validation') ? validationMessages[language as keyof typeof validationMessages] : undefined;
  if (validation) entries.push(`"validation": ${JSON.stringify(validation)}`);
  return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };\n`;
}

/** One loader per language and section, so the app's loader is a dozen imports rather than one per area file. */
export function loadersModule(): string {
  const languages = LANGUAGES.map((language) => {
    const sections = LOCALE_SECTIONS.map((section) => `${section}: () => import(${JSON.stringify(`${SECTION_PREFIX}${language}/${section}`)})`);
    return `${language}: { ${sections.join(', ')} }`;
  });
  return `export default { ${languages.join(', ')} };\n`;
}

/**
 * `virtual:locale-sections` (pwa/lib/locale-loader.ts): the translations as one module per language and section,
 * built into one chunk each (`texts-es-core`, …: scripts/bundle-budget/chunk-names.ts). A glob over the area files
 * gave the entry a loader per file: 1.3 KB of gzip on every page (decision 101).
 */
export function localeSectionsPlugin(): Plugin {
  return {
    name: 'locale-sections',
    resolveId(id) {
      return id === LOADERS_ID || id.startsWith(SECTION_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) return loadersModule();
      if (!id.startsWith(`\0${SECTION_PREFIX}`)) return null;
      const [language = '', section = ''] = id.slice(SECTION_PREFIX.length + 1).split('/');
      const areas = (SECTION_AREAS as Record<string, readonly string[]>)[section];
      return areas ? sectionModule(language, areas) : null;
    },
  };
}
