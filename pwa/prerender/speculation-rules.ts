/**
 * The Speculation Rules a public page carries (decision 144): the browser prerenders the public pages it links to,
 * so that a tap on one shows a page already loaded and painted. The pages a new visitor usually opens first (signing
 * in and up) are prerendered as soon as a link to them is in the document; the others on intent (a pointer resting
 * on the link, or pressing it). Where the browser does not prerender (a browser driven through DevTools, as the
 * bench and the journeys are), every linked public page is at least fetched ahead, a few kilobytes each. Document
 * rules: a link the app removes cancels its page; the browser itself holds back on Save-Data or a low battery.
 */
export interface SpeculatedPage {
  path: string;
  readiedAtOnce: boolean;
}

/**
 * A link's address as a URL pattern relative to the document: the path with an empty query, so that a language link
 * (`?lang=en`, which sets a cookie) or a plan's link is never loaded ahead.
 */
const exactly = (path: string) => `${path}?`;

export function speculationRules(pages: readonly SpeculatedPage[]): string {
  const paths = (atOnce: boolean) => [...new Set(pages.filter((page) => page.readiedAtOnce === atOnce).map((page) => exactly(page.path)))];
  const rules = {
    prerender: [
      { source: 'document', where: { href_matches: paths(true) }, eagerness: 'immediate' },
      { source: 'document', where: { href_matches: paths(false) }, eagerness: 'moderate' },
    ],
    prefetch: [{ source: 'document', where: { href_matches: [...paths(true), ...paths(false)] }, eagerness: 'immediate' }],
  };
  return `<script type="speculationrules">${JSON.stringify(rules)}</script>`;
}
