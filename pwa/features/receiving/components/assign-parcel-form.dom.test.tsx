import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECEIVING_MESSAGES } from '@shared/receiving/receiving-messages';
import type { SuiteOwner } from '@shared/receiving/suite-owner-schema';
import type { UnidentifiedParcel } from '@shared/receiving/unidentified-parcel-schema';
import { answer, fakeApi } from '@/test/fake-api';
import { aPackageDetail } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import type { assignParcel } from '../api/assign-parcel';
import { AssignParcelForm } from './assign-parcel-form';

const PARCEL: UnidentifiedParcel = {
  id: 12,
  tracking_number: '1Z999AA10123456784',
  suite_code: 'MD-48213',
  weight_lb: 2,
  notes: 'Etiqueta dice M. ROJAS',
  status: 'open',
  package_id: null,
  photos: [],
  created_at: '2026-11-21T17:00:00.000Z',
};
const OWNER: SuiteOwner = { suite_code: 'MD-48213', first_name: 'Marta', last_name: 'Rojas', plan_type: 'plus' };
const PACKAGE = aPackageDetail(40, { tracking_number: PARCEL.tracking_number, title: 'Paquete UPS terminado en 6784', delivery_status: 'received' });
const ASSIGN = `POST unidentified-parcels/${PARCEL.id}/assign`;

function renderForm() {
  const onAssigned = vi.fn<(result: Awaited<ReturnType<typeof assignParcel>>) => void>();
  return { onAssigned, ...renderWithProviders(<AssignParcelForm parcel={PARCEL} onAssigned={onAssigned} />) };
}

describe('AssignParcelForm: whose suite, confirmed before the parcel is theirs', () => {
  it('shows "Name, plan" for the typed suite and assigns only once staff confirm', async () => {
    const api = fakeApi({
      'GET admin/suite-codes/MD-48213': answer(200, { owner: OWNER }),
      [ASSIGN]: answer(200, { parcel: { ...PARCEL, status: 'assigned', package_id: 40 }, package: PACKAGE, owner: OWNER }),
    });
    const { user, onAssigned } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Asignar a la suite' }));
    const confirm = await screen.findByTestId('assign-confirm');
    expect(confirm).toHaveTextContent('Esta suite es de:');
    expect(screen.getByTestId('suite-owner')).toHaveTextContent('Marta Rojas, Drop EstándarMD-48213');
    expect(api.callsTo(ASSIGN)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sí, asignar a Marta Rojas' }));
    await waitFor(() => expect(onAssigned).toHaveBeenCalledTimes(1));
    expect(api.callsTo(ASSIGN).map((call) => call.body)).toEqual([{ suite_code: 'MD-48213' }]);
    expect(onAssigned.mock.calls[0]![0].owner).toEqual(OWNER);
  });

  it('says an unknown suite is nobody\'s and assigns nothing', async () => {
    const api = fakeApi({ 'GET admin/suite-codes/MD-48214': answer(404, { error: RECEIVING_MESSAGES.suiteNotFound, field: 'suite_code' }) });
    const { user, onAssigned } = renderForm();
    const input = screen.getByLabelText('Suite');
    await user.clear(input);
    await user.type(input, '48214');
    await user.click(screen.getByRole('button', { name: 'Asignar a la suite' }));
    expect(await screen.findByText('Ningún cliente tiene esta suite')).toBeInTheDocument();
    expect(screen.queryByTestId('assign-confirm')).not.toBeInTheDocument();
    expect(api.callsTo(ASSIGN)).toHaveLength(0);
    expect(onAssigned).not.toHaveBeenCalled();
  });

  it('drops the confirmation when the suite is changed, so the one assigned is the one shown', async () => {
    const api = fakeApi({ 'GET admin/suite-codes/MD-48213': answer(200, { owner: OWNER }) });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Asignar a la suite' }));
    await screen.findByTestId('assign-confirm');
    await user.type(screen.getByLabelText('Suite'), 'x');
    expect(screen.queryByTestId('assign-confirm')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Asignar a la suite' }));
    expect(await screen.findByText('Ingresa una suite como MD-10482.')).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });
});
