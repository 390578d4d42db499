import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verificationMail } from '../../modules/accounts/account-mails';
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
    const lines: string[] = [];
    const mailer = createOutboxMailer(directory, FROM, (line) => lines.push(line));
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

  it('logs the recipient, the subject, each link once and the saved file', async () => {
    const lines: string[] = [];
    const mailer = createOutboxMailer(root, FROM, (line) => lines.push(line));
    await mailer.send({ to: 'ana@example.com', subject: 'Reset', text: `${LINK}\nagain: ${LINK}`, html: '' });

    expect(lines).toHaveLength(1);
    const log = lines[0]!;
    expect(log).toContain('[mail] to ana@example.com: Reset');
    expect(log.split(LINK)).toHaveLength(2);
    const file = join(root, readdirSync(root)[0]!);
    expect(log).toContain(`saved ${file}`);
  });

  it('prints each distinct link on a line of its own, and no link line for a message without links', async () => {
    const lines: string[] = [];
    const mailer = createOutboxMailer(root, FROM, (line) => lines.push(line));
    const other = 'http://localhost:8000/reset-password?token=def456';
    await mailer.send({ to: 'ana@example.com', subject: 'Links', text: `${LINK} or ${other}`, html: '' });
    await mailer.send({ to: 'ana@example.com', subject: 'No link', text: 'Nothing to open', html: '' });
    const linkLines = (log: string) => log.split('\n').filter((line) => line.includes('http'));
    expect(linkLines(lines[0]!).map((line) => line.trim().split(' ').at(-1))).toEqual([LINK, other]);
    expect(lines[1]!.split('\n')).toHaveLength(2);
  });

  it('names the files by the time they were kept and their order, without colons (a name any system accepts)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-10T15:04:05.678Z'));
      const mailer = createOutboxMailer(root, FROM, () => undefined);
      await mailer.send({ to: 'a@example.com', subject: 'One', text: 'one', html: '' });
      await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'two', html: '' });
    } finally {
      vi.useRealTimers();
    }
    expect(readdirSync(root).sort()).toEqual(['2026-03-10T15-04-05-678Z-1.eml', '2026-03-10T15-04-05-678Z-2.eml']);
  });

  it('writes the .eml with unix line endings', async () => {
    await createOutboxMailer(root, FROM, () => undefined).send({ to: 'a@example.com', subject: 'One', text: 'one\ntwo', html: '' });
    const eml = readFileSync(join(root, readdirSync(root)[0]!), 'utf8');
    expect(eml).toContain('Subject: One\n');
    expect(eml).not.toContain('\r\n');
  });

  it('keeps one file per message', async () => {
    const mailer = createOutboxMailer(root, FROM, () => undefined);
    await mailer.send({ to: 'a@example.com', subject: 'One', text: 'one', html: '' });
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'two', html: '' });
    expect(readdirSync(root).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
  });

  it('stores a real account mail, text and HTML, with its link intact', async () => {
    const lines: string[] = [];
    const mailer = createOutboxMailer(root, FROM, (line) => lines.push(line));
    await mailer.send(verificationMail({ email: 'lucia@example.com', firstName: 'Lucía', language: 'es' }, LINK, 'http://localhost:8000'));
    const eml = readFileSync(join(root, readdirSync(root)[0]!), 'utf8');
    // The subject is ASCII; the body may be encoded, so look for the link after undoing soft line breaks.
    expect(eml).toContain('Confirma tu email - Miami Drop');
    // Both parts leave: plain text for any client, HTML for the branded layout.
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    const decoded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain(LINK);
    expect(lines[0]).toContain(LINK);
  });
});
