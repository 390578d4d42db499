import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { RecordedText } from '../../api/adapters/messaging/local-messenger';
import { E2E_DATA_DIR } from './e2e-config';

/** The local messaging twin's outbox of the e2e server (MESSAGING_OUTBOX_DIR, api/adapters/messaging/local-messenger.ts). */
const OUTBOX = join(E2E_DATA_DIR, 'messages', 'messages.ndjson');

/** Every text the twin kept for a number, oldest first. */
export function textsTo(phone: string): RecordedText[] {
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedText)
    .filter((text) => text.to === phone);
}

/** Waits for a text to the number whose body matches, and answers it. */
export async function waitForText(phone: string, matches: (text: RecordedText) => boolean, timeoutMs = 10_000): Promise<RecordedText> {
  let found: RecordedText | undefined;
  await expect
    .poll(() => (found = textsTo(phone).findLast(matches)), { timeout: timeoutMs, message: `a text to ${phone}` })
    .toBeDefined();
  return found!;
}

/** The 6-digit code of the newest phone-confirmation SMS to the number. */
export async function waitForPhoneCode(phone: string): Promise<string> {
  const text = await waitForText(phone, (sent) => sent.channel === 'sms' && /código es \d{6}|code is \d{6}/.test(sent.body));
  return /\b(\d{6})\b/.exec(text.body)![1]!;
}
