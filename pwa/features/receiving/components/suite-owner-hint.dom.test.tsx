import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECEIVING_MESSAGES } from '@shared/receiving/receiving-messages';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { SuiteOwnerHint } from './suite-owner-hint';

describe('SuiteOwnerHint: whose suite the label shows', () => {
  it('names the owner and plan of a known suite, however it was typed', async () => {
    fakeApi({ 'GET admin/suite-codes/MD-48213': answer(200, { owner: { suite_code: 'MD-48213', first_name: 'Marta', last_name: 'Rojas', plan_type: 'none' } }) });
    renderWithProviders(<SuiteOwnerHint suite="md 48213" />, { language: 'en' });
    expect(await screen.findByTestId('suite-owner')).toHaveTextContent('Marta Rojas, No active planMD-48213');
  });

  it('says nobody has an unknown suite, and asks nothing for what cannot be one', async () => {
    const api = fakeApi({ 'GET admin/suite-codes/MD-48214': answer(404, { error: RECEIVING_MESSAGES.suiteNotFound, field: 'suite_code' }) });
    const { rerender } = renderWithProviders(<SuiteOwnerHint suite="48214" />);
    expect(await screen.findByText('Ningún cliente tiene esta suite')).toHaveAttribute('data-testid', 'suite-owner-unknown');
    rerender(<SuiteOwnerHint suite="48" />);
    expect(screen.queryByTestId('suite-owner-unknown')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
