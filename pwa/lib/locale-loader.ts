import loaders from 'virtual:locale-sections';
import type { AppLanguage } from './languages';
import type { LocaleSection } from './locale-sections';
import type { LocaleTree } from './locale-tree';

/**
 * The translations of one section in one language: a reader downloads only their language and what the page shows
 * (the core section carries that language's validation texts: pwa/prerender/locale-sections-plugin.ts).
 */
export async function loadLocaleSection(language: AppLanguage, section: LocaleSection): Promise<LocaleTree> {
  const { default: tree } = await loaders[language][section]();
  return tree;
}
