import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { Footer } from './footer';
import { NavLinks } from './nav-links';

const BUSINESS = { support_email: 'soporte@miamidrop.test', support_phone: '', street_address: '', instagram_url: '', facebook_url: '' };

describe('the public pages in the header menu and the footer', () => {
  it('the header menu links the FAQ in the page language', () => {
    renderWithProviders(<NavLinks />);
    expect(screen.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/preguntas-frecuentes');
  });

  it('the English header menu links the English FAQ', () => {
    renderWithProviders(<NavLinks />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('the footer links the FAQ and the privacy notice beside the terms', () => {
    fakeApi({ 'GET settings/business': answer(200, BUSINESS) });
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('navigation', { name: 'Pie de página' });
    expect(within(footer).getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/preguntas-frecuentes');
    expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/legal');
    expect(within(footer).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/privacidad');
  });

  it('the English footer links the English pages', () => {
    fakeApi({ 'GET settings/business': answer(200, BUSINESS) });
    renderWithProviders(<Footer />, { language: 'en' });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
