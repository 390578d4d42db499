import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback: the app sends through SMTP exactly as in production, and each
 * message lands as <n>.eml with a .json envelope beside it for the tests to read.
 */
export async function startSmtpSink(port: number, directory: string): Promise<() => Promise<void>> {
  mkdirSync(directory, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = String(++sequence).padStart(4, '0');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        writeFileSync(join(directory, `${id}.eml`), Buffer.concat(chunks));
        writeFileSync(join(directory, `${id}.json`), JSON.stringify({ to, at: Date.now() }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
