import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpServer } from '../../api/test/smtp-server';

/**
 * A real SMTP server on loopback: the app sends through SMTP exactly as in production, and each
 * message lands as <n>.eml with a .json envelope beside it for the tests to read.
 */
export async function startSmtpSink(port: number, directory: string): Promise<() => Promise<void>> {
  mkdirSync(directory, { recursive: true });
  let sequence = 0;
  const { close } = await startSmtpServer(port, (mail) => {
    const id = String(++sequence).padStart(4, '0');
    writeFileSync(join(directory, `${id}.eml`), mail.data);
    writeFileSync(join(directory, `${id}.json`), JSON.stringify({ to: mail.to.map((address) => address.toLowerCase()), at: Date.now() }));
  });
  return close;
}
