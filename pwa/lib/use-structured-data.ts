import { useEffect } from 'react';
import { STRUCTURED_DATA_ID, structuredDataJson } from './structured-data';

/**
 * Keeps the page's JSON-LD in the head while the page is shown, as its prerendered HTML has it: the same block is
 * taken over on hydration, rewritten on a language switch, and removed when the reader leaves, so no other page
 * carries this page's data.
 */
export function useStructuredData(data: unknown) {
  const json = structuredDataJson(data);
  useEffect(() => {
    const found = document.getElementById(STRUCTURED_DATA_ID);
    const element = found instanceof HTMLScriptElement ? found : document.createElement('script');
    element.type = 'application/ld+json';
    element.id = STRUCTURED_DATA_ID;
    element.textContent = json;
    if (!element.isConnected) document.head.append(element);
    return () => element.remove();
  }, [json]);
}
