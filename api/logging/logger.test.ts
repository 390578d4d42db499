import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../test/memory-logger';
import { maskEmails } from './mask';
import { runAsRequest } from './request-context';

describe('the logger', () => {
  it('masks e-mail addresses anywhere in a line: message, fields, nested values, an error and its stack', () => {
    const { logger, records } = createMemoryLogger();
    const error = new Error('SMTP refused ana.lopez+box@example.com');
    logger.child({ job: 'mail' }).warn({ to: 'ana.lopez+box@example.com', mail: { replyTo: ['bob@mail.example.org'] }, err: error }, 'sent to carla@example.com failed');
    const written = JSON.stringify(records);
    for (const address of ['ana.lopez+box@example.com', 'bob@mail.example.org', 'carla@example.com']) expect(written).not.toContain(address);
    expect(records[0]).toMatchObject({ level: 'warn', job: 'mail', to: 'a***@example.com', msg: 'sent to c***@example.com failed', mail: { replyTo: ['b***@mail.example.org'] } });
    expect((records[0]!.err as { stack: string }).stack).toContain('SMTP refused a***@example.com');
  });

  it('never writes passwords, tokens, credentials, cookies or card data', () => {
    const { logger, records } = createMemoryLogger();
    const secrets = { password: 'correct-horse-1', token: 'tok-123456', authorization: 'Bearer abc.def', cookie: 'session=s3cr3t', nonce: 'fake-valid-nonce' };
    logger.info({ ...secrets, body: { paymentMethodNonce: 'fake-nonce-2', card: { number: '4111111111111111', cvv: '737', expirationDate: '12/30' } }, headers: { 'set-cookie': 'md=1' } }, 'request body');
    const written = JSON.stringify(records);
    for (const value of [...Object.values(secrets), 'fake-nonce-2', '4111111111111111', '737', '12/30', 'md=1']) expect(written).not.toContain(value);
    expect(records[0]).toMatchObject({ password: '[redacted]', body: { card: { number: '[redacted]' } } });
  });

  it('writes level and time, and the request id on every line written while a request is handled', async () => {
    const { logger, records } = createMemoryLogger();
    await runAsRequest('req-1', async () => {
      await Promise.resolve();
      logger.child({ module: 'payments' }).error('gateway timeout');
    });
    logger.info('after');
    expect(records[0]).toMatchObject({ level: 'error', reqId: 'req-1', module: 'payments', msg: 'gateway timeout' });
    expect(Date.parse(records[0]!.time as string)).not.toBeNaN();
    expect(records[1]).not.toHaveProperty('reqId');
  });

  it('masks addresses and leaves other text alone', () => {
    expect(maskEmails('to a@b.co and x.y@sub.example.com; not@all, user@localhost')).toBe('to a***@b.co and x***@sub.example.com; not@all, user@localhost');
  });
});
