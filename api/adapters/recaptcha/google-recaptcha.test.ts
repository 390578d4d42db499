import { describe, expect, it } from 'vitest';
import { createRecaptcha } from './create-recaptcha';
import { createGoogleRecaptcha } from './google-recaptcha';
import { localRecaptcha } from './local-recaptcha';

interface Asked {
  url: string;
  method: string | undefined;
  form: Record<string, string>;
  hasTimeout: boolean;
}

/** Google's siteverify answering `answer` (or failing), recording what it was asked. */
function siteverify(answer: object | Error, status = 200) {
  const asked: Asked[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(url), method: init?.method, form: Object.fromEntries(new URLSearchParams(init?.body as URLSearchParams)), hasTimeout: init?.signal instanceof AbortSignal });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, verifier: createGoogleRecaptcha('site-key', 'secret-key', fetchImpl) };
}

describe('Google reCAPTCHA v3: who is let through registration, resending and subscribing', () => {
  it('lets a human through: success, the same action, a score of 0.5 or more', async () => {
    const { verifier } = siteverify({ success: true, action: 'register', score: 0.5 });
    expect(await verifier.verify('token', 'register', null)).toBe(true);
  });

  it('asks Google with our secret, the visitor token and their address, under a time limit', async () => {
    const { asked, verifier } = siteverify({ success: true, action: 'subscribe', score: 0.9 });
    await verifier.verify('visitor-token', 'subscribe', '203.0.113.7');
    expect(asked).toEqual([
      {
        url: 'https://www.google.com/recaptcha/api/siteverify',
        method: 'POST',
        form: { secret: 'secret-key', response: 'visitor-token', remoteip: '203.0.113.7' },
        hasTimeout: true,
      },
    ]);
  });

  it('sends no address when the visitor has none', async () => {
    const { asked, verifier } = siteverify({ success: true, action: 'register', score: 0.9 });
    await verifier.verify('visitor-token', 'register', null);
    expect(asked[0]?.form).toEqual({ secret: 'secret-key', response: 'visitor-token' });
  });

  it('refuses a likely bot: a score under 0.5', async () => {
    const { verifier } = siteverify({ success: true, action: 'register', score: 0.4 });
    expect(await verifier.verify('token', 'register', null)).toBe(false);
  });

  it('refuses a token Google rejects, even with a good score', async () => {
    const { verifier } = siteverify({ success: false, action: 'register', score: 0.9 });
    expect(await verifier.verify('token', 'register', null)).toBe(false);
  });

  it('refuses a token made for another action (a resend token replayed on registration)', async () => {
    const { verifier } = siteverify({ success: true, action: 'resend_verification', score: 0.9 });
    expect(await verifier.verify('token', 'register', null)).toBe(false);
  });

  it('accepts an answer without action or score, as Google gives for a checkbox token', async () => {
    const { verifier } = siteverify({ success: true });
    expect(await verifier.verify('token', 'register', null)).toBe(true);
  });

  it('refuses when Google cannot be asked: an error answer or no connection', async () => {
    expect(await siteverify({ success: true, action: 'register', score: 0.9 }, 500).verifier.verify('token', 'register', null)).toBe(false);
    expect(await siteverify(new Error('ECONNREFUSED')).verifier.verify('token', 'register', null)).toBe(false);
  });

  it('tells the browser to load Google v3 with the site key', () => {
    expect(siteverify({ success: true }).verifier.config).toEqual({ enabled: true, site_key: 'site-key', version: 'v3' });
  });
});

describe('RECAPTCHA_MODE picks the verifier', () => {
  it('google: Google v3 with the configured site key', () => {
    expect(createRecaptcha({ RECAPTCHA_MODE: 'google', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }).config).toEqual({ enabled: true, site_key: 'site', version: 'v3' });
  });

  it('local: the offline stand-in', () => {
    expect(createRecaptcha({ RECAPTCHA_MODE: 'local', RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET_KEY: undefined })).toBe(localRecaptcha);
  });

  it('off: no check, every request passes and the browser loads nothing', async () => {
    const off = createRecaptcha({ RECAPTCHA_MODE: 'off', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' });
    expect(off.config.enabled).toBe(false);
    expect(await off.verify('anything', 'register', null)).toBe(true);
  });
});
