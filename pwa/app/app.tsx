import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

// The declarative router: the app uses no loaders, actions or fetchers, and the data router cost 31 KB of the first load (decision 101).
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
