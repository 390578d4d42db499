import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PickupBookedSchema } from '../../../../shared/pickup/pickup-schema';
import { FALLBACK_WAREHOUSE_ADDRESS } from '../../../../shared/warehouse/fallback-warehouse-address';
import { pickups, users } from '../../../db/tables';
import { createPackage, createSubscription, createWarehouseAddress, signedIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const THURSDAY = '2026-03-12';
/** After the clocks go back (Sunday 2026-11-01): New York is on EST again. */
const NOVEMBER_MONDAY = '2026-11-02';

/** The content lines of a calendar file, unfolded (RFC 5545 section 3.1). */
const unfolded = (body: string) => body.replace(/\r\n /g, '').split('\r\n');
/** A property of the event (not of the time zone's rules, which have a DTSTART of their own). */
function property(body: string, name: string): string | undefined {
  const lines = unfolded(body);
  return lines.slice(lines.indexOf('BEGIN:VEVENT')).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describe('GET /api/pickup/{id}/calendar.ics (decision 170)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const customer = async () => {
    const { user, token } = await signedIn(testApp, { firstName: 'Lucía' });
    await createSubscription(testApp, user.id);
    return { user, token };
  };
  const book = async (token: string, packageIds: number[], date = THURSDAY, time = '10:30') =>
    PickupBookedSchema.parse(await (await call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: packageIds, pickup_date: date, pickup_time: time } })).json()).pickup;
  const calendar = (token: string | undefined, id: number) => call(testApp, 'GET', `/api/pickup/${id}/calendar.ics`, { token });

  it('answers the owner one event: New York time, 30 minutes, the place, the packages, the access code and what to bring', async () => {
    await createWarehouseAddress(testApp, { name: 'Miami Drop; Doral', streetAddress: '8350 NW 52nd Ter', city: 'Doral', postalCode: '33166', accessCode: '#4411' });
    const { user, token } = await customer();
    const first = await createPackage(testApp, user.id, { title: 'Zapatillas, talle 40', trackingNumber: '1Z999AA10123456784' });
    const second = await createPackage(testApp, user.id, { title: 'Campera', trackingNumber: '9400111206200000000011' });
    const pickup = await book(token, [first.id, second.id]);

    const response = await calendar(token, pickup.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="miami-drop-pickup-${pickup.id}.ics"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await response.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(unfolded(body).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(unfolded(body)).toContain('TZID:America/New_York');
    expect(property(body, 'DTSTART')).toBe('DTSTART;TZID=America/New_York:20260312T103000');
    expect(property(body, 'DTEND')).toBe('DTEND;TZID=America/New_York:20260312T110000');
    expect(property(body, 'UID')).toBe(`UID:pickup-${pickup.id}@app.test`);
    expect(property(body, 'SUMMARY')).toBe('SUMMARY:Retiro de paquetes en Miami Drop\\; Doral');
    expect(property(body, 'LOCATION')).toBe('LOCATION:Miami Drop\\; Doral\\, 8350 NW 52nd Ter\\, Doral\\, FL 33166');
    expect(property(body, 'STATUS')).toBe('STATUS:CONFIRMED');
    const description = property(body, 'DESCRIPTION')!;
    expect(description).toContain('Paquetes: Zapatillas\\, talle 40 (1Z999AA10123456784)\\; Campera (9400111206200000000011)\\n');
    expect(description).toContain('Código de acceso: #4411\\n');
    expect(description).toContain('Qué traer: una identificación con foto a nombre de Lucía Tester\\, como figura en tu cuenta.');
    expect(description).toContain('Horario de atención ese día: 09:00 a 17:00 (hora de Nueva York)');

    // Asked again (or after a move), the same UID: a calendar updates the event it holds.
    const again = await (await calendar(token, pickup.id)).text();
    expect(property(again, 'UID')).toBe(property(body, 'UID'));
  });

  it('keeps the wall-clock time after the change to standard time, in English for an English reader, and at the fallback address', async () => {
    const { user, token } = await customer();
    await testApp.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    const pkg = await createPackage(testApp, user.id);
    const pickup = await book(token, [pkg.id], NOVEMBER_MONDAY, '16:30');
    const body = await (await calendar(token, pickup.id)).text();
    expect(property(body, 'DTSTART')).toBe('DTSTART;TZID=America/New_York:20261102T163000');
    expect(property(body, 'DTEND')).toBe('DTEND;TZID=America/New_York:20261102T170000');
    expect(property(body, 'SUMMARY')).toBe(`SUMMARY:Package pickup at ${FALLBACK_WAREHOUSE_ADDRESS.name}`);
    expect(property(body, 'LOCATION')).toContain(`${FALLBACK_WAREHOUSE_ADDRESS.street_address}\\, Doral\\, FL ${FALLBACK_WAREHOUSE_ADDRESS.postal_code}`);
    expect(property(body, 'DESCRIPTION')).toContain('What to bring: a photo ID in the name of Lucía Tester\\, as it appears on your account.');
    expect(property(body, 'DESCRIPTION')).not.toContain('Access code');
  });

  it('answers a cancelled pickup as cancelled, so a calendar holding it drops it', async () => {
    const { user, token } = await customer();
    const pickup = await book(token, [(await createPackage(testApp, user.id)).id]);
    await testApp.db.update(pickups).set({ status: 'cancelled' }).where(eq(pickups.id, pickup.id));
    expect(property(await (await calendar(token, pickup.id)).text(), 'STATUS')).toBe('STATUS:CANCELLED');
  });

  it("is the owner's only: another customer and staff get 404 as for a pickup that does not exist; no session is 401", async () => {
    const { user, token } = await customer();
    const pickup = await book(token, [(await createPackage(testApp, user.id)).id]);
    const other = await customer();
    const admin = await signedIn(testApp, { role: 'admin' });
    for (const caller of [other.token, admin.token]) {
      const refused = await calendar(caller, pickup.id);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: 'Pickup not found' });
    }
    expect((await calendar(token, pickup.id + 100)).status).toBe(404);
    expect((await call(testApp, 'GET', '/api/pickup/abc/calendar.ics', { token })).status).toBe(404);
    const anonymous = await calendar(undefined, pickup.id);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Authentication required' });
  });
});
