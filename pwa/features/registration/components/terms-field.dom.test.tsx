import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { TermsField } from './terms-field';

describe('the terms acceptance of the registration form', () => {
  it('links the privacy notice beside it, in a new tab, outside the checkbox label', () => {
    renderWithProviders(<TermsField privacyPath="/privacidad" />);
    const privacy = screen.getByRole('link', { name: 'aviso de privacidad' });
    expect(privacy).toHaveAttribute('href', '/privacidad');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' })).toBeInTheDocument();
    expect(privacy.closest('label')).toBeNull();
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/legal');
  });

  it('in English', () => {
    renderWithProviders(<TermsField privacyPath="/privacy" />, { language: 'en' });
    expect(screen.getByText(/We explain which data we use and why in our/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
