import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

// The declarative router: the app uses no loaders, actions or fetchers, and the data router cost 31 KB of the first load (decision 101).
// Without transitions a tap on a link shows the next screen, or its loader while its code arrives, at once: the page
// being left never lingers to be typed into (decision 157).
export function App() {
  return (
    <AppProviders>
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
