import {
  PushStatusSchema,
  VapidPublicKeySchema,
  type PushPreferencesUpdate,
  type PushStatus,
  type PushSubscriptionInput,
} from '@shared/push/push-schemas';
import { api } from '@/lib/api-client';

/** GET /api/push/vapid-public-key: the server's key that subscriptions are made for. */
export async function getVapidPublicKey(): Promise<string> {
  return VapidPublicKeySchema.parse(await api.get('push/vapid-public-key').json()).publicKey;
}

/** POST /api/push/subscriptions: this device's subscription, kept (or moved) for the signed-in user. */
export async function saveSubscription(input: PushSubscriptionInput): Promise<void> {
  await api.post('push/subscriptions', { json: input });
}

/** DELETE /api/push/subscriptions: no more alerts to this endpoint (fine when already gone). */
export async function deleteSubscription(endpoint: string): Promise<void> {
  await api.delete('push/subscriptions', { json: { endpoint } });
}

/** GET /api/push/preferences: which kinds of alert are on, and on how many devices. */
export async function getPushStatus(): Promise<PushStatus> {
  return PushStatusSchema.parse(await api.get('push/preferences').json());
}

/** PUT /api/push/preferences: switch kinds on or off for every device. */
export async function updatePushPreferences(update: PushPreferencesUpdate): Promise<PushStatus> {
  return PushStatusSchema.parse(await api.put('push/preferences', { json: update }).json());
}
