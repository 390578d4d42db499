import { useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './router';

/** The route tree under whichever router holds the location: the browser's, or the prerendering's static one. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
