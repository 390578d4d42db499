import { validationMessages } from '@shared/validation/messages';
import { treeOfFiles, type LocaleTree } from '../locale-tree';

/** Every area of the es locale files in one chunk, loaded only when es is the language (decision 100). */
const files = import.meta.glob<LocaleTree>('../locales/es/*.json', { eager: true, import: 'default' });

const translations: LocaleTree = { ...treeOfFiles(files), validation: { ...validationMessages.es } };
export default translations;
