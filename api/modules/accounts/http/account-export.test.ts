import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountExportSchema, type AccountExport } from '../../../../shared/accounts/account-export-schema';
import { deliveryCustomer, paidDelivery } from '../../../test/delivery-fixtures';
import { createPackage, createPickup, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

describe('GET /api/users/me/export: a customer downloads what the account holds about them', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('answers a JSON file of the account, plan, payments, packages, pickups, addresses, deliveries and messages, nobody else’s', async () => {
    const { user, token, address, parcels } = await deliveryCustomer(testApp, { packages: 3 });
    const delivered = await paidDelivery(testApp, token, [parcels[0]!.id], address.id);
    await createPickup(testApp, user.id, { date: '2026-03-12', time: '10:00' }, [parcels[1]!.id]);
    const contact = await call(testApp, 'POST', '/api/contact', {
      token,
      body: { fullName: 'Ana Gómez', email: user.email, subject: 'info-planes', message: '¿Puedo retirar el sábado?' },
    });
    expect(contact.status).toBe(201);
    const other = await signedIn(testApp);
    await createPackage(testApp, other.user.id, { title: 'Not hers' });

    const response = await call(testApp, 'GET', '/api/users/me/export', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="miami-drop-${testApp.clock.now().toISOString().slice(0, 10)}.json"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = AccountExportSchema.parse(await jsonOf<AccountExport>(response));
    expect(data.account).toMatchObject({ id: user.id, email: user.email });
    expect(data.subscriptions).toEqual([expect.objectContaining({ plan_type: 'premium', status: 'active', paid_with: 'braintree' })]);
    expect(data.payments.length).toBeGreaterThan(0);
    expect(data.packages.map((pkg) => pkg.id).sort()).toEqual(parcels.map((parcel) => parcel.id).sort());
    expect(data.pickups).toEqual([expect.objectContaining({ pickup_date: '2026-03-12', pickup_time: '10:00', package_ids: [parcels[1]!.id] })]);
    expect(data.delivery_addresses.map((row) => row.id)).toEqual([address.id]);
    expect(data.deliveries.map((row) => row.id)).toEqual([delivered.delivery.id]);
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'info-planes', message: '¿Puedo retirar el sábado?', replies: [] })]);

    // No secret of the account or its payments is in the file.
    const text = JSON.stringify(data);
    for (const secret of ['password', 'token', user.passwordHash]) expect(text).not.toContain(secret);
    expect(text).not.toContain('Not hers');
  });

  it('needs a session', async () => {
    expect((await call(testApp, 'GET', '/api/users/me/export')).status).toBe(401);
  });
});
