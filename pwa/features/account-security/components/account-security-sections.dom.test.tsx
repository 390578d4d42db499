import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/accounts/user-schema';
import { answer, fakeApi, heldAnswer, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import AccountSecuritySections from './account-security-sections';

const USER: PublicUser = {
  id: 7,
  email: 'lucia@example.com',
  first_name: 'Lucía',
  last_name: 'Fernández',
  phone: '+5491122334455',
  role: 'regular',
  suite_code: 'MD-10482',
  is_active: true,
  created_at: '2026-01-10T15:00:00.000Z',
};

/** The phone's country list renders a few hundred options: a busy machine takes a while over it in jsdom. */
const SLOW = { timeout: 5_000 };

function renderSections(routes: Record<string, Route>, { route = '/dashboard/account', language = 'es' as 'es' | 'en' } = {}) {
  const api = fakeApi(routes);
  const onUserChanged = vi.fn();
  const rendered = renderWithProviders(<AccountSecuritySections user={USER} onUserChanged={onUserChanged} />, { route, language });
  const section = (name: string) => within(screen.getByRole('region', { name }));
  return { ...rendered, api, onUserChanged, section };
}

describe('the profile form', () => {
  it('starts from the account, and saves the names, the phone as code and number, and the language', async () => {
    const held = heldAnswer();
    const { user, api, onUserChanged, section } = renderSections({ 'PUT users/profile': held.handler });
    const profile = section('Tus datos');
    expect(profile.getByLabelText('Nombre')).toHaveValue('Lucía');
    expect(profile.getByLabelText('Apellido')).toHaveValue('Fernández');
    expect(profile.getByLabelText('País del teléfono')).toHaveValue('AR');
    expect(profile.getByLabelText('Número de teléfono')).toHaveValue('91122334455');
    expect(profile.getByLabelText('Idioma de la app y de tus emails')).toHaveValue('es');

    await user.clear(profile.getByLabelText('Apellido'));
    await user.type(profile.getByLabelText('Apellido'), 'Gómez');
    await user.clear(profile.getByLabelText('Número de teléfono'));
    await user.type(profile.getByLabelText('Número de teléfono'), '9 11 5566-7788');
    await user.click(profile.getByRole('button', { name: 'Guardar cambios' }));

    const busy = await profile.findByRole('button', { name: 'Guardando...' }, SLOW);
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const saved = { ...USER, last_name: 'Gómez', phone: '+5491155667788' };
    held.release(answer(200, { user: saved }));

    expect(await profile.findByText('Guardamos tus datos.', undefined, SLOW)).toBeVisible();
    expect(api.callsTo('PUT users/profile').map((call) => call.body)).toEqual([
      { first_name: 'Lucía', last_name: 'Gómez', phone_country_code: '+54', phone_number: '91155667788', language: 'es' },
    ]);
    expect(onUserChanged).toHaveBeenCalledTimes(1);
    // The fields start over from what was stored.
    await waitFor(() => expect(profile.getByLabelText('Número de teléfono')).toHaveValue('91155667788'));
    expect(profile.getByLabelText('Apellido')).toHaveValue('Gómez');
    expect(api.unexpected).toEqual([]);
  });

  it('shows each problem at its field, focused, and sends nothing', async () => {
    const { user, api, section } = renderSections({});
    const profile = section('Tus datos');
    await user.clear(profile.getByLabelText('Nombre'));
    await user.clear(profile.getByLabelText('Número de teléfono'));
    await user.type(profile.getByLabelText('Número de teléfono'), '123');
    await user.click(profile.getByRole('button', { name: 'Guardar cambios' }));

    const firstName = profile.getByLabelText('Nombre');
    expect(await profile.findByText('El nombre es obligatorio', undefined, SLOW)).toBeVisible();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('El nombre es obligatorio');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(profile.getByLabelText('Número de teléfono')).toHaveAccessibleDescription('Número inválido (6–15 dígitos)');
    expect(api.calls).toEqual([]);
  });

  it("puts the server's refusal under the field it names, in the reader's language", async () => {
    const { user, section } = renderSections(
      { 'PUT users/profile': answer(400, { error: 'This number is not valid for the chosen country', field: 'phone_number' }) },
      { language: 'en' },
    );
    const profile = section('Your details');
    await user.click(profile.getByRole('button', { name: 'Save changes' }));
    expect(await profile.findByText('This number is not valid for the chosen country', undefined, SLOW)).toBeVisible();
    expect(profile.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the password form', () => {
  const current = (region: ReturnType<ReturnType<typeof renderSections>['section']>) => region.getByLabelText('Contraseña actual');
  const fresh = (region: ReturnType<ReturnType<typeof renderSections>['section']>) => region.getByLabelText('Nueva contraseña');
  const confirm = (region: ReturnType<ReturnType<typeof renderSections>['section']>) => region.getByLabelText('Confirma la nueva contraseña');

  it("shows the registration's rules, and each field's show/hide button", async () => {
    const { user, section } = renderSections({});
    const password = section('Contraseña');
    expect(password.getByText('Al menos 6 caracteres')).toBeVisible();
    expect(password.getByText(/^Difícil de adivinar/)).toBeVisible();
    expect(fresh(password)).toHaveAccessibleDescription(expect.stringContaining('Al menos 6 caracteres'));

    const toggles = password.getAllByRole('button', { name: 'Mostrar contraseña' });
    expect(toggles).toHaveLength(3);
    expect(current(password)).toHaveAttribute('type', 'password');
    await user.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'true');
    expect(current(password)).toHaveAttribute('type', 'text');
    await user.click(toggles[0]!);
    expect(current(password)).toHaveAttribute('type', 'password');
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes the password, says the other sessions were signed out, and empties the fields', async () => {
    const held = heldAnswer();
    const { user, api, section } = renderSections({ 'POST users/password': held.handler });
    const password = section('Contraseña');
    await user.type(current(password), 'correct-horse-1');
    await user.type(fresh(password), 'brisa-del-sur-48');
    await user.type(confirm(password), 'brisa-del-sur-48');
    await user.click(password.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await password.findByRole('button', { name: 'Cambiando...' })).toBeDisabled();
    held.release(answer(200, { message: 'Password changed. Your other sessions have been signed out.' }));

    expect(await password.findByText(/Listo: tu contraseña cambió y cerramos tus otras sesiones/)).toBeVisible();
    expect(api.callsTo('POST users/password').map((call) => call.body)).toEqual([{ current_password: 'correct-horse-1', new_password: 'brisa-del-sur-48' }]);
    await waitFor(() => expect(current(password)).toHaveValue(''));
    expect(fresh(password)).toHaveValue('');
  });

  it('catches a confirmation that does not match, and a guessable password, before sending', async () => {
    const { user, api, section } = renderSections({});
    const password = section('Contraseña');
    await user.type(current(password), 'correct-horse-1');
    await user.type(fresh(password), 'brisa-del-sur-48');
    await user.type(confirm(password), 'brisa-del-sur-49');
    await user.click(password.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await password.findByText('Las contraseñas no coinciden')).toBeVisible();
    await waitFor(() => expect(confirm(password)).toHaveFocus());

    await user.clear(fresh(password));
    await user.type(fresh(password), 'lucia2025');
    await user.clear(confirm(password));
    await user.type(confirm(password), 'lucia2025');
    await user.click(password.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await password.findByText(/Esta contraseña es muy fácil de adivinar/, undefined, { timeout: 15_000 })).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('puts a wrong current password under its field, and a closed limit above the button', async () => {
    let calls = 0;
    const { user, section } = renderSections({
      'POST users/password': () =>
        ++calls === 1
          ? answer(400, { error: 'The current password is not correct', field: 'current_password' })
          : answer(429, { error: 'Too many login attempts. Please try again later.', retry_after_minutes: 1 }, { 'Retry-After': '60' }),
    });
    const password = section('Contraseña');
    await user.type(current(password), 'not-mine');
    await user.type(fresh(password), 'brisa-del-sur-48');
    await user.type(confirm(password), 'brisa-del-sur-48');
    await user.click(password.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await password.findByText('La contraseña actual no es correcta')).toBeVisible();
    expect(current(password)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(current(password)).toHaveFocus());

    await user.click(password.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await password.findByRole('alert')).toHaveTextContent('Demasiados intentos de inicio de sesión. Por favor intenta más tarde.');
  });
});

describe('the e-mail form', () => {
  it('sends the new address with the password, then says where the link went', async () => {
    const { user, api, section } = renderSections({ 'POST users/email': answer(200, { message: 'We sent a confirmation link to the new email address.' }) });
    const email = section('Email');
    expect(email.getByText('Tu email actual es lucia@example.com.')).toBeVisible();
    await user.type(email.getByLabelText('Nuevo email'), ' Nueva@Example.com');
    await user.type(email.getByLabelText('Tu contraseña'), 'correct-horse-1');
    await user.click(email.getByRole('button', { name: 'Enviar enlace' }));
    expect(await email.findByRole('status')).toHaveTextContent('Te enviamos un enlace a nueva@example.com.');
    expect(api.callsTo('POST users/email').map((call) => call.body)).toEqual([{ new_email: 'nueva@example.com', password: 'correct-horse-1' }]);
  });

  it('shows a malformed address before sending, and a taken one as the server says it, at the field', async () => {
    const { user, api, section } = renderSections({
      'POST users/email': answer(409, { error: 'This email address cannot be used. Please choose another one.', field: 'new_email' }),
    });
    const email = section('Email');
    await user.type(email.getByLabelText('Nuevo email'), 'nueva@');
    await user.type(email.getByLabelText('Tu contraseña'), 'correct-horse-1');
    await user.click(email.getByRole('button', { name: 'Enviar enlace' }));
    expect(await email.findByText('Por favor ingresa un email válido')).toBeVisible();
    expect(api.calls).toEqual([]);

    await user.type(email.getByLabelText('Nuevo email'), 'example.com');
    await user.click(email.getByRole('button', { name: 'Enviar enlace' }));
    expect(await email.findByText('No se puede usar este email. Por favor elige otro.')).toBeVisible();
    expect(email.getByLabelText('Nuevo email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells what the link did, reads the account again after a change, and takes the outcome off the address', async () => {
    const { onUserChanged, section } = renderSections({}, { route: '/dashboard/account?email_change=success' });
    expect(section('Email').getByRole('status')).toHaveTextContent('Listo: tu email ahora es lucia@example.com.');
    await waitFor(() => expect(onUserChanged).toHaveBeenCalledTimes(1));
  });

  it('says a spent or expired link changed nothing', async () => {
    const { user, onUserChanged, section } = renderSections({}, { route: '/dashboard/account?email_change=invalid', language: 'en' });
    const email = section('Email');
    expect(email.getByRole('status')).toHaveTextContent('The link to change your email is not valid');
    await user.click(email.getByRole('button', { name: 'Close notice' }));
    expect(email.queryByRole('status')).toBeNull();
    expect(onUserChanged).not.toHaveBeenCalled();
  });
});
