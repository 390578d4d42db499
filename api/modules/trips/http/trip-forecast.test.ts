import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentTripForecast, TripForecast } from '../../../../shared/trips/trip-forecast-schema';
import { createPackage, createPickup, createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { setSetting } from '../../settings/settings-service';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York; the trip runs from Monday 03-30 to Friday 04-03.
describe('GET /api/trips/current/forecast: will it all be ready for the trip', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const customer = async (planType: 'basic' | 'premium' | null = 'basic', dates = { arrival_date: '2026-03-30', departure_date: '2026-04-03' }) => {
    const { user, token } = await signedIn(testApp);
    if (planType) await createSubscription(testApp, user.id, { planType });
    expect((await call(testApp, 'POST', '/api/trips', { token, body: dates })).status).toBe(201);
    return { user, token };
  };
  const forecastOf = async (token: string) => {
    const response = await call(testApp, 'GET', '/api/trips/current/forecast', { token });
    expect(response.status).toBe(200);
    return (await jsonOf<CurrentTripForecast>(response)).forecast;
  };
  const byTitle = (forecast: TripForecast | null) => Object.fromEntries((forecast?.packages ?? []).map((pkg) => [pkg.title, pkg]));

  it('is null without a trip ahead', async () => {
    const { token } = await signedIn(testApp);
    expect(await forecastOf(token)).toBeNull();
  });

  it('marks each package ready, on time or at risk with its reason, flags storage, adds up the declared values', async () => {
    const { user, token } = await customer();
    const { user: other } = await signedIn(testApp);
    const id = user.id;
    await createPackage(testApp, id, { title: 'Received', declaredValueCents: 5000 });
    await createPackage(testApp, id, { title: 'Extended', storageExtendedUntil: '2026-04-03' });
    const pending = { deliveryStatus: 'pending', receivedAt: null, status: 'in_transit' };
    await createPackage(testApp, id, { ...pending, title: 'Estimate in time', carrier: 'usps', estimatedDelivery: '2026-03-31', declaredValueCents: 12_000 });
    await createPackage(testApp, id, { ...pending, title: 'Estimate late', carrier: 'ups', estimatedDelivery: '2026-04-03' });
    await createPackage(testApp, id, { ...pending, title: 'By post', carrier: 's10', status: 'pending' });
    await createPackage(testApp, id, { ...pending, title: 'Exception', carrier: 'fedex', status: 'exception', estimatedDelivery: '2026-03-12', declaredValueCents: 2500 });
    await createPackage(testApp, id, { title: 'Collected', deliveryStatus: 'picked_up', declaredValueCents: 99_999 });
    await createPackage(testApp, id, { title: 'Shipped', deliveryStatus: 'shipped' });
    await createPackage(testApp, id, { title: 'Disposed', deliveryStatus: 'disposed', declaredValueCents: 7000 });
    await createPackage(testApp, other.id, { title: 'Someone else’s' });

    const forecast = await forecastOf(token);
    expect(forecast).toMatchObject({
      trip: { arrival_date: '2026-03-30', departure_date: '2026-04-03', days: 5 },
      today: '2026-03-10',
      last_pickup_day: '2026-04-03',
      receiving_margin_days: 1,
      declared_value: { total_cents: 19_500, unknown: 3, currency: 'USD' },
    });
    const packages = byTitle(forecast);
    expect(Object.keys(packages)).toEqual(['Received', 'Extended', 'Estimate in time', 'Estimate late', 'By post', 'Exception']);
    // Basic keeps 15 days from the first receipt (03-10): the last day is 03-24, before the arrival.
    expect(packages.Received).toMatchObject({ state: 'ready', basis: 'received', ready_by: null, risk: null, last_storage_day: '2026-03-24', storage_ends_before_trip: true, declared_value_cents: 5000 });
    expect(packages.Extended).toMatchObject({ state: 'ready', last_storage_day: '2026-04-03', storage_ends_before_trip: false, declared_value_cents: null });
    expect(packages['Estimate in time']).toMatchObject({ state: 'on_time', basis: 'carrier_estimate', ready_by: '2026-04-01', risk: null, last_storage_day: null, storage_ends_before_trip: false });
    expect(packages['Estimate late']).toMatchObject({ state: 'at_risk', basis: 'carrier_estimate', ready_by: '2026-04-06', risk: 'after_trip' });
    expect(packages['By post']).toMatchObject({ state: 'at_risk', basis: 'typical_transit', ready_by: '2026-04-08', risk: 'after_trip' });
    expect(packages.Exception).toMatchObject({ state: 'at_risk', risk: 'carrier_problem' });

    // Ground Advantage: the seller's day, 5 in transit and 1 to receive, counted back from Friday 04-03.
    expect(forecast?.order_deadlines[0]).toEqual({ carrier: 'usps', service: 'ground_advantage', transit_days: 5, last_day: '2026-03-25', too_late: false });
    expect(forecast?.order_deadlines.map((deadline) => deadline.carrier)).toEqual(['usps', 'usps', 'ups', 'fedex', 'fedex', 'amazon', 'amazon', 'dhl']);
  });

  it('counts the receiving margin the settings give', async () => {
    const { user, token } = await customer();
    await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null, status: 'in_transit', title: 'Friday', estimatedDelivery: '2026-04-03' });
    expect(byTitle(await forecastOf(token)).Friday?.state).toBe('at_risk');
    await setSetting(testApp.db, 'trip_receiving_margin_days', 0, null, testApp.clock.now());
    expect(byTitle(await forecastOf(token)).Friday).toMatchObject({ state: 'on_time', ready_by: '2026-04-03' });
  });

  it('proposes the first slot with room on the first pickup day of the trip, with the received packages', async () => {
    const { user, token } = await customer();
    const first = await createPackage(testApp, user.id);
    const second = await createPackage(testApp, user.id);
    await createPackage(testApp, user.id, { deliveryStatus: 'pending', receivedAt: null, status: 'in_transit' });
    expect((await forecastOf(token))?.pickup).toEqual({ booked: null, proposed: { pickup_date: '2026-03-30', pickup_time: '09:00', package_ids: [first.id, second.id], flexible: false } });

    await setSetting(testApp.db, 'pickup_slot_capacity', 1, null, testApp.clock.now());
    const { user: other } = await signedIn(testApp);
    await createPickup(testApp, other.id, { date: '2026-03-30', time: '09:00' });
    expect((await forecastOf(token))?.pickup.proposed).toMatchObject({ pickup_date: '2026-03-30', pickup_time: '09:30' });
  });

  it('books the proposal in one tap through the pickup booking, then shows that pickup and proposes none', async () => {
    const { user, token } = await customer();
    await createPackage(testApp, user.id);
    const proposed = (await forecastOf(token))?.pickup.proposed;
    const { flexible: _flexible, ...body } = proposed!;
    const booking = await call(testApp, 'POST', '/api/pickup/schedule', { token, body, headers: { 'idempotency-key': 'trip-book-1' } });
    expect(booking.status).toBe(201);
    const { pickup } = await jsonOf<{ pickup: { id: number } }>(booking);
    const forecast = await forecastOf(token);
    expect(forecast?.pickup).toEqual({ booked: { id: pickup.id, pickup_date: '2026-03-30', pickup_time: '09:00', package_ids: body.package_ids, addable_package_ids: [] }, proposed: null });
    expect(forecast?.packages[0]).toMatchObject({ state: 'ready' });
  });

  it('shows a pickup booked during the trip, offering to add what else was received, and ignores one outside it', async () => {
    const { user, token } = await customer();
    const booked = await createPackage(testApp, user.id, { deliveryStatus: 'scheduled' });
    await createPickup(testApp, user.id, { date: '2026-03-12', time: '10:00' });
    const during = await createPickup(testApp, user.id, { date: '2026-04-02', time: '15:30' }, [booked.id]);
    const later = await createPackage(testApp, user.id);
    const slot = { id: during.id, pickup_date: '2026-04-02', pickup_time: '15:30' };
    expect((await forecastOf(token))?.pickup).toEqual({ booked: { ...slot, package_ids: [booked.id], addable_package_ids: [later.id] }, proposed: null });
    // One pickup a day (decision 184): the card adds to the booking rather than booking again.
    const added = await call(testApp, 'PUT', `/api/pickup/${during.id}/packages`, { token, body: { package_ids: [booked.id, later.id] } });
    expect(added.status).toBe(200);
    expect((await forecastOf(token))?.pickup).toEqual({ booked: { ...slot, package_ids: [booked.id, later.id], addable_package_ids: [] }, proposed: null });
  });

  it('proposes nothing without a plan that books, nor before anything is received', async () => {
    const { user, token } = await customer(null);
    await createPackage(testApp, user.id);
    expect((await forecastOf(token))?.pickup).toEqual({ booked: null, proposed: null });
    const { user: waiting, token: waitingToken } = await customer();
    await createPackage(testApp, waiting.id, { deliveryStatus: 'pending', receivedAt: null, status: 'in_transit' });
    expect((await forecastOf(waitingToken))?.pickup).toEqual({ booked: null, proposed: null });
  });

  it('on a weekend trip: no pickup day on Basic, Saturday with Premium’s flexible pickup', async () => {
    const weekend = { arrival_date: '2026-03-21', departure_date: '2026-03-22' };
    const basic = await customer('basic', weekend);
    await createPackage(testApp, basic.user.id);
    await createPackage(testApp, basic.user.id, { deliveryStatus: 'pending', receivedAt: null, status: 'in_transit', estimatedDelivery: '2026-03-12' });
    const basicForecast = await forecastOf(basic.token);
    expect(basicForecast).toMatchObject({ last_pickup_day: null, order_deadlines: [], pickup: { booked: null, proposed: null } });
    expect(basicForecast?.packages.map((pkg) => [pkg.state, pkg.risk])).toEqual([['ready', null], ['at_risk', 'no_pickup_day']]);

    const premium = await customer('premium', weekend);
    const parcel = await createPackage(testApp, premium.user.id);
    const premiumForecast = await forecastOf(premium.token);
    expect(premiumForecast).toMatchObject({ last_pickup_day: '2026-03-21', pickup: { proposed: { pickup_date: '2026-03-21', pickup_time: '09:00', package_ids: [parcel.id], flexible: true } } });
  });

  it('during a trip under way, proposes a slot from now on, not one already past', async () => {
    const { user, token } = await customer('basic', { arrival_date: '2026-03-10', departure_date: '2026-03-11' });
    await createPackage(testApp, user.id);
    expect((await forecastOf(token))?.pickup.proposed).toMatchObject({ pickup_date: '2026-03-10', pickup_time: '11:30' });
  });
});
