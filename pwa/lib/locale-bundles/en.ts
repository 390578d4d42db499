import { validationMessages } from '@shared/validation/messages';
import { treeOfFiles, type LocaleTree } from '../locale-tree';

/** Every area of the en locale files in one chunk, loaded only when en is the language (decision 100). */
const files = import.meta.glob<LocaleTree>('../locales/en/*.json', { eager: true, import: 'default' });

const translations: LocaleTree = { ...treeOfFiles(files), validation: { ...validationMessages.en } };
export default translations;
