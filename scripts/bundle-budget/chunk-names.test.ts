import { describe, expect, it } from 'vitest';
import { chunkName, CODE_SPLITTING_GROUPS, moduleLabel } from './chunk-names';

const shared = (moduleIds: string[], name = 'dist') => ({ name, isEntry: false, isDynamicEntry: false, moduleIds });
const sizes: Record<string, number> = {
  '/app/node_modules/@radix-ui/react-slot/dist/index.mjs': 4000,
  '/app/node_modules/react-dom/cjs/react-dom.production.js': 1000,
  '/app/node_modules/tslib/tslib.es6.mjs': 90_000,
  '/app/node_modules/react-remove-scroll/dist/es2015/index.js': 3000,
  '/app/node_modules/zustand/esm/react.mjs': 800,
  '/app/pwa/lib/api-client.ts': 2000,
  '/app/node_modules/ky/distribution/index.js': 9000,
};
const sizeOf = (id: string) => sizes[id] ?? 0;

describe('chunk names', () => {
  it('labels a library file by its package and our files by their name', () => {
    expect(moduleLabel('/app/node_modules/@radix-ui/react-slot/dist/index.mjs')).toBe('radix-ui-react-slot');
    expect(moduleLabel('/app/pwa/lib/api-client.ts')).toBe('api-client');
    expect(moduleLabel('/app/pwa/lib/locales/es/marketing.json')).toBe('translations');
  });

  it('names a shared chunk after what holds most of its source, never tslib', () => {
    expect(chunkName(shared(['/app/node_modules/react-dom/cjs/react-dom.production.js', '/app/node_modules/@radix-ui/react-slot/dist/index.mjs']), sizeOf)).toBe('radix-ui-react-slot');
    expect(chunkName(shared(['/app/node_modules/tslib/tslib.es6.mjs', '/app/node_modules/react-remove-scroll/dist/es2015/index.js'], 'es2015'), sizeOf)).toBe('react-remove-scroll');
    expect(chunkName(shared(['/app/pwa/lib/api-client.ts', '/app/node_modules/ky/distribution/index.js'], 'account-messages'), sizeOf)).toBe('ky');
  });

  it('keeps the name of entries, lazy routes and vendor groups, but not a look-alike', () => {
    expect(chunkName({ name: 'home', isEntry: false, isDynamicEntry: true, moduleIds: ['/app/pwa/app/routes/home.tsx'] }, sizeOf)).toBe('home');
    const lazyLibrary = (name: string, facadeModuleId: string) => ({ name, isEntry: false, isDynamicEntry: true, facadeModuleId, moduleIds: [facadeModuleId] });
    expect(chunkName(lazyLibrary('dist', '/app/node_modules/sonner/dist/index.mjs'), sizeOf)).toBe('sonner');
    expect(chunkName(lazyLibrary('dropin', '/app/node_modules/braintree-web-drop-in/dist/browser/dropin.js'), sizeOf)).toBe('dropin');
    expect(chunkName(shared(['/app/node_modules/react-dom/cjs/react-dom.production.js'], 'react'), sizeOf)).toBe('react');
    expect(chunkName(shared(['/app/node_modules/zustand/esm/react.mjs'], 'react'), sizeOf)).toBe('zustand');
  });

  it('keeps the name of our role groups, which also hold what their members import', () => {
    expect(chunkName(shared(['/app/pwa/components/ui/input.tsx', '/app/node_modules/@radix-ui/react-slot/dist/index.mjs'], 'ui-kit'), sizeOf)).toBe('ui-kit');
    expect(chunkName(shared(['/app/pwa/lib/outbox/outbox-queue.ts'], 'outbox'), sizeOf)).toBe('outbox');
  });

  it('puts the pieces every route uses in the ui-kit group, never the Radix dialogs', () => {
    const uiKit = CODE_SPLITTING_GROUPS.find((group) => group.name === 'ui-kit') as { test: RegExp };
    expect(uiKit.test.test('/app/pwa/components/ui/form-field.tsx')).toBe(true);
    expect(uiKit.test.test('/app/pwa/lib/use-page-meta.ts')).toBe(true);
    expect(uiKit.test.test('/app/pwa/components/ui/dialog.tsx')).toBe(false);
  });

  it("puts the module that configures zod for the browser in zod's chunk, so it runs before any schema is built", () => {
    const zod = CODE_SPLITTING_GROUPS.find((group) => group.name === 'zod') as { test: RegExp };
    expect(zod.test.test('/app/node_modules/zod/v4/core/core.js')).toBe(true);
    expect(zod.test.test('/app/pwa/lib/zod-jitless.ts')).toBe(true);
    expect(chunkName(shared(['/app/node_modules/zod/v4/core/core.js', '/app/pwa/lib/zod-jitless.ts'], 'zod'), sizeOf)).toBe('zod');
  });
});
