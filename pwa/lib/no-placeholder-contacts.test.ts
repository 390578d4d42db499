import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const PWA = join(__dirname, '..');
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$/;
// An input's example (the newsletter's "tu@email.com") shows the format, not a way to reach us.
const EXAMPLE_ADDRESS = /@email\.com$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'prerender' ? [] : sourceFiles(path);
    return /\.(tsx?|json)$/.test(name) && !SKIPPED.test(name) ? [path] : [];
  });
}

/**
 * Issue 11: every e-mail, phone, WhatsApp number, address and social link the app shows comes from the settings the
 * staff edit; none is written into the app's code or texts.
 */
describe('contact details in the app', () => {
  // Comments may show a format (a stored phone like +5411…); only what can reach the screen counts.
  const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const files = sourceFiles(PWA).map((path) => ({ path: relative(PWA, path), text: withoutComments(readFileSync(path, 'utf8')) }));

  it('reads every source and translation file of the PWA', () => {
    expect(files.some(({ path }) => path.startsWith('lib/locales/es/'))).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no e-mail address, phone number or social profile written in', () => {
    const found = files.flatMap(({ path, text }) => [
      ...[...text.matchAll(/[\w.+-]+@[\w-]+\.[\w.]{2,}/g)].map(([match]) => match).filter((address) => !EXAMPLE_ADDRESS.test(address)),
      ...[...text.matchAll(/\+\d[\d ()-]{8,}\d/g)].map(([match]) => match),
      ...[...text.matchAll(/https?:\/\/(?:www\.)?(?:instagram|facebook|wa\.me|api\.whatsapp)[^\s"'`]*/g)].map(([match]) => match),
    ].map((match) => `${path}: ${match}`));
    expect(found).toEqual([]);
  });
});
