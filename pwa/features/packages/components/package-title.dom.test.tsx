import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '@shared/packages/package-messages';
import { answer, fakeApi } from '@/test/fake-api';
import { aPackageDetail } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { PackageTitle } from './package-title';

const PKG = aPackageDetail(40, { title: 'Paquete UPS terminado en 6784' });
const RENAME = 'PUT tracking/40/title';

describe('PackageTitle: the owner renames a package', () => {
  it('sends the new name, trimmed, and closes the form', async () => {
    const api = fakeApi({ [RENAME]: answer(200, { tracking: { ...PKG, title: 'Zapatillas' } }) });
    const { user } = renderWithProviders(<PackageTitle pkg={PKG} />);
    expect(screen.getByTestId('package-title')).toHaveTextContent('Paquete UPS terminado en 6784');
    await user.click(screen.getByRole('button', { name: 'Cambiar nombre' }));
    const field = await screen.findByLabelText('Nombre del paquete');
    await user.clear(field);
    await user.type(field, '  Zapatillas ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByTestId('rename-package-form')).not.toBeInTheDocument());
    expect(api.callsTo(RENAME).map((call) => call.body)).toEqual([{ title: 'Zapatillas' }]);
  });

  it('refuses an empty name here, and shows the server\'s refusal in the reader\'s language', async () => {
    const api = fakeApi({ [RENAME]: answer(404, { error: PACKAGE_MESSAGES.notFound }) });
    const { user } = renderWithProviders(<PackageTitle pkg={PKG} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const field = await screen.findByLabelText('Package name');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package name is required')).toBeInTheDocument();
    expect(api.callsTo(RENAME)).toHaveLength(0);
    await user.type(field, 'Boots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package not found')).toBeInTheDocument();
  });
});
