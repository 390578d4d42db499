/** The page's JSON-LD block in the head: the prerendered page writes it, the app keeps it in step (use-structured-data.ts). */
export const STRUCTURED_DATA_ID = 'page-structured-data';

const UNSAFE_IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for a `<script type="application/ld+json">`: still the same JSON, with the characters that could end the
 * script element early (`</script>`, `<!--`) or break an older parser written as escapes.
 */
export const structuredDataJson = (data: unknown): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character] ?? character);

/** The whole element, as the prerendered head carries it. */
export const structuredDataScript = (data: unknown): string =>
  `<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${structuredDataJson(data)}</script>`;
