import { deleteSubscription } from '../api/push-requests';
import { currentSubscription } from './device-subscription';

/**
 * Before signing out: this device stops getting the account's alerts (the server forgets the endpoint
 * while the session still proves whose it is, then the browser drops it). Never blocks the sign-out.
 */
export async function forgetThisDevice(): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await deleteSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  } catch {
    // Offline or already gone: the server drops an endpoint the push service answers 404/410 for.
  }
}
