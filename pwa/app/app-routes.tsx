import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { preloadOnIntent } from './preload-on-intent';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './router';

/** The route tree under whichever router holds the location: the browser's, or the prerendering's static one. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => preloadOnIntent(routes), []);
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
