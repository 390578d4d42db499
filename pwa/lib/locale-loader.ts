import { validationMessages } from '@shared/validation/messages';
import type { AppLanguage } from './languages';
import { areaOfPath, sectionOfArea, type LocaleSection } from './locale-sections';
import { treeOfFiles, type LocaleTree } from './locale-tree';

// One loader per area file; the build merges each language's section into one chunk (`texts-es-core`, …), so a
// section is one request (vite.config.ts, decision 101).
const files = import.meta.glob<LocaleTree>('./locales/*/*.json', { import: 'default' });

/** The translations of one section in one language: a reader downloads only their language and what the page shows. */
export async function loadLocaleSection(language: AppLanguage, section: LocaleSection): Promise<LocaleTree> {
  const wanted = Object.entries(files).filter(([path]) => path.startsWith(`./locales/${language}/`) && sectionOfArea(areaOfPath(path) ?? '') === section);
  const tree = treeOfFiles(Object.fromEntries(await Promise.all(wanted.map(async ([path, load]) => [path, await load()] as const))));
  return section === 'core' ? { ...tree, validation: { ...validationMessages[language] } } : tree;
}
