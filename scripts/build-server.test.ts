import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';

const SDKS = ['braintree', '@paypal/paypal-server-sdk', '@easypost/api', 'twilio', '@aws-sdk/client-s3', 'pdfkit', 'bwip-js/node'];
const importsOf = (code: string) => [...code.matchAll(/^import\s[^;]*?from\s+"([^"]+)";?$/gms)].map((match) => match[1]!);

describe('the compiled server (npm start)', () => {
  let outdir: string;
  beforeAll(async () => {
    outdir = mkdtempSync(join(tmpdir(), 'miami-drop-server-build-'));
    await buildServer(outdir);
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  /** The entry and every chunk it imports statically: what node loads before the server listens. */
  function loadedAtStart(): string[] {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(readFileSync(join(outdir, file), 'utf8'))) {
        if (specifier.startsWith('./')) visit(specifier.slice(2));
        else packages.add(specifier);
      }
    };
    visit('server.js');
    return [...packages];
  }

  it('loads no payment, carrier or storage SDK before an adapter asks for it', () => {
    const atStart = loadedAtStart();
    expect(atStart).toEqual(expect.arrayContaining(['better-sqlite3', 'argon2']));
    // The rest is bundled in (decision 155): hono, zod and drizzle are read from the build, not resolved in node_modules.
    for (const bundled of ['@hono/node-server', 'hono', 'zod', 'drizzle-orm']) expect(atStart).not.toContain(bundled);
    for (const sdk of SDKS) expect(atStart).not.toContain(sdk);
  });

  it('keeps each SDK in the chunk its adapter imports dynamically', () => {
    const chunks = readdirSync(outdir).filter((file) => file.endsWith('.js') && file !== 'server.js');
    for (const sdk of SDKS) expect(chunks.some((chunk) => importsOf(readFileSync(join(outdir, chunk), 'utf8')).includes(sdk)), sdk).toBe(true);
    expect(readFileSync(join(outdir, 'server.js'), 'utf8')).toMatch(/await import\("\.\/braintree-payment-gateway-[^"]+\.js"\)/);
  });
});
