import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verificationMail } from '../../modules/accounts/account-mails';
import { createMemoryLogger } from '../../test/memory-logger';
import { createOutboxMailer } from './outbox-mailer';

const FROM = 'Miami Drop <no-reply@miamidrop.test>';
const LINK = 'http://localhost:8000/api/users/verify-email?token=abc123';

describe('outbox mailer', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'miami-drop-outbox-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes an .eml file with the subject and the link, creating the folder', async () => {
    const directory = join(root, 'nested', 'mail');
    const mailer = createOutboxMailer(directory, FROM, createMemoryLogger().logger);
    expect(mailer.kind).toBe('outbox');

    await mailer.send({ to: 'ana@example.com', subject: 'Confirm your email', text: `Open this link:\n${LINK}\n`, html: `<a href="${LINK}">Confirm</a>` });

    const files = readdirSync(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(directory, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Confirm your email');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('From: Miami Drop <no-reply@miamidrop.test>');
    expect(eml).toContain(LINK);
  });

  it('logs the recipient masked, the subject, each link once (for the developer to follow) and the saved file', async () => {
    const { logger, records } = createMemoryLogger();
    const mailer = createOutboxMailer(root, FROM, logger);
    await mailer.send({ to: 'ana@example.com', subject: 'Reset', text: `${LINK}\nagain: ${LINK}`, html: '' });

    expect(records).toHaveLength(1);
    const file = join(root, readdirSync(root)[0]!);
    expect(records[0]).toMatchObject({ level: 'info', module: 'mail', msg: 'outbox: Reset', to: 'a***@example.com', links: [LINK], file });
    expect(JSON.stringify(records)).not.toContain('ana@example.com');
  });

  it('logs each distinct link, and none for a message without links', async () => {
    const { logger, records } = createMemoryLogger();
    const mailer = createOutboxMailer(root, FROM, logger);
    const other = 'http://localhost:8000/reset-password?token=def456';
    await mailer.send({ to: 'ana@example.com', subject: 'Links', text: `${LINK} or ${other}`, html: '' });
    await mailer.send({ to: 'ana@example.com', subject: 'No link', text: 'Nothing to open', html: '' });
    expect(records.map((record) => record.links)).toEqual([[LINK, other], []]);
  });

  it('names the files by the time they were kept and their order, without colons (a name any system accepts)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-10T15:04:05.678Z'));
      const mailer = createOutboxMailer(root, FROM, createMemoryLogger().logger);
      await mailer.send({ to: 'a@example.com', subject: 'One', text: 'one', html: '' });
      await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'two', html: '' });
    } finally {
      vi.useRealTimers();
    }
    expect(readdirSync(root).sort()).toEqual(['2026-03-10T15-04-05-678Z-1.eml', '2026-03-10T15-04-05-678Z-2.eml']);
  });

  it('writes the .eml with unix line endings', async () => {
    await createOutboxMailer(root, FROM, createMemoryLogger().logger).send({ to: 'a@example.com', subject: 'One', text: 'one\ntwo', html: '' });
    const eml = readFileSync(join(root, readdirSync(root)[0]!), 'utf8');
    expect(eml).toContain('Subject: One\n');
    expect(eml).not.toContain('\r\n');
  });

  it('keeps one file per message', async () => {
    const mailer = createOutboxMailer(root, FROM, createMemoryLogger().logger);
    await mailer.send({ to: 'a@example.com', subject: 'One', text: 'one', html: '' });
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'two', html: '' });
    expect(readdirSync(root).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
  });

  it('stores a real account mail, text and HTML, with its link intact', async () => {
    const { logger, records } = createMemoryLogger();
    const mailer = createOutboxMailer(root, FROM, logger);
    await mailer.send(verificationMail({ email: 'lucia@example.com', firstName: 'Lucía', language: 'es' }, LINK, 'http://localhost:8000'));
    const eml = readFileSync(join(root, readdirSync(root)[0]!), 'utf8');
    // The subject is ASCII; the body may be encoded, so look for the link after undoing soft line breaks.
    expect(eml).toContain('Confirma tu email - Miami Drop');
    // Both parts leave: plain text for any client, HTML for the branded layout.
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    const decoded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain(LINK);
    expect(records[0]?.links).toContain(LINK);
  });
});
