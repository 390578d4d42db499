import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPackageList } from '../../../../shared/admin/admin-package-schema';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import type { UnidentifiedParcel } from '../../../../shared/receiving/unidentified-parcel-schema';
import { alertLog, users } from '../../../db/tables';
import { alertText } from '../../alerts/alert-texts';
import type { AlertEvent } from '../../alerts/alert-events';
import { createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

const NUMBER = '1Z999AA10123456784';
const NOTE = 'Etiqueta dice M. ROJAS, sin suite, caja mojada';

// Decision 183: what staff write about an unidentified parcel stays with staff.
describe('unidentified parcels: staff notes stay staff notes', () => {
  let testApp: TestApp;
  let customer: { id: number; suiteCode: string; token: string };
  let staffToken: string;
  beforeEach(async () => {
    testApp = await createTestApp();
    const regular = await signedIn(testApp);
    customer = { id: regular.user.id, suiteCode: regular.user.suiteCode, token: regular.token };
    await createSubscription(testApp, customer.id, { planType: 'basic' });
    staffToken = (await signedIn(testApp, { role: 'admin' })).token;
  });
  afterEach(() => testApp.close());

  const logAndAssign = async (body: Record<string, unknown>) => {
    const logged = await call(testApp, 'POST', '/api/unidentified-parcels', { token: staffToken, body });
    expect(logged.status).toBe(201);
    const { parcel } = await jsonOf<{ parcel: UnidentifiedParcel }>(logged);
    const assigned = await call(testApp, 'POST', `/api/unidentified-parcels/${parcel.id}/assign`, { token: staffToken, body: { suite_code: customer.suiteCode } });
    expect(assigned.status).toBe(200);
    return { parcel, pkg: (await jsonOf<{ package: PackageDetail }>(assigned)).package };
  };

  it("gives the package a neutral title in the owner's language, and nothing the owner reads carries the notes", async () => {
    const { pkg } = await logAndAssign({ tracking_number: NUMBER, notes: NOTE, weight_lb: 3 });
    expect(pkg.title).toBe('Paquete UPS terminado en 6784');

    const detail = await call(testApp, 'GET', `/api/tracking/${pkg.id}`, { token: customer.token });
    expect(detail.status).toBe(200);
    const detailText = await detail.text();
    expect(detailText).toContain('Paquete UPS terminado en 6784');
    expect(detailText).not.toContain('ROJAS');
    expect(await (await call(testApp, 'GET', '/api/tracking', { token: customer.token })).text()).not.toContain('ROJAS');

    const [alert] = await testApp.db.select().from(alertLog).where(eq(alertLog.userId, customer.id));
    expect(alert).toMatchObject({ kind: 'package-received' });
    expect(alert!.data).not.toContain('ROJAS');
    const event = { kind: alert!.kind, ...JSON.parse(alert!.data) } as AlertEvent;
    for (const language of ['es', 'en'] as const) {
      const { title, body } = alertText(event, language);
      expect(`${title} ${body}`).not.toContain('ROJAS');
    }
    expect(alertText(event, 'es').body).toContain('Paquete UPS terminado en 6784');
  });

  it('writes the neutral title in English for an English reader, without a carrier when the number shows none', async () => {
    await testApp.db.update(users).set({ language: 'en' }).where(eq(users.id, customer.id));
    const { pkg } = await logAndAssign({ tracking_number: 'ZZQ4417XY', notes: NOTE });
    expect(pkg).toMatchObject({ title: 'Package ending 17XY', carrier: null });
  });

  it('shows staff the notes on the package in the admin list and on the assigned parcel, linked to the package', async () => {
    const { parcel, pkg } = await logAndAssign({ tracking_number: NUMBER, notes: NOTE });
    const list = await jsonOf<AdminPackageList>(await call(testApp, 'GET', `/api/admin/packages?search=${NUMBER}`, { token: staffToken }));
    expect(list.packages).toEqual([expect.objectContaining({ id: pkg.id, title: 'Paquete UPS terminado en 6784', parcel_notes: NOTE })]);
    const assigned = await jsonOf<{ parcels: UnidentifiedParcel[] }>(await call(testApp, 'GET', '/api/unidentified-parcels?status=assigned', { token: staffToken }));
    expect(assigned.parcels).toEqual([expect.objectContaining({ id: parcel.id, notes: NOTE, package_id: pkg.id })]);
  });

  it('keeps the title the owner gave when they had registered the number', async () => {
    const registered = await call(testApp, 'POST', '/api/tracking/create', { token: customer.token, body: { tracking_number: NUMBER, title: 'Zapatillas' } });
    expect(registered.status).toBe(201);
    const { pkg } = await logAndAssign({ tracking_number: NUMBER, notes: NOTE });
    expect(pkg.title).toBe('Zapatillas');
  });
});
