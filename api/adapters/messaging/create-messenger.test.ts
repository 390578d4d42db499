import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../test/memory-logger';
import { createMessenger } from './create-messenger';

describe('MESSAGING_ADAPTER decides where texts go', () => {
  it('twilio: Twilio, with WhatsApp only when a WhatsApp sender is set, its SDK not yet loaded', () => {
    const base = { adapter: 'twilio' as const, outboxDir: '/nonexistent', accountSid: `AC${'0'.repeat(32)}`, authToken: 'token-0123456789ab', smsFrom: '+13055550199' };
    expect(createMessenger(base, createMemoryLogger().logger)).toMatchObject({ kind: 'twilio', whatsapp: false });
    expect(createMessenger({ ...base, whatsappFrom: '+14155238886' }, createMemoryLogger().logger).whatsapp).toBe(true);
  });

  it('local: the twin, loaded with the first send, writing the outbox folder', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'miami-drop-messages-'));
    try {
      const messenger = createMessenger({ adapter: 'local', outboxDir: directory }, createMemoryLogger().logger);
      expect(messenger).toMatchObject({ kind: 'local', whatsapp: true });
      expect((await messenger.sendSms('+5491122334455', 'Hola')).id).toMatch(/^SM/);
      expect(readdirSync(directory)).toEqual(['messages.ndjson']);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
