import type { Env } from '../../env';
import type { Logger } from '../../logging/logger';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import type { PushSender, VapidDetails } from './push-sender';

/**
 * The sender PUSH_ADAPTER selects (api/env.ts refuses the local one in production). Both encrypt and sign through
 * web-push, which loads with the first send (decision 156).
 */
export function createPushSender(env: Pick<Env, 'PUSH_ADAPTER' | 'PUSH_OUTBOX_DIR'>, vapid: VapidDetails, logger: Logger): PushSender {
  if (env.PUSH_ADAPTER === 'webpush') {
    return loadedOnFirstUse<PushSender, 'kind' | 'vapidPublicKey'>({ kind: 'webpush', vapidPublicKey: vapid.publicKey }, async () => {
      const { createWebPushSender } = await import('./web-push-sender');
      return createWebPushSender({ vapid });
    });
  }
  return loadedOnFirstUse<PushSender, 'kind' | 'vapidPublicKey'>({ kind: 'local', vapidPublicKey: vapid.publicKey }, async () => {
    const { createLocalPushSender } = await import('./local-push-sender');
    return createLocalPushSender(env.PUSH_OUTBOX_DIR, vapid, logger);
  });
}
