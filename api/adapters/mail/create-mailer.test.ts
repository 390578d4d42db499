import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/smtp-server';
import { createMemoryLogger } from '../../test/memory-logger';
import { createMailer } from './create-mailer';

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function smtpSink(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const { port, close } = await startSmtpServer(0, (mail) => received.push({ ...mail, data: mail.data.toString('utf8') }));
  return { url: `smtp://127.0.0.1:${port}`, received, close };
}

describe('SMTP_URL decides where mail goes', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('sends through the SMTP server when SMTP_URL is set, from MAIL_FROM, with the reply address and our Message-ID', async () => {
    const sink = await smtpSink();
    cleanups.push(sink.close);
    const mailer = createMailer({ SMTP_URL: sink.url, MAIL_FROM: 'Miami Drop <hola@miamidrop.com>', MAIL_OUTBOX_DIR: '/nonexistent' }, createMemoryLogger().logger);
    expect(mailer.kind).toBe('smtp');
    const message = { to: 'ana@example.com', subject: 'Confirma tu correo', text: 'Hola Ana', html: '<p>Hola Ana</p>', replyTo: 'soporte@miamidrop.com' };
    await mailer.send({ ...message, messageId: '<4f1c2a@miamidrop.com>' });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ from: 'hola@miamidrop.com', to: ['ana@example.com'] });
    expect(sink.received[0]?.data).toContain('Subject: Confirma tu correo');
    expect(sink.received[0]?.data).toContain('Reply-To: soporte@miamidrop.com');
    expect(sink.received[0]?.data).toContain('From: Miami Drop <hola@miamidrop.com>');
    // The queue's Message-ID, the same on every try, so the receiver can drop a second copy.
    expect(sink.received[0]?.data).toContain('Message-ID: <4f1c2a@miamidrop.com>');
  });

  it('keeps mail in the local outbox without SMTP_URL', () => {
    const directory = mkdtempSync(join(tmpdir(), 'outbox-'));
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    expect(createMailer({ SMTP_URL: undefined, MAIL_FROM: 'hola@miamidrop.com', MAIL_OUTBOX_DIR: directory }, createMemoryLogger().logger).kind).toBe('outbox');
  });
});
