import type { Logger } from '../../logging/logger';
import { loadedOnFirstUse } from '../loaded-on-first-use';
import type { Messenger } from './messenger';

export interface MessagingConfig {
  adapter: 'local' | 'twilio';
  outboxDir: string;
  accountSid?: string;
  authToken?: string;
  smsFrom?: string;
  whatsappFrom?: string;
}

/**
 * The messenger MESSAGING_ADAPTER selects (api/env.ts has refused twilio without its keys, and the twin in production).
 * Twilio's SDK loads with the first send or webhook, so the server starts without it (decision 156).
 */
export function createMessenger(config: MessagingConfig, logger: Logger): Messenger {
  if (config.adapter === 'twilio') {
    return loadedOnFirstUse<Messenger, 'kind' | 'whatsapp'>({ kind: 'twilio', whatsapp: Boolean(config.whatsappFrom) }, async () =>
      (await import('./twilio-messenger')).createTwilioMessenger({
        accountSid: config.accountSid ?? '',
        authToken: config.authToken ?? '',
        smsFrom: config.smsFrom ?? '',
        whatsappFrom: config.whatsappFrom,
      }),
    );
  }
  return loadedOnFirstUse<Messenger, 'kind' | 'whatsapp'>({ kind: 'local', whatsapp: true }, async () =>
    (await import('./local-messenger')).createLocalMessenger({ outboxDir: config.outboxDir, logger, authToken: config.authToken, smsFrom: config.smsFrom, whatsappFrom: config.whatsappFrom }),
  );
}
