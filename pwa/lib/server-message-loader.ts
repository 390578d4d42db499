import type { TFunction } from 'i18next';
import { importWithTexts } from './lazy-with-texts';

type Translate = (t: TFunction, text: string, code?: unknown) => string;

let loaded: Translate | null = null;

/**
 * The translator of the API's refusals and its texts (`messages`), loaded with the first refusal to show rather than
 * with every page (decision 101). Once in, `loadedServerMessages()` has it at hand for a render.
 */
export async function loadServerMessages(): Promise<Translate> {
  const { translateServerMessage } = await importWithTexts(() => import('./server-messages'), ['messages']);
  loaded = translateServerMessage;
  return translateServerMessage;
}

export const loadedServerMessages = (): Translate | null => loaded;
