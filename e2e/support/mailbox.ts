import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from './e2e-config';

interface Envelope {
  to: string[];
}

/** Decodes the quoted-printable text of a raw message well enough to find its links. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function messagesTo(address: string): string[] {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  return readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .filter((file) => (JSON.parse(readFileSync(join(E2E_MAIL_DIR, file), 'utf8')) as Envelope).to.includes(address.toLowerCase()))
    .map((file) => decodeQuotedPrintable(readFileSync(join(E2E_MAIL_DIR, file.replace(/\.json$/, '.eml')), 'utf8')));
}

/** Waits for a message to the address that contains a link with pathPart, and returns that link. */
export async function waitForLink(address: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`);
  while (Date.now() < deadline) {
    for (const message of messagesTo(address).reverse()) {
      const link = message.match(pattern)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} with a link containing ${pathPart}`);
}

export const countMessagesTo = (address: string) => messagesTo(address).length;

/** The newest raw message to the address (quoted-printable undone), or undefined. */
export const lastMessageTo = (address: string): string | undefined => messagesTo(address).at(-1);

/** Every raw message to the address, oldest first (quoted-printable undone): for a journey that gets several. */
export const allMessagesTo = (address: string): string[] => messagesTo(address);
