import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import twilio from 'twilio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../test/memory-logger';
import { createLocalMessenger, LOCAL_OUTBOX_FILE } from './local-messenger';
import { MessagingError } from './messenger';

describe('the local messaging twin', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'miami-drop-messages-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const outbox = () =>
    readFileSync(join(directory, LOCAL_OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('keeps each text in memory and as one line of the outbox file, with a Twilio-like sid, and logs it', async () => {
    const { logger, records } = createMemoryLogger();
    const messenger = createLocalMessenger({ outboxDir: directory, logger });
    const sms = await messenger.sendSms('+5491122334455', 'Tu código es 123456');
    await messenger.sendWhatsapp('+5491122334455', 'Tu paquete llegó');
    expect(sms.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(messenger.sent.map(({ channel, to, from, body }) => ({ channel, to, from, body }))).toEqual([
      { channel: 'sms', to: '+5491122334455', from: '+15005550006', body: 'Tu código es 123456' },
      { channel: 'whatsapp', to: '+5491122334455', from: '+14155238886', body: 'Tu paquete llegó' },
    ]);
    expect(outbox()).toEqual(JSON.parse(JSON.stringify(messenger.sent)));
    expect(records[0]).toMatchObject({ module: 'messaging', channel: 'sms', id: sms.id, msg: 'twin: sms kept' });
  });

  it("answers Twilio's magic test numbers with their documented errors, and keeps nothing for them", async () => {
    const messenger = createLocalMessenger({ outboxDir: directory, logger: createMemoryLogger().logger });
    const error = (to: string) => messenger.sendSms(to, 'x').catch((caught: unknown) => caught as MessagingError);
    expect(await error('+15005550001')).toMatchObject({ kind: 'invalid_number', code: 21211 });
    expect(await error('+15005550004')).toMatchObject({ kind: 'opted_out', code: 21610 });
    expect(await error('+15005550009')).toMatchObject({ kind: 'invalid_number', code: 21614 });
    expect(messenger.sent).toEqual([]);
  });

  it('signs inbound webhooks as Twilio does, and accepts only those', async () => {
    const messenger = createLocalMessenger({ outboxDir: directory, logger: createMemoryLogger().logger, authToken: 'local-token-0123456' });
    const url = 'http://localhost:8000/api/webhooks/twilio';
    const params = { From: '+5491122334455', Body: 'STOP' };
    const signature = messenger.sign(url, params);
    expect(twilio.validateRequest('local-token-0123456', signature, url, params)).toBe(true);
    expect(await messenger.verifyInbound(signature, url, params)).toBe(true);
    expect(await messenger.verifyInbound(signature, url, { ...params, Body: 'HOLA' })).toBe(false);
    expect(await messenger.verifyInbound('bm90IGl0', url, params)).toBe(false);
  });
});
