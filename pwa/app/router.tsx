import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazy } from 'react';
import { importWithTexts } from '@/lib/lazy-with-texts';
import { RequireActiveUser } from './guards/require-active-user';
import { RequireStaff } from './guards/require-staff';
import { RootLayout } from './layouts/root-layout';
import { addressesOf, APP_ROUTES, type AppRoute } from './route-table';

/** The screens' modules, each a chunk of its own loaded on first use. */
const SCREEN_MODULES = import.meta.glob<{ default: ComponentType }>(['./routes/**/*.tsx', '!**/*.test.tsx', './layouts/dashboard-layout.tsx']);

const GUARDS: Record<NonNullable<AppRoute['guard']>, ComponentType<{ children: ReactNode }>> = {
  activeUser: RequireActiveUser,
  staff: RequireStaff,
};

/** What a route carries for `preloadScreensAt` (preload-on-intent.ts). */
export interface ScreenHandle {
  /** Downloads the screen's code and texts, as rendering it would. */
  preload: () => Promise<unknown>;
}

function routeObjects(route: AppRoute): RouteObject[] {
  const module = SCREEN_MODULES[`./${route.module}.tsx`];
  if (!module) throw new Error(`The route table names ${route.module}, which pwa/app does not have`);
  // Its code and texts download together and it renders once both are in, never showing a key.
  const preload = () => importWithTexts(module, route.texts);
  const Screen = lazy(preload);
  const Guard = route.guard ? GUARDS[route.guard] : undefined;
  const element = Guard ? <Guard><Screen /></Guard> : <Screen />;
  const handle: ScreenHandle = { preload };
  const children = route.children?.flatMap(routeObjects);
  const addresses = addressesOf(route);
  if (addresses.length === 0) return [{ index: true, element, handle }];
  return addresses.map((path) => ({ path, element, children, handle }));
}

/** The route tree, shared by the browser (app.tsx) and the build's prerendering (pwa/prerender/): `useRoutes(routes)`. */
export const routes: RouteObject[] = [{ element: <RootLayout />, children: APP_ROUTES.flatMap(routeObjects) }];
