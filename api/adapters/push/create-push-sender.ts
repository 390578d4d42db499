import type { Env } from '../../env';
import type { Logger } from '../../logging/logger';
import { createLocalPushSender } from './local-push-sender';
import type { PushSender, VapidDetails } from './push-sender';
import { createWebPushSender } from './web-push-sender';

/** The sender PUSH_ADAPTER selects (api/env.ts refuses the local one in production). */
export function createPushSender(env: Pick<Env, 'PUSH_ADAPTER' | 'PUSH_OUTBOX_DIR'>, vapid: VapidDetails, logger: Logger): PushSender {
  return env.PUSH_ADAPTER === 'webpush' ? createWebPushSender({ vapid }) : createLocalPushSender(env.PUSH_OUTBOX_DIR, vapid, logger);
}
