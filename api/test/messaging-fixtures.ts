import { eq } from 'drizzle-orm';
import type { UserLanguage } from '../../shared/accounts/user-language';
import { messageDeliveries, messagingPreferences, users } from '../db/tables';
import { createSubscription, signedIn } from './factories';
import { call, jsonOf, type TestApp } from './test-app';

/** The 6-digit code of the newest text the twin kept for a number. */
export function lastCodeTo(testApp: TestApp, phone: string): string {
  const text = [...testApp.texts.sent].reverse().find((sent) => sent.to === phone && sent.channel === 'sms');
  const code = text?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

/** A signed-in customer with an active plan (Premium unless told), reading the app in `language`. */
export async function customerOn(testApp: TestApp, planType: 'basic' | 'plus' | 'premium' = 'premium', language: UserLanguage = 'es') {
  const { user, token } = await signedIn(testApp, { firstName: 'Lucía' });
  await testApp.db.update(users).set({ language }).where(eq(users.id, user.id));
  const subscription = await createSubscription(testApp, user.id, { planType });
  return { user: { ...user, language }, token, subscription };
}

/** Asks for a code to the account's phone (or `phone`) and confirms it with the code the twin kept. */
export async function confirmPhone(testApp: TestApp, token: string, phone?: string): Promise<string> {
  const sent = await call(testApp, 'POST', '/api/users/phone/verification', { token, body: phone ? { phone } : {} });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.status} ${await sent.text()}`);
  const { sentTo } = await jsonOf<{ sentTo: string }>(sent);
  const confirmed = await call(testApp, 'POST', '/api/users/phone/verification/confirm', { token, body: { code: lastCodeTo(testApp, sentTo) } });
  if (confirmed.status !== 200) throw new Error(`code not confirmed: ${confirmed.status} ${await confirmed.text()}`);
  return sentTo;
}

/** A Premium customer with the phone confirmed and the channels named switched on. */
export async function textingCustomer(testApp: TestApp, channels: { sms?: boolean; whatsapp?: boolean }, language: UserLanguage = 'es') {
  const customer = await customerOn(testApp, 'premium', language);
  const phone = await confirmPhone(testApp, customer.token);
  const saved = await call(testApp, 'PUT', '/api/messaging/preferences', { token: customer.token, body: channels });
  if (saved.status !== 200) throw new Error(`channels not saved: ${saved.status} ${await saved.text()}`);
  return { ...customer, phone };
}

export const textRows = async (testApp: TestApp) => await testApp.db.select().from(messageDeliveries).orderBy(messageDeliveries.id);
export const messagingRowOf = async (testApp: TestApp, userId: number) =>
  (await testApp.db.select().from(messagingPreferences).where(eq(messagingPreferences.userId, userId)).limit(1))[0];
