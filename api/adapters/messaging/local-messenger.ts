import { randomBytes } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../logging/logger';
import { messagingErrorOf, type Messenger, type SentText } from './messenger';
import { isTwilioSignature, twilioSignature } from './twilio-signature';

/** The file each text the twin "sends" is appended to, one JSON line each (e2e/support/text-messages.ts reads it). */
export const LOCAL_OUTBOX_FILE = 'messages.ndjson';

/** Twilio's documented magic numbers for test credentials, and the error each answers with; the twin answers alike. */
export const TWILIO_MAGIC_NUMBERS: Record<string, { code: number; message: string }> = {
  '+15005550001': { code: 21211, message: "The 'To' number +15005550001 is not a valid phone number." },
  '+15005550002': { code: 21612, message: "The 'To' phone number is not currently reachable via SMS." },
  '+15005550003': { code: 21408, message: 'Permission to send an SMS has not been enabled for the region indicated by the \'To\' number.' },
  '+15005550004': { code: 21610, message: 'Attempt to send to unsubscribed recipient' },
  '+15005550009': { code: 21614, message: "'To' number is not a valid mobile number" },
};

export interface RecordedText {
  id: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  from: string;
  body: string;
  /** When it was kept (ISO). */
  at: string;
}

export interface LocalMessenger extends Messenger {
  readonly kind: 'local';
  /** Every text taken, in order. */
  readonly sent: RecordedText[];
  /** Signs an inbound webhook as Twilio would with this twin's auth token (development and tests). */
  sign(url: string, params: Record<string, string>): string;
}

export interface LocalMessengerOptions {
  outboxDir: string;
  logger: Logger;
  /** The token inbound webhooks are signed with; by default one made for this process, written nowhere. */
  authToken?: string;
  smsFrom?: string;
  whatsappFrom?: string;
}

/**
 * Development and test stand-in for Twilio: keeps each text in memory and appends it to the outbox file, answers
 * Twilio's magic test numbers with their documented errors, and checks inbound signatures as Twilio signs them.
 */
export function createLocalMessenger(options: LocalMessengerOptions): LocalMessenger {
  const authToken = options.authToken ?? randomBytes(24).toString('base64url');
  const sent: RecordedText[] = [];

  async function keep(channel: RecordedText['channel'], to: string, body: string): Promise<SentText> {
    const magic = TWILIO_MAGIC_NUMBERS[to];
    if (magic) throw messagingErrorOf(400, magic.code, magic.message);
    const id = `SM${randomBytes(16).toString('hex')}`;
    const from = channel === 'sms' ? (options.smsFrom ?? '+15005550006') : (options.whatsappFrom ?? '+14155238886');
    const record: RecordedText = { id, channel, to, from, body, at: new Date().toISOString() };
    sent.push(record);
    await mkdir(options.outboxDir, { recursive: true });
    await appendFile(join(options.outboxDir, LOCAL_OUTBOX_FILE), `${JSON.stringify(record)}\n`);
    options.logger.info({ module: 'messaging', channel, id, body }, `twin: ${channel} kept`);
    return { id };
  }

  return {
    kind: 'local',
    whatsapp: true,
    sent,
    sendSms: (to, body) => keep('sms', to, body),
    sendWhatsapp: (to, body) => keep('whatsapp', to, body),
    verifyInbound: async (signature, url, params) => isTwilioSignature(authToken, signature, url, params),
    sign: (url, params) => twilioSignature(authToken, url, params),
  };
}
