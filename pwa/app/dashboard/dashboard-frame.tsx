import { DashboardChrome } from './dashboard-chrome';
import { HomeScreenPlaceholder } from './home-screen-placeholder';

/**
 * The signed-in app's frame for the build's prerendering (pwa/lib/app-frame.ts): the dashboard's chrome around the
 * home screen's placeholder, inside RootLayout's outer box, with nobody's data. Never part of the browser bundle.
 */
export function DashboardFrame() {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <DashboardChrome>
        <HomeScreenPlaceholder />
      </DashboardChrome>
    </div>
  );
}
