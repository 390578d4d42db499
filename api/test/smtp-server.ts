import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  data: Buffer;
}

/**
 * A real SMTP server on loopback (no auth, no TLS) handing each message it receives to `onMail`: the mailer's test and
 * the journeys' mailbox (e2e/support/smtp-sink.ts) send through SMTP exactly as production does. Port 0 picks a free one.
 */
export async function startSmtpServer(port: number, onMail: (mail: ReceivedMail) => void): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        onMail({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = server.server.address() as AddressInfo;
  return { port: listening, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
