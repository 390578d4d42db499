import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PickupBookedSchema, PickupListSchema } from '../../../../shared/pickup/pickup-schema';
import { FALLBACK_WAREHOUSE_ADDRESS } from '../../../../shared/warehouse/fallback-warehouse-address';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../../../../shared/warehouse/opening-hours';
import { alertLog, users } from '../../../db/tables';
import { createPackage, createSubscription, createWarehouseAddress, signedIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York (EDT).
const THURSDAY = '2026-03-12';
const FRIDAY = '2026-03-13';
/** A Thursday with a lunch break and a short Friday: the pickup's own weekday is the one answered. */
const HOURS: OpeningHours = { ...DEFAULT_OPENING_HOURS, thursday: [{ open: '09:00', close: '12:30' }, { open: '13:30', close: '18:00' }], friday: [{ open: '09:00', close: '13:00' }] };

describe('where and when a pickup is collected (decision 170)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const customer = async (language: 'es' | 'en' = 'es') => {
    const { user, token } = await signedIn(testApp, { firstName: 'Lucía' });
    await createSubscription(testApp, user.id);
    await testApp.db.update(users).set({ language }).where(eq(users.id, user.id));
    return { user, token, pkg: await createPackage(testApp, user.id) };
  };
  const book = async (token: string, packageId: number, date = THURSDAY) =>
    PickupBookedSchema.parse(await (await call(testApp, 'POST', '/api/pickup/schedule', { token, body: { package_ids: [packageId], pickup_date: date, pickup_time: '10:30' } })).json());
  const doral = () =>
    createWarehouseAddress(testApp, {
      name: 'Miami Drop Doral',
      streetAddress: '8350 NW 52nd Ter, Suite 101',
      city: 'Doral',
      postalCode: '33166',
      accessCode: '#4411',
      notes: 'Door B, ring the bell',
      phone: '+1 305-555-0148',
      openingHours: JSON.stringify(HOURS),
    });

  it("answers the active warehouse with that day's hours on booking, moving and listing", async () => {
    await doral();
    const { token, pkg } = await customer();
    const booked = await book(token, pkg.id);
    expect(booked.pickup.location).toEqual({
      name: 'Miami Drop Doral',
      street_address: '8350 NW 52nd Ter, Suite 101',
      city: 'Doral',
      state: 'FL',
      postal_code: '33166',
      access_code: '#4411',
      notes: 'Door B, ring the bell',
      phone: '+1 305-555-0148',
      day_hours: HOURS.thursday,
      map_url: 'https://www.google.com/maps/search/?api=1&query=8350+NW+52nd+Ter%2C+Suite+101%2C+Doral%2C+FL+33166',
      fallback: false,
    });
    // The fields the app already reads are still there, as they were.
    expect(booked.pickup).toMatchObject({ pickup_date: THURSDAY, pickup_time: '10:30', status: 'scheduled', package_ids: [pkg.id] });

    const moved = PickupBookedSchema.parse(
      await (await call(testApp, 'PUT', `/api/pickup/${booked.pickup.id}/reschedule`, { token, body: { pickup_date: FRIDAY, pickup_time: '09:30' } })).json(),
    );
    expect(moved.pickup.location.day_hours).toEqual([{ open: '09:00', close: '13:00' }]);
    const listed = PickupListSchema.parse(await (await call(testApp, 'GET', '/api/pickups', { token })).json());
    expect(listed.pickups.map((pickup) => [pickup.id, pickup.location.name, pickup.location.day_hours])).toEqual([[booked.pickup.id, 'Miami Drop Doral', HOURS.friday]]);
  });

  it('answers the fixed fallback address when no warehouse address is active', async () => {
    await createWarehouseAddress(testApp, { name: 'Closed down', isActive: false });
    const { token, pkg } = await customer();
    const { location } = (await book(token, pkg.id)).pickup;
    expect(location).toEqual({
      name: FALLBACK_WAREHOUSE_ADDRESS.name,
      street_address: FALLBACK_WAREHOUSE_ADDRESS.street_address,
      city: 'Doral',
      state: 'FL',
      postal_code: FALLBACK_WAREHOUSE_ADDRESS.postal_code,
      access_code: null,
      notes: null,
      phone: null,
      day_hours: [{ open: '09:00', close: '17:00' }],
      map_url: `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: `${FALLBACK_WAREHOUSE_ADDRESS.street_address}, Doral, FL ${FALLBACK_WAREHOUSE_ADDRESS.postal_code}` }).toString()}`,
      fallback: true,
    });
    // Activated later, the real address is what the list answers from then on.
    await doral();
    const listed = PickupListSchema.parse(await (await call(testApp, 'GET', '/api/pickups', { token })).json());
    expect(listed.pickups[0]?.location).toMatchObject({ name: 'Miami Drop Doral', fallback: false });
  });

  it('mails the confirmation in Spanish: the address, the hours of the day, the access code and what to bring', async () => {
    await doral();
    const { user, token, pkg } = await customer();
    const booked = await book(token, pkg.id);
    const mails = testApp.mailer.sent.filter((message) => message.to === user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Retiro confirmado - Miami Drop']);
    const text = mails[0]!.text;
    expect(text).toContain('Te esperamos el 12 de marzo de 2026 a las 10:30 en el depósito para retirar 1 paquete. Dirección: 8350 NW 52nd Ter, Suite 101, Doral, FL 33166.');
    expect(text).toContain('• Dirección: Miami Drop Doral, 8350 NW 52nd Ter, Suite 101, Doral, FL 33166');
    expect(text).toContain('• Horario de atención ese día: 09:00 a 12:30 y 13:30 a 18:00 (hora de Nueva York)');
    expect(text).toContain('• Código de acceso: #4411');
    expect(text).toContain('• Teléfono del depósito: +1 305-555-0148');
    expect(text).toContain('• Indicaciones del depósito: Door B, ring the bell');
    expect(text).toContain('• Qué traer: una identificación con foto a nombre de Lucía Tester, como figura en tu cuenta.');
    expect(text).toContain(`• Cómo llegar: ${booked.pickup.location.map_url}`);
    expect(mails[0]!.html).toContain('Código de acceso: #4411');
    // The push and text alerts carry the place as it was booked.
    const [alert] = await testApp.db.select().from(alertLog).where(eq(alertLog.userId, user.id));
    expect(JSON.parse(alert!.data)).toMatchObject({ kind: 'pickup-confirmed', location: { name: 'Miami Drop Doral', access_code: '#4411', day_hours: HOURS.thursday } });
  });

  it('mails it in English to an English reader, and with the fallback address when none is active', async () => {
    const { user, token, pkg } = await customer('en');
    await book(token, pkg.id, FRIDAY);
    const [mail] = testApp.mailer.sent.filter((message) => message.to === user.email);
    expect(mail?.subject).toBe('Pickup confirmed - Miami Drop');
    expect(mail?.text).toContain(`• Address: ${FALLBACK_WAREHOUSE_ADDRESS.name}, ${FALLBACK_WAREHOUSE_ADDRESS.street_address}, Doral, FL ${FALLBACK_WAREHOUSE_ADDRESS.postal_code}`);
    expect(mail?.text).toContain('• Opening hours that day: 09:00 to 17:00 (New York time)');
    expect(mail?.text).toContain('• What to bring: a photo ID in the name of Lucía Tester, as it appears on your account.');
    expect(mail?.text).not.toContain('Access code');
  });
});
