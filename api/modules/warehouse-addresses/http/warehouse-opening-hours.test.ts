import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validationMessage } from '../../../../shared/validation/messages';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../../../../shared/warehouse/opening-hours';
import { warehouseAddresses } from '../../../db/tables';
import { createSubscription, createUser, createWarehouseAddress, loginAs, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

type Address = { id: number; opening_hours: OpeningHours };

const miami = (overrides: Record<string, unknown> = {}) => ({ name: 'Miami Doral', street_address: '8350 NW 52nd Ter', city: 'Doral', state: 'FL', postal_code: '33166', ...overrides });
/** Weekdays 09:00-17:00 and Saturday morning, as the brief's example. */
const withSaturday: OpeningHours = { ...DEFAULT_OPENING_HOURS, saturday: [{ open: '09:00', close: '13:00' }] };

describe('warehouse opening hours (decision 170)', () => {
  let testApp: TestApp;
  let superToken: string;
  beforeEach(async () => {
    testApp = await createTestApp();
    superToken = await loginAs(testApp, (await createUser(testApp, { role: 'superadmin' })).user.email);
  });
  afterEach(() => testApp.close());

  const send = (method: 'POST' | 'PUT', path: string, body: unknown) => call(testApp, method, path, { token: superToken, body });
  const create = async (body: Record<string, unknown>) => (await jsonOf<{ warehouse_address: Address }>(await send('POST', '/api/warehouse/addresses', body))).warehouse_address;
  const storedRows = () => testApp.db.select().from(warehouseAddresses);

  it('gives a new address without hours the spec’s pickup hours, and keeps hours sent, each day in order', async () => {
    expect((await create(miami())).opening_hours).toEqual(DEFAULT_OPENING_HOURS);
    const split = { ...withSaturday, friday: [{ open: '14:00', close: '18:00' }, { open: '08:30', close: '12:00' }] };
    const saved = await create(miami({ name: 'Airport', opening_hours: split }));
    expect(saved.opening_hours.friday).toEqual([{ open: '08:30', close: '12:00' }, { open: '14:00', close: '18:00' }]);
    expect(saved.opening_hours.saturday).toEqual([{ open: '09:00', close: '13:00' }]);
    expect(saved.opening_hours.sunday).toEqual([]);
    const listed = await jsonOf<{ warehouse_addresses: Address[] }>(await call(testApp, 'GET', '/api/warehouse/addresses', { token: superToken }));
    expect(listed.warehouse_addresses.map((address) => address.opening_hours)).toEqual([DEFAULT_OPENING_HOURS, saved.opening_hours]);
  });

  it('keeps the stored hours when an edit leaves them out, and changes them when it sends them', async () => {
    const address = await create(miami({ opening_hours: withSaturday }));
    const path = `/api/warehouse/addresses/${address.id}`;
    const kept = await jsonOf<{ warehouse_address: Address }>(await send('PUT', path, miami({ name: 'Doral Norte' })));
    expect(kept.warehouse_address.opening_hours).toEqual(withSaturday);
    const closedMonday = { ...withSaturday, monday: [] };
    const changed = await jsonOf<{ warehouse_address: Address }>(await send('PUT', path, miami({ opening_hours: closedMonday })));
    expect(changed.warehouse_address.opening_hours).toEqual(closedMonday);
  });

  it('answers the active address’s hours to a customer with a plan', async () => {
    await createWarehouseAddress(testApp, { openingHours: JSON.stringify(withSaturday) });
    const { user, token } = await signedIn(testApp);
    await createSubscription(testApp, user.id);
    const active = await jsonOf<{ warehouse_address: Address }>(await call(testApp, 'GET', '/api/warehouse/addresses/active', { token }));
    expect(active.warehouse_address.opening_hours).toEqual(withSaturday);
  });

  it.each([
    ['a time that is not HH:MM', { monday: [{ open: '9:00', close: '17:00' }] }, 'opening_hours.monday.0.open', 'openingTimeInvalid'],
    ['an hour past 23', { tuesday: [{ open: '09:00', close: '24:00' }] }, 'opening_hours.tuesday.0.close', 'openingTimeInvalid'],
    ['a close before the open', { wednesday: [{ open: '17:00', close: '09:00' }] }, 'opening_hours.wednesday.0.close', 'openingCloseAfterOpen'],
    ['a close equal to the open', { thursday: [{ open: '09:00', close: '09:00' }] }, 'opening_hours.thursday.0.close', 'openingCloseAfterOpen'],
    ['overlapping ranges', { friday: [{ open: '09:00', close: '13:00' }, { open: '12:30', close: '17:00' }] }, 'opening_hours.friday.1.open', 'openingRangesOverlap'],
    ['a range inside another', { friday: [{ open: '09:00', close: '17:00' }, { open: '10:00', close: '11:00' }] }, 'opening_hours.friday.1.open', 'openingRangesOverlap'],
    ['four ranges in a day', { saturday: ['08:00', '10:00', '12:00', '14:00'].map((open) => ({ open, close: `${open.slice(0, 2)}:30` })) }, 'opening_hours.saturday', 'openingTooManyRanges'],
  ] as const)('refuses %s with its message and field, saving nothing', async (_, change, field, key) => {
    const response = await send('POST', '/api/warehouse/addresses', miami({ opening_hours: { ...DEFAULT_OPENING_HOURS, ...change } }));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ error: validationMessage(key), field });
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a week without one of its days, or a day that is not a list', async () => {
    const { sunday: _left, ...sixDays } = DEFAULT_OPENING_HOURS;
    const missing = await send('POST', '/api/warehouse/addresses', miami({ opening_hours: sixDays }));
    expect(missing.status).toBe(400);
    expect(await jsonOf(missing)).toEqual({ error: 'Invalid request', field: 'opening_hours.sunday' });
    const notAList = await send('POST', '/api/warehouse/addresses', miami({ opening_hours: { ...DEFAULT_OPENING_HOURS, monday: '09:00-17:00' } }));
    expect(await jsonOf(notAList)).toEqual({ error: 'Invalid request', field: 'opening_hours.monday' });
    expect(await storedRows()).toEqual([]);
  });

  it('takes ranges that only touch, and keeps the stored hours when an edit is refused', async () => {
    const touching = { ...DEFAULT_OPENING_HOURS, monday: [{ open: '09:00', close: '12:00' }, { open: '12:00', close: '17:00' }] };
    const address = await create(miami({ opening_hours: touching }));
    expect(address.opening_hours.monday).toHaveLength(2);
    const refused = await send('PUT', `/api/warehouse/addresses/${address.id}`, miami({ opening_hours: { ...touching, monday: [{ open: '18:00', close: '17:00' }] } }));
    expect(refused.status).toBe(400);
    const [row] = await testApp.db.select().from(warehouseAddresses).where(eq(warehouseAddresses.id, address.id));
    expect(JSON.parse(row!.openingHours)).toEqual(touching);
  });
});
