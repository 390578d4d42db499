import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PHONE_CONTEXT, throttlePage } from '../../scripts/bench/phone-profile';
import { startAppServer, type AppServer } from './app-server';
import { E2E_ARTIFACTS, E2E_SMTP_PORT } from './e2e-config';

/**
 * How many phones fill each form (issue 26, decision 142): a form that loses what was typed loses it in most tries, so
 * a few catch it; `E2E_TRIES_PER_FORM` asks for more, for a deeper run before a release.
 */
export const TRIES_PER_FORM = Number(process.env.E2E_TRIES_PER_FORM ?? 4);

/**
 * Phones at once. On two shared cores two at a time finish sooner than one after another; four no sooner than one,
 * with some tries running past their steps' timeout.
 */
export const PHONES_AT_ONCE = Number(process.env.E2E_PHONES_AT_ONCE ?? 2);

/**
 * A server of its own for the "filled at once" journeys: each try is another phone at another address (behind the
 * loopback proxy), so the per-address limits of the newsletter, contact and sign-in forms count each phone apart.
 */
export async function startPhoneFormsServer(port: number): Promise<AppServer> {
  const dataDir = join(E2E_ARTIFACTS, `phone-forms-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  return startAppServer({ port, dataDir, smtpPort: E2E_SMTP_PORT, env: { TRUST_PROXY: 'true' } });
}

export interface Phone {
  context: BrowserContext;
  page: Page;
}

/**
 * A new phone (Lighthouse's mobile profile: its screen, 4x slower CPU, slow 4G) with nothing stored, at an address
 * of its own. Nothing waits for the app: a journey fills a field as soon as it shows, as autofill does.
 */
export async function newPhone(browser: Browser, baseURL: string, index: number): Promise<Phone> {
  const context = await browser.newContext({
    ...PHONE_CONTEXT,
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/New_York',
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${index + 1}` },
  });
  const page = await context.newPage();
  await throttlePage(context, page);
  return { context, page };
}

export interface TriesReport {
  passed: number;
  failures: string[];
  /** The whole run's, and each try's from its start to its end. */
  seconds: number;
  trySeconds: number[];
}

const secondsSince = (start: number) => Math.round((Date.now() - start) / 100) / 10;

/**
 * Runs `count` tries, `atOnce` phones at a time, every try to its end (a failed one does not stop the others), and
 * reports how many passed, why the others failed and how long it all took.
 */
export async function runTries(count: number, atOnce: number, attempt: (index: number) => Promise<void>): Promise<TriesReport> {
  const started = Date.now();
  const failures: string[] = [];
  const trySeconds: number[] = [];
  const timed = async (index: number) => {
    const start = Date.now();
    try {
      await attempt(index);
    } finally {
      trySeconds[index] = secondsSince(start);
    }
  };
  for (let first = 0; first < count; first += atOnce) {
    const batch = Array.from({ length: Math.min(atOnce, count - first) }, (_, offset) => first + offset);
    const outcomes = await Promise.allSettled(batch.map(timed));
    outcomes.forEach((outcome, offset) => {
      if (outcome.status === 'rejected') failures.push(`try ${first + offset}: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`);
    });
  }
  return { passed: count - failures.length, failures, seconds: secondsSince(started), trySeconds };
}
