import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationMessages } from '@shared/validation/messages';

type Tree = { [key: string]: string | Tree };
export type TestLanguage = 'es' | 'en';

// The real locale files, read directly (not through the app's loader), each under its area: locales/es/payment.json → payment.*.
const files = import.meta.glob<Tree>('../lib/locales/*/*.json', { eager: true, import: 'default' });

function treeOf(language: TestLanguage): Tree {
  const tree: Tree = { validation: { ...validationMessages[language] } };
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) tree[match[2]] = content;
  }
  return tree;
}

/**
 * The default i18next instance, as the app uses it: components read it through react-i18next, and helpers such as
 * the API client's error texts read it directly.
 */
export const testI18n = i18next;
void testI18n.use(initReactI18next).init({
  resources: { es: { translation: treeOf('es') }, en: { translation: treeOf('en') } },
  lng: 'es',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
