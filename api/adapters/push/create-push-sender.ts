import type { Env } from '../../env';
import type { Logger } from '../../logging/logger';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import type { PushSender, VapidDetails } from './push-sender';

/**
 * The sender PUSH_ADAPTER selects (api/env.ts refuses the local one in production). Both encrypt and sign through
 * web-push, which loads with the first send (decision 156).
 */
export function createPushSender(env: Pick<Env, 'PUSH_ADAPTER' | 'PUSH_OUTBOX_DIR'>, vapid: VapidDetails, logger: Logger): PushSender {
  const kind = env.PUSH_ADAPTER === 'webpush' ? 'webpush' : 'local';
  return loadedOnFirstUse<PushSender, 'kind' | 'vapidPublicKey'>({ kind, vapidPublicKey: vapid.publicKey }, async () =>
    kind === 'webpush'
      ? (await import('./web-push-sender')).createWebPushSender({ vapid })
      : (await import('./local-push-sender')).createLocalPushSender(env.PUSH_OUTBOX_DIR, vapid, logger),
  );
}
