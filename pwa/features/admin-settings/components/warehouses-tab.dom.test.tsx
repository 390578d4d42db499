import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@shared/warehouse/opening-hours';
import type { WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { WarehousesTab } from './warehouses-tab';

const doral: WarehouseAddress = {
  id: 3,
  name: 'Miami Drop Doral',
  street_address: '8350 NW 52nd Ter',
  city: 'Doral',
  state: 'FL',
  postal_code: '33166',
  country: 'United States',
  contact_person: null,
  phone: null,
  access_code: '4411',
  notes: null,
  is_active: true,
  opening_hours: DEFAULT_OPENING_HOURS,
};

const renderTab = (language: 'es' | 'en' = 'es') => {
  const api = fakeApi({
    'GET warehouse/addresses': answer(200, { warehouse_addresses: [doral] }),
    'PUT warehouse/addresses/3': (call) => answer(200, { warehouse_address: { ...doral, ...(call.body as object) }, message: 'Warehouse address updated successfully' }),
  });
  return { api, ...renderWithProviders(<WarehousesTab isSuperadmin />, { language }) };
};
const day = (name: string) => within(screen.getByTestId('opening-hours')).getByRole('group', { name });

describe("the Warehouses tab's opening hours (decision 170)", () => {
  it('shows each address’s week in a few lines', async () => {
    renderTab();
    const summary = await screen.findByTestId('opening-hours-summary');
    expect([...summary.querySelectorAll('dd')].map((line) => line.textContent)).toEqual(['lunes a viernes: 09:00 a 17:00', 'sábado a domingo: Cerrado']);
  });

  it('opens a day, adds and edits its ranges, and saves the week with the address', async () => {
    const { api, user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(within(day('sábado')).getByText('Cerrado')).toBeVisible();

    await user.click(within(day('sábado')).getByRole('checkbox', { name: 'sábado, abierto' }));
    fireEvent.change(within(day('sábado')).getByLabelText('sábado, horario 1: Cierra'), { target: { value: '13:00' } });
    await user.click(within(day('viernes')).getByRole('button', { name: 'Agregar horario al viernes' }));
    const evening = within(day('viernes'));
    expect(evening.getByLabelText('viernes, horario 2: Abre')).toHaveValue('18:00');
    expect(evening.getByLabelText('viernes, horario 2: Cierra')).toHaveValue('19:00');
    await user.click(within(day('lunes')).getByRole('checkbox', { name: 'lunes, abierto' }));
    expect(within(day('lunes')).getByText('Cerrado')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(api.callsTo('PUT warehouse/addresses/3')).toHaveLength(1));
    expect((api.callsTo('PUT warehouse/addresses/3')[0]!.body as WarehouseAddress).opening_hours).toEqual({
      ...DEFAULT_OPENING_HOURS,
      monday: [],
      friday: [
        { open: '09:00', close: '17:00' },
        { open: '18:00', close: '19:00' },
      ],
      saturday: [{ open: '09:00', close: '13:00' }],
    });
  });

  it('refuses a close before the open and overlapping ranges beside their fields, sending nothing', async () => {
    const { api, user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const tuesday = within(day('martes'));
    fireEvent.change(tuesday.getByLabelText('martes, horario 1: Cierra'), { target: { value: '08:00' } });
    await user.click(within(day('jueves')).getByRole('button', { name: 'Agregar horario al jueves' }));
    fireEvent.change(within(day('jueves')).getByLabelText('jueves, horario 2: Abre'), { target: { value: '16:00' } });

    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(tuesday.getByLabelText('martes, horario 1: Cierra')).toHaveAttribute('aria-invalid', 'true'));
    expect(tuesday.getByLabelText('martes, horario 1: Cierra')).toHaveAccessibleDescription('La hora de cierre debe ser posterior a la de apertura');
    expect(within(day('jueves')).getByLabelText('jueves, horario 2: Abre')).toHaveAccessibleDescription('Los horarios de un mismo día no pueden superponerse');
    expect(api.callsTo('PUT warehouse/addresses/3')).toHaveLength(0);
  });

  it('allows at most three ranges a day and removes one by its name, in English too', async () => {
    const { user } = renderTab('en');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const add = within(day('Wednesday')).getByRole('button', { name: 'Add hours to Wednesday' });
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    await user.click(within(day('Wednesday')).getByRole('button', { name: 'Remove hours 2 from Wednesday' }));
    expect(add).toBeEnabled();
    expect(within(day('Wednesday')).getAllByLabelText(/Opens$/).map((field) => (field as HTMLInputElement).value)).toEqual(['09:00', '20:00']);
  });
});
