import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { translations } from '@/lib/locale-files';
import { QueryState } from './query-state';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { es: { translation: translations.es } }, lng: 'es', initAsync: false, interpolation: { escapeValue: false } });

type Query = Parameters<typeof QueryState<string[]>>[0]['query'];
const query = (state: Partial<Query>): Query => ({ data: undefined, error: null, isError: false, isFetching: false, refetch: vi.fn(), ...state });

const render = (state: Partial<Query>, errorText?: string) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryState query={query(state)} errorText={errorText} isEmpty={(list) => list.length === 0} emptyText="Sin tarjetas">
        {(list) => <ul>{list.map((item) => <li key={item}>{item}</li>)}</ul>}
      </QueryState>
    </I18nextProvider>,
  );

describe('QueryState', () => {
  it('shows loading until there is data or an error', () => {
    expect(render({ isFetching: true })).toContain('Cargando...');
  });

  it('shows a given skeleton while loading, still announced as loading', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <QueryState query={query({ isFetching: true })} loading={<div data-testid="card-skeleton" />}>
          {(list: string[]) => list.join()}
        </QueryState>
      </I18nextProvider>,
    );
    expect(html).toContain('data-testid="card-skeleton"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Cargando...');
  });

  it('shows the error with a retry button, or the generic text', () => {
    const html = render({ isError: true }, 'No pudimos cargar tu suscripción.');
    expect(html).toContain('role="alert"');
    expect(html).toContain('No pudimos cargar tu suscripción.');
    expect(html).toContain('Reintentar');
    expect(render({ isError: true })).toContain('No pudimos cargar estos datos.');
  });

  it('says offline, not "could not load", when the network failed and nothing is held', () => {
    const html = render({ isError: true, error: new TypeError('Failed to fetch') }, 'No pudimos cargar tu suscripción.');
    expect(html).not.toContain('No pudimos cargar');
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('Sin conexión');
    expect(html).toContain('Reintentar');
  });

  it('shows the empty text for empty data, and the data otherwise', () => {
    expect(render({ data: [] })).toContain('Sin tarjetas');
    expect(render({ data: ['Visa 1881'] })).toContain('<li>Visa 1881</li>');
  });

  it('keeps showing data held when a refetch fails', () => {
    const html = render({ data: ['Visa 1881'], isError: true });
    expect(html).toContain('Visa 1881');
    expect(html).not.toContain('role="alert"');
  });
});
