import { describe, expect, it } from 'vitest';
import { speculationRules } from './speculation-rules';

const rulesOf = (script: string) => JSON.parse(script.replace(/^<script type="speculationrules">/, '').replace(/<\/script>$/, '')) as {
  prerender: Array<{ source: string; where: { href_matches: string[] }; eagerness: string }>;
  prefetch: Array<{ source: string; where: { href_matches: string[] }; eagerness: string }>;
};

const PAGES = [
  { path: '/', readiedAtOnce: false },
  { path: '/iniciar-sesion', readiedAtOnce: true },
  { path: '/sign-in', readiedAtOnce: true },
  { path: '/contacto', readiedAtOnce: false },
  { path: '/legal', readiedAtOnce: false },
  { path: '/legal', readiedAtOnce: false },
];

describe('speculationRules', () => {
  it('prerenders the first taps as soon as a link to them is on the page, the other public pages on intent', () => {
    const { prerender } = rulesOf(speculationRules(PAGES));
    expect(prerender).toEqual([
      { source: 'document', where: { href_matches: ['/iniciar-sesion?', '/sign-in?'] }, eagerness: 'immediate' },
      { source: 'document', where: { href_matches: ['/?', '/contacto?', '/legal?'] }, eagerness: 'moderate' },
    ]);
  });

  it('fetches every public page a link names where the browser will not prerender', () => {
    const { prefetch } = rulesOf(speculationRules(PAGES));
    expect(prefetch).toEqual([{ source: 'document', where: { href_matches: ['/iniciar-sesion?', '/sign-in?', '/?', '/contacto?', '/legal?'] }, eagerness: 'immediate' }]);
  });

  it('matches an address only with an empty query, so a language link (which sets a cookie) or a plan link is never loaded ahead', () => {
    const patterns = [...rulesOf(speculationRules(PAGES)).prerender, ...rulesOf(speculationRules(PAGES)).prefetch].flatMap((rule) => rule.where.href_matches);
    expect(patterns.every((pattern) => pattern.endsWith('?'))).toBe(true);
  });
});
