import type { DeliveryAddress } from '../../shared/addresses/delivery-address-schema';
import type { DeliveryAnswer, DeliveryQuote } from '../../shared/deliveries/delivery-schema';
import { warehouseAddresses } from '../db/tables';
import { doral } from './address-fixtures';
import { createPackage, createWarehouseAddress, signedIn, subscribeViaApi } from './factories';
import { call, jsonOf, type TestApp } from './test-app';

/** 30 days of a plan bought through a PayPal order, as the PWA does it: created, approved at PayPal, captured. */
async function subscribeThroughPaypal(testApp: TestApp, token: string, planType: string) {
  const created = await call(testApp, 'POST', '/api/paypal/orders', { token, body: { plan_type: planType } });
  if (created.status !== 201) throw new Error(`PayPal order refused: ${created.status} ${await created.text()}`);
  const { id } = await jsonOf<{ id: string }>(created);
  await testApp.localWallet.approve(id);
  const captured = await call(testApp, 'POST', `/api/paypal/orders/${id}/capture`);
  if (captured.status !== 200) throw new Error(`PayPal capture refused: ${captured.status} ${await captured.text()}`);
}

/**
 * A customer who pays for deliveries as people do: subscribed through the API with a card (their default) or, with
 * `paidBy: 'paypal'`, through a PayPal order (no card at all), with a verified address and packages received and
 * weighed at the warehouse (which has its active address).
 */
export async function deliveryCustomer(testApp: TestApp, options: { planId?: string; packages?: number; weightLb?: number; paidBy?: 'card' | 'paypal' } = {}) {
  if ((await testApp.db.select().from(warehouseAddresses)).length === 0) await createWarehouseAddress(testApp);
  const { user, token } = await signedIn(testApp);
  if (options.paidBy === 'paypal') await subscribeThroughPaypal(testApp, token, options.planId ?? 'premium_drop');
  else await subscribeViaApi(testApp, token, { planId: options.planId ?? 'premium_drop', email: user.email });
  const addressAnswer = await call(testApp, 'POST', '/api/addresses', { token, body: doral() });
  if (addressAnswer.status !== 201) throw new Error(`address not added: ${addressAnswer.status} ${await addressAnswer.text()}`);
  const { address } = await jsonOf<{ address: DeliveryAddress }>(addressAnswer);
  const parcels = [];
  for (let index = 0; index < (options.packages ?? 2); index += 1) parcels.push(await createPackage(testApp, user.id, { weightLb: options.weightLb ?? 2.5 }));
  return { user, token, address, parcels };
}

export const askQuote = (testApp: TestApp, token: string, body: unknown) => call(testApp, 'POST', '/api/deliveries/quote', { token, body });

export async function quoted(testApp: TestApp, token: string, packageIds: number[], addressId: number): Promise<DeliveryQuote> {
  const response = await askQuote(testApp, token, { package_ids: packageIds, address_id: addressId });
  if (response.status !== 201) throw new Error(`quote refused: ${response.status} ${await response.text()}`);
  return jsonOf<DeliveryQuote>(response);
}

export const pay = (testApp: TestApp, token: string, body: unknown, key: string = crypto.randomUUID()) =>
  call(testApp, 'POST', '/api/deliveries', { token, body, headers: { 'Idempotency-Key': key } });

export const payWithPaypal = (testApp: TestApp, token: string, body: unknown, key: string = crypto.randomUUID()) =>
  call(testApp, 'POST', '/api/deliveries/paypal-order', { token, body, headers: { 'Idempotency-Key': key } });

/** Quoted and paid with the cheapest rate. */
export async function paidDelivery(testApp: TestApp, token: string, packageIds: number[], addressId: number): Promise<DeliveryAnswer> {
  const quote = await quoted(testApp, token, packageIds, addressId);
  const response = await pay(testApp, token, { quote_id: quote.quote_id, rate_id: quote.rates[0]!.rate_id });
  if (response.status !== 201) throw new Error(`payment refused: ${response.status} ${await response.text()}`);
  return jsonOf<DeliveryAnswer>(response);
}
