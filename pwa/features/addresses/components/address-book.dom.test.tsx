import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryAddress, DeliveryAddressList } from '@shared/addresses/delivery-address-schema';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddressBook } from './address-book';

const STAMP = '2026-03-10T15:00:00.000Z';
const address = (overrides: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  id: 1,
  name: 'Ana Gómez',
  street1: '8350 NW 52nd Ter',
  street2: 'Apt 4',
  city: 'Doral',
  state: 'FL',
  zip: '33166',
  phone: '+13055550100',
  country: 'US',
  is_primary: true,
  verification_status: 'verified',
  suggested_correction: null,
  verified_at: STAMP,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});
const corrected = address({
  id: 2,
  name: 'Hotel Collins',
  street1: '1601 Collins Avenue',
  street2: null,
  city: 'Miami Beach',
  zip: '33139',
  is_primary: false,
  verification_status: 'correction_suggested',
  suggested_correction: { street1: '1601 Collins Ave', street2: null, city: 'Miami Beach', state: 'FL', zip: '33139-3101' },
});
const list = (addresses: DeliveryAddress[], max = 3): DeliveryAddressList => ({ addresses, delivery_enabled: true, max_delivery_addresses: max, can_add_address: addresses.length < max });

describe('the delivery address book', () => {
  it('shows each address verified or with the carrier’s correction marked, and accepts the correction', async () => {
    const api = fakeApi({
      'GET addresses': answer(200, list([address(), corrected])),
      'POST addresses/2/accept-correction': answer(200, { address: { ...corrected, ...corrected.suggested_correction, suggested_correction: null, verification_status: 'verified' }, message: 'Correction accepted' }),
    });
    const { user } = renderWithProviders(<AddressBook />);
    const [primary, hotel] = await screen.findAllByTestId('delivery-address');
    expect(within(primary!).getByRole('heading')).toHaveTextContent('Ana Gómez');
    expect(primary).toHaveTextContent('Principal');
    expect(within(primary!).getByTestId('address-verified')).toHaveTextContent('Verificada por el transportista');
    expect(primary).toHaveTextContent('Doral, FL 33166');
    expect(within(hotel!).queryByTestId('address-verified')).toBeNull();
    const correction = within(hotel!).getByRole('group', { name: 'El transportista sugiere una corrección' });
    expect([...correction.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['1601 Collins Ave (corregido)', '33139-3101 (corregido)']);
    expect(screen.getByTestId('address-usage')).toHaveTextContent('Guardadas: 2 de 3');

    await user.click(within(hotel!).getByRole('button', { name: 'Usar la dirección sugerida' }));
    await waitFor(() => expect(api.callsTo('POST addresses/2/accept-correction')).toHaveLength(1));
    expect(await screen.findByText('Corrección aceptada')).toBeInTheDocument();
  });

  it('adds an address through the form, the state chosen by its name and sent as its code', async () => {
    const api = fakeApi({ 'GET addresses': answer(200, list([])), 'POST addresses': answer(201, { address: address(), message: 'Delivery address saved' }) });
    const { user } = renderWithProviders(<AddressBook />);
    expect(await screen.findByText('Todavía no guardaste ninguna dirección de entrega.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva dirección de entrega' });
    // The form comes with its first open.
    await within(dialog).findByTestId('address-form');
    await user.type(within(dialog).getByLabelText('Nombre de quien recibe'), 'Ana Gómez');
    await user.type(within(dialog).getByLabelText('Dirección'), '8350 NW 52nd Ter');
    await user.type(within(dialog).getByLabelText('Ciudad'), 'Doral');
    await user.selectOptions(within(dialog).getByLabelText('Estado'), 'Florida (FL)');
    await user.type(within(dialog).getByLabelText('Código ZIP'), '33166');
    await user.type(within(dialog).getByLabelText('Teléfono'), '305 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(api.callsTo('POST addresses')).toHaveLength(1));
    expect(api.callsTo('POST addresses')[0]?.body).toEqual({ name: 'Ana Gómez', street1: '8350 NW 52nd Ter', street2: null, city: 'Doral', state: 'FL', zip: '33166', phone: '+13055550100' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the form before sending, and shows the carrier’s refusal beside the field it blames', async () => {
    const api = fakeApi({
      'GET addresses': answer(200, list([])),
      'POST addresses': answer(400, { error: 'The carrier could not find this address. Check the street, city, state and ZIP code.', field: 'zip' }),
    });
    const { user } = renderWithProviders(<AddressBook />);
    await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('address-form');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await within(dialog).findAllByText('Este campo es obligatorio')).not.toHaveLength(0);
    expect(within(dialog).getByText('Elige un estado de Estados Unidos')).toBeVisible();
    expect(api.callsTo('POST addresses')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nombre de quien recibe'), 'Ana');
    await user.type(within(dialog).getByLabelText('Dirección'), '8350 NW 52nd Ter');
    await user.type(within(dialog).getByLabelText('Ciudad'), 'Doral');
    await user.selectOptions(within(dialog).getByLabelText('Estado'), 'FL');
    await user.type(within(dialog).getByLabelText('Código ZIP'), '90210');
    await user.type(within(dialog).getByLabelText('Teléfono'), '3055550100');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    const zip = within(dialog).getByLabelText('Código ZIP');
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(zip).toHaveAccessibleDescription('El transportista no encontró esta dirección. Revisa la calle, la ciudad, el estado y el código ZIP.');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says the plan’s limit instead of offering to add, and that Premium keeps more', async () => {
    fakeApi({ 'GET addresses': answer(200, list([address()], 1)) });
    renderWithProviders(<AddressBook />);
    expect(await screen.findByTestId('address-limit')).toHaveTextContent('Tu plan incluye 1 dirección de entrega y ya la usaste. Elimínala para agregar otra.');
    expect(screen.getByText('El plan Drop Premium guarda hasta 3 direcciones.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agregar dirección' })).toBeNull();
  });

  it('says the limit of Premium in English, with no plan beyond it', async () => {
    fakeApi({ 'GET addresses': answer(200, list([address(), corrected, address({ id: 3, is_primary: false, name: 'Casa' })], 3)) });
    renderWithProviders(<AddressBook />, { language: 'en' });
    expect(await screen.findByTestId('address-limit')).toHaveTextContent('Your plan includes 3 delivery addresses and you are using them all. Delete one to add another.');
    expect(screen.queryByText(/Premium Drop plan keeps/)).toBeNull();
  });

  it('makes an address primary, and deletes one after asking', async () => {
    const other = address({ id: 3, name: 'Casa de Luis', is_primary: false });
    const api = fakeApi({
      'GET addresses': answer(200, list([address(), other])),
      'POST addresses/3/primary': answer(200, { address: { ...other, is_primary: true }, message: 'Primary delivery address changed' }),
      'DELETE addresses/1': answer(200, { message: 'Delivery address deleted' }),
    });
    const { user } = renderWithProviders(<AddressBook />);
    const [primary, casa] = await screen.findAllByTestId('delivery-address');
    expect(within(primary!).queryByRole('button', { name: 'Hacer principal' })).toBeNull();
    await user.click(within(casa!).getByRole('button', { name: 'Hacer principal' }));
    await waitFor(() => expect(api.callsTo('POST addresses/3/primary')).toHaveLength(1));

    await user.click(within(primary!).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta dirección?' });
    expect(confirm).toHaveTextContent('Es tu dirección principal');
    expect(api.callsTo('DELETE addresses/1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.callsTo('DELETE addresses/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
