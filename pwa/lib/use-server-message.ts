import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedServerMessages, loadServerMessages } from './server-message-loader';

/**
 * A stored server text (an outbox refusal) in the reader's language. Until the translator is in it is null (a
 * moment, from the app's cache); if it cannot load (offline, not cached) the server's own words show.
 */
export function useServerMessage(text: string | null | undefined): string | null {
  const { t } = useTranslation();
  const [translate, setTranslate] = useState(loadedServerMessages);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!text || translate) return;
    let current = true;
    loadServerMessages().then(
      (loaded) => current && setTranslate(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [text, translate]);
  if (!text) return null;
  if (translate) return translate(t, text);
  return failed ? text : null;
}
