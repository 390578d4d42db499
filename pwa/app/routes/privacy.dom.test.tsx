import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import LegalPage from './legal';
import PrivacyPage from './privacy';

const BUSINESS = { support_email: 'soporte@miamidrop.test', support_phone: '', street_address: '', instagram_url: '', facebook_url: '' };

describe('the privacy notice', () => {
  it('has one h1 and a numbered h2 per part, the browser storage under h3s', () => {
    fakeApi({ 'GET settings/business': answer(200, BUSINESS) });
    renderWithProviders(<PrivacyPage />, { route: '/privacidad' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Qué datos reunimos y para qué',
      '2. Con quién compartimos tus datos',
      '3. Cuánto tiempo los guardamos',
      '4. Cookies y almacenamiento en tu navegador',
      '5. Tus derechos',
      '6. Cambios en este aviso',
      '7. Contacto',
    ]);
    const storageGroups = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(storageGroups).toEqual(['Cookies', 'Almacenamiento del navegador', 'App instalada y uso sin conexión']);
  });

  it('names the processors and the real cookies and storage', () => {
    fakeApi({ 'GET settings/business': answer(200, BUSINESS) });
    renderWithProviders(<PrivacyPage />, { route: '/privacidad' });
    const processors = screen.getByRole('region', { name: '2. Con quién compartimos tus datos' });
    for (const name of ['Braintree', 'PayPal', 'EasyPost', 'proveedor de email', 'servicio de notificaciones de tu navegador', 'Twilio']) {
      expect(within(processors).getAllByText(new RegExp(name)).length).toBeGreaterThan(0);
    }
    const storage = screen.getByRole('region', { name: '4. Cookies y almacenamiento en tu navegador' });
    const names = [...storage.querySelectorAll('code')].map((code) => code.textContent);
    expect(names).toEqual(expect.arrayContaining(['md_session', 'md_device', 'lang', 'preferred-language', 'miami-drop-offline-*', 'parcel-photos']));
    expect(storage).toHaveTextContent('hasta 30 días si pides que te recordemos');
  });

  it('says how to use the rights: through the contact page, and the support e-mail once the settings are in', async () => {
    fakeApi({ 'GET settings/business': answer(200, BUSINESS) });
    renderWithProviders(<PrivacyPage />, { route: '/privacidad' });
    const rights = screen.getByRole('region', { name: '5. Tus derechos' });
    for (const right of ['Acceso', 'Corrección', 'Exportación', 'Eliminación']) expect(within(rights).getByText(new RegExp(`^${right}:`))).toBeInTheDocument();
    expect(rights).toHaveTextContent('el asunto «Otros»');
    expect(within(rights).getByRole('link', { name: 'Escribir a soporte' })).toHaveAttribute('href', '/contacto');
    const contact = screen.getByRole('region', { name: '7. Contacto' });
    expect(await within(contact).findByRole('link', { name: BUSINESS.support_email })).toHaveAttribute('href', `mailto:${BUSINESS.support_email}`);
    expect(within(contact).getByRole('link', { name: 'También puedes usar nuestro formulario de contacto.' })).toHaveAttribute('href', '/contacto');
  });

  it('in English, at its English address', () => {
    fakeApi({ 'GET settings/business': answer(200, BUSINESS) });
    renderWithProviders(<PrivacyPage />, { route: '/privacy', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '5. Your rights' })).toHaveTextContent('the subject “Other”');
    expect(screen.getByRole('link', { name: 'Write to support' })).toHaveAttribute('href', '/contact');
  });
});

describe('the terms page', () => {
  it('points its privacy section to the notice instead of repeating it', () => {
    fakeApi({ 'GET settings/business': answer(200, BUSINESS) });
    renderWithProviders(<LegalPage />, { route: '/legal' });
    const privacy = screen.getByRole('region', { name: '4. Privacidad' });
    expect(within(privacy).getByRole('link', { name: 'Leer el aviso de privacidad' })).toHaveAttribute('href', '/privacidad');
    expect(privacy).not.toHaveTextContent('No vendemos tu información');
  });

  it('links the English notice in English', () => {
    fakeApi({ 'GET settings/business': answer(200, BUSINESS) });
    renderWithProviders(<LegalPage />, { route: '/legal', language: 'en' });
    expect(screen.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
