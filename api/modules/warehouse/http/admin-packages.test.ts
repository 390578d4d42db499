import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPackageList } from '../../../../shared/admin/admin-package-schema';
import { writeTransaction } from '../../../db/client';
import { packages, users } from '../../../db/tables';
import { createPackage, createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { MINUTE_MS } from '../../../test/test-clock';

describe('GET /api/admin/packages', () => {
  let testApp: TestApp;
  let staffToken: string;
  let ana: { id: number; suiteCode: string };
  beforeEach(async () => {
    testApp = await createTestApp();
    const { user: staff } = await createUser(testApp, { role: 'admin' });
    staffToken = await loginAs(testApp, staff.email);
    const { user } = await createUser(testApp, { email: 'ana.perez@example.com', firstName: 'Ana' });
    // Her suite's digits in none of the numbers below, so a search for them finds only her packages.
    const suiteCode = 'MD-40404';
    await testApp.db.update(users).set({ suiteCode }).where(eq(users.id, user.id));
    ana = { id: user.id, suiteCode };
    const { user: luis } = await createUser(testApp, { email: 'luis@example.com', firstName: 'Luis' });
    const at = (minutes: number) => new Date(testApp.clock.now().getTime() + minutes * MINUTE_MS);
    await createPackage(testApp, ana.id, { trackingNumber: '1Z5R89390357567127', status: 'in_transit', deliveryStatus: 'pending', receivedAt: null, createdAt: at(1) });
    await createPackage(testApp, ana.id, { trackingNumber: 'TBA000000000000', status: 'delivered', deliveryStatus: 'received', createdAt: at(2) });
    await createPackage(testApp, luis.id, { trackingNumber: '986578788855', status: 'delivered', deliveryStatus: 'scheduled', createdAt: at(3) });
    await createPackage(testApp, luis.id, { trackingNumber: '71123456789123456787', status: 'delivered', deliveryStatus: 'picked_up', createdAt: at(4) });
    await createPackage(testApp, luis.id, { trackingNumber: 'ABC123456789', status: 'pending', deliveryStatus: 'pending', receivedAt: null, createdAt: at(5) });
  });
  afterEach(() => testApp.close());

  const list = async (query = '') => jsonOf<AdminPackageList>(await call(testApp, 'GET', `/api/admin/packages${query}`, { token: staffToken }));
  const numbers = (answer: AdminPackageList) => answer.packages.map((pkg) => pkg.tracking_number);

  it('lists newest first without picked-up packages by default, with the owner and both counts', async () => {
    const answer = await list();
    expect(numbers(answer)).toEqual(['ABC123456789', '986578788855', 'TBA000000000000', '1Z5R89390357567127']);
    expect(answer).toMatchObject({ total: 4, total_all: 5, page: 1 });
    expect(answer.packages[3]).toMatchObject({ user_email: 'ana.perez@example.com', user_first_name: 'Ana', user_suite_code: ana.suiteCode });
  });

  it('filters by the displayed status, counting each filter', async () => {
    const expected: Record<string, string[]> = {
      all: ['71123456789123456787', 'ABC123456789', '986578788855', 'TBA000000000000', '1Z5R89390357567127'],
      pending: ['ABC123456789'],
      in_transit: ['1Z5R89390357567127'],
      delivered: [],
      received: ['TBA000000000000'],
      scheduled: ['986578788855'],
      picked_up: ['71123456789123456787'],
    };
    for (const [status, found] of Object.entries(expected)) {
      const answer = await list(`?status=${status}`);
      expect(numbers(answer).sort(), status).toEqual([...found].sort());
      expect(answer.total, status).toBe(found.length);
    }
  });

  it('searches any fragment of a tracking number, a suite code, a name or an e-mail, in any case', async () => {
    expect(numbers(await list('?search=r8939&status=all'))).toEqual(['1Z5R89390357567127']);
    expect(numbers(await list(`?search=${ana.suiteCode.slice(3).toLowerCase()}&status=all`)).sort()).toEqual(['1Z5R89390357567127', 'TBA000000000000']);
    expect((await list('?search=PEREZ&status=all')).total).toBe(2);
    await testApp.db.update(users).set({ firstName: 'Lucía', lastName: 'Fernández' }).where(eq(users.id, ana.id));
    expect((await list('?search=lucia fernandez&status=all')).total).toBe(2);
    expect((await list('?search=luis@&status=all')).total).toBe(3);
    expect(numbers(await list('?search=AB&status=all'))).toEqual(['ABC123456789']);
    expect((await list('?search=nobody-here&status=all')).packages).toEqual([]);
  });

  it('finds a name without its accent from three letters on', async () => {
    await testApp.db.update(users).set({ firstName: 'Lucía' }).where(eq(users.id, ana.id));
    expect((await list('?search=cia&status=all')).total).toBe(2);
  });

  it('matches a fragment literally: quotes, % and _ are characters, not patterns', async () => {
    await testApp.db.update(users).set({ lastName: 'Pérez "Anita"' }).where(eq(users.id, ana.id));
    expect((await list(`?search=${encodeURIComponent('"anita"')}&status=all`)).total).toBe(2);
    expect((await list(`?search=${encodeURIComponent('r8"939')}&status=all`)).total).toBe(0);
    for (const fragment of ['%', '_', '\\', 'A%', 'A_']) {
      const answer = await list(`?search=${encodeURIComponent(fragment)}&status=all`);
      expect(answer.total, fragment).toBe(0);
      expect(answer.packages, fragment).toEqual([]);
    }
  });

  it('counts and pages a search matching more than 5,000 packages', async () => {
    const createdAt = testApp.clock.now();
    const rows = Array.from({ length: 5_002 }, (_, n) => ({
      userId: ana.id,
      trackingNumber: `BULK${String(n).padStart(6, '0')}`,
      title: 'Bulk',
      status: 'pending',
      deliveryStatus: 'pending',
      createdAt,
      updatedAt: createdAt,
    }));
    // In chunks: one statement holds at most 32,766 parameters.
    await writeTransaction(testApp.db, async (tx) => {
      for (let start = 0; start < rows.length; start += 1_000) await tx.insert(packages).values(rows.slice(start, start + 1_000));
    });
    const answer = await list('?search=bulk&status=all&page_size=2');
    expect(answer.total).toBe(5_002);
    expect(answer.packages).toHaveLength(2);
    expect(answer.packages.every((pkg) => pkg.tracking_number.startsWith('BULK'))).toBe(true);
  });

  it('keeps the search current when a customer changes their e-mail and when a package goes', async () => {
    await testApp.db.update(users).set({ email: 'ana.nueva@example.com' }).where(eq(users.id, ana.id));
    expect((await list('?search=nueva&status=all')).total).toBe(2);
    await testApp.db.delete(packages).where(eq(packages.trackingNumber, 'TBA000000000000'));
    expect((await list('?search=nueva&status=all')).total).toBe(1);
    expect((await list('?status=all')).total_all).toBe(4);
  });

  it('pages through the list', async () => {
    const first = await list('?status=all&page=1&page_size=2');
    const third = await list('?status=all&page=3&page_size=2');
    expect(numbers(first)).toEqual(['ABC123456789', '71123456789123456787']);
    expect(numbers(third)).toEqual(['1Z5R89390357567127']);
    expect(third.total).toBe(5);
  });

  it('is for staff only, and refuses a bad query', async () => {
    expect((await call(testApp, 'GET', '/api/admin/packages')).status).toBe(401);
    const customerToken = await loginAs(testApp, 'luis@example.com');
    expect((await call(testApp, 'GET', '/api/admin/packages', { token: customerToken })).status).toBe(403);
    for (const query of ['?status=lost', '?page=0', '?page_size=1000', `?search=${'x'.repeat(101)}`]) {
      const response = await call(testApp, 'GET', `/api/admin/packages${query}`, { token: staffToken });
      expect(response.status, query).toBe(400);
    }
  });
});
