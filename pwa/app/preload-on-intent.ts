import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ScreenHandle } from './router';

/** The first signs that a link is about to be followed: a pointer over it or pressing it, or focus on it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** Starts downloading the code and texts of every screen at `pathname` (its layouts included). */
export function preloadScreensAt(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) void (route.handle as ScreenHandle | undefined)?.preload().catch(() => {});
}

/**
 * A link to one of the app's screens starts loading that screen when the reader shows the intent to follow it, so
 * the tap that follows finds it ready (what React Router's framework mode calls prefetching on intent).
 * Returns the function that stops listening.
 */
export function preloadOnIntent(routes: RouteObject[], target: Document = document): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || seen.has(link.pathname)) return;
    seen.add(link.pathname);
    preloadScreensAt(routes, link.pathname);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
}
