import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addressesOf, APP_ROUTES, type AppRoute } from './route-table';

const flatten = (routes: readonly AppRoute[], parent = ''): Array<{ route: AppRoute; address: string }> =>
  routes.flatMap((route) => {
    const addresses = addressesOf(route).map((address) => (address.startsWith('/') ? address : `${parent}/${address}`));
    const own = (addresses.length ? addresses : [`${parent} (index)`]).map((address) => ({ route, address }));
    return [...own, ...addresses.flatMap((address) => flatten(route.children ?? [], address))];
  });

describe('the route table', () => {
  it('names modules that exist under pwa/app', () => {
    for (const { route } of flatten(APP_ROUTES)) {
      expect(existsSync(fileURLToPath(new URL(`./${route.module}.tsx`, import.meta.url))), route.module).toBe(true);
    }
  });

  it('gives every address to one route only', () => {
    const addresses = flatten(APP_ROUTES).map(({ address }) => address);
    expect(addresses.filter((address, index) => addresses.indexOf(address) !== index)).toEqual([]);
  });

  it('puts every public page at one address per language, the aliases beside them', () => {
    const pricing = APP_ROUTES.find((route) => route.meta === 'rates')!;
    expect(addressesOf(pricing)).toEqual(['/tarifas-planes', '/pricing-plans', '/pricing']);
    expect(addressesOf(APP_ROUTES.find((route) => route.meta === 'legal')!)).toEqual(['/legal']);
    expect(addressesOf(APP_ROUTES.find((route) => route.meta === 'faq')!)).toEqual(['/preguntas-frecuentes', '/faq']);
    expect(addressesOf(APP_ROUTES.find((route) => route.meta === 'privacy')!)).toEqual(['/privacidad', '/privacy']);
  });
});
