import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { testI18n, type TestLanguage } from './test-i18n';

interface Options {
  language?: TestLanguage;
  /** The app's own client (its retry and connectivity rules); pass one to seed or read its cache. */
  queryClient?: QueryClient;
  route?: string;
}

/** Renders `ui` as the app would: the app's query client, a router, the real translations and the toaster. */
export function renderWithProviders(ui: ReactElement, { language = 'es', queryClient = createQueryClient(), route = '/' }: Options = {}) {
  void testI18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <Toaster />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  // Radix sets pointer-events: none on the page around an opening modal and jsdom's styles can lag a tick behind:
  // user-event's own CSS check then refuses a click a browser would take (a flaky 'Cerrar' in CI).
  return { user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }), queryClient, ...render(ui, { wrapper }) };
}

export type Rendered = ReturnType<typeof renderWithProviders>;
