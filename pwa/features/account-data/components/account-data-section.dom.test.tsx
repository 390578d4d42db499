import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CLOSING_MESSAGES } from '@shared/accounts/account-closing-messages';
import { answer, fakeApi, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { AccountDataSection } from './account-data-section';

const EXPORT = 'GET users/me/export';
const CLOSE = 'DELETE users/me';

function renderSection(routes: Record<string, Route>) {
  const api = fakeApi(routes);
  const onClosed = vi.fn();
  renderWithProviders(<AccountDataSection onClosed={onClosed} />);
  return { api, onClosed };
}

afterEach(() => vi.restoreAllMocks());

describe('Your data: download everything, or close the account', () => {
  it('downloads the file under the name the server gives', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { api } = renderSection({ [EXPORT]: answer(200, { format: 1 }, { 'content-disposition': 'attachment; filename="miami-drop-2026-03-10.json"' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    await waitFor(() => expect(clicked).toEqual(['miami-drop-2026-03-10.json']));
    expect(api.callsTo(EXPORT)).toHaveLength(1);
  });

  it('says so when the file cannot be prepared', async () => {
    renderSection({ [EXPORT]: 'network-down' });
    await userEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect((await screen.findAllByText('Error de red'))[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar mis datos' })).toBeEnabled();
  });

  it('asks for the password, shows a wrong one at its field, and closes the account with the right one', async () => {
    let attempt = 0;
    const { api, onClosed } = renderSection({
      [CLOSE]: () => (++attempt === 1 ? answer(400, { error: ACCOUNT_CLOSING_MESSAGES.wrongPassword }) : answer(200, { message: ACCOUNT_CLOSING_MESSAGES.closed })),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar tu cuenta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cerrar mi cuenta' }));
    expect(within(dialog).getByLabelText('Tu contraseña')).toHaveAccessibleDescription('Escribe tu contraseña para confirmar.');
    expect(api.callsTo(CLOSE)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Tu contraseña'), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cerrar mi cuenta' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Tu contraseña')).toHaveAccessibleDescription('La contraseña no es correcta.'));
    expect(onClosed).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Tu contraseña'));
    await userEvent.type(within(dialog).getByLabelText('Tu contraseña'), 'correct-horse-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cerrar mi cuenta' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledOnce());
    expect(api.callsTo(CLOSE).map((call) => call.body)).toEqual([{ password: 'wrong-one' }, { password: 'correct-horse-1' }]);
  });

  it('keeps the account when packages still wait, saying why', async () => {
    const { onClosed } = renderSection({ [CLOSE]: answer(409, { error: ACCOUNT_CLOSING_MESSAGES.packagesWaiting }) });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar mi cuenta' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Tu contraseña'), 'correct-horse-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cerrar mi cuenta' }));
    expect(await within(dialog).findByText('Todavía tienes paquetes con nosotros. Retíralos o pide su envío antes de cerrar tu cuenta.')).toBeVisible();
    expect(onClosed).not.toHaveBeenCalled();
  });
});
