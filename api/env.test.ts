import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { InvalidEnvError, loadEnv } from './env';

const PRODUCTION_OK = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mailer.example.com:587',
  APP_URL: 'https://miamidrop.example',
  BRAINTREE_MERCHANT_ID: 'merchant',
  BRAINTREE_PUBLIC_KEY: 'public',
  BRAINTREE_PRIVATE_KEY: 'private',
  PAYPAL_CLIENT_ID: 'client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_WEBHOOK_ID: 'WH-1',
  EASYPOST_API_KEY: 'EZAK_production',
  EASYPOST_WEBHOOK_SECRET: 'easypost-secret',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'twilio-auth-token-0123',
  TWILIO_FROM_NUMBER: '+13055550199',
};
const PROVIDER_KEYS = Object.fromEntries(Object.entries(PRODUCTION_OK).filter(([key]) => /^(BRAINTREE|PAYPAL|EASYPOST|TWILIO)_/.test(key)));

function loadError(source: Record<string, string | undefined>): InvalidEnvError {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidEnvError);
    return error as InvalidEnvError;
  }
  throw new Error('loadEnv accepted the configuration');
}

describe('loadEnv', () => {
  it('fills in the development defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8000,
      HOST: '127.0.0.1',
      DATABASE_URL: 'data/app.db',
      APP_URL: 'http://localhost:8000',
      MAIL_OUTBOX_DIR: 'data/mail',
      RECAPTCHA_MODE: 'off',
      TRUST_PROXY: 0,
      SEED_DEMO: true,
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('moves the clock of a local server only: production and a public address refuse CLOCK_START', () => {
    expect(loadEnv({ CLOCK_START: '2026-12-07T15:00:00Z' }).CLOCK_START).toBe('2026-12-07T15:00:00Z');
    expect(loadError({ CLOCK_START: 'next monday' }).message).toContain('CLOCK_START');
    expect(loadError({ ...PRODUCTION_OK, CLOCK_START: '2026-12-07T15:00:00Z' }).message).toContain('production runs on the real clock');
    expect(loadError({ APP_URL: 'https://staging.miamidrop.example', SEED_DEMO: 'false', SMTP_URL: 'smtp://m.example:587', CLOCK_START: '2026-12-07T15:00:00Z' }).message).toContain('a moved clock needs');
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', APP_URL: '', SEED_DEMO: '' })).toMatchObject({ PORT: 8000, APP_URL: 'http://localhost:8000', SEED_DEMO: true });
  });

  it('derives APP_URL from PORT and strips trailing slashes from a given one', () => {
    expect(loadEnv({ PORT: '3000' })).toMatchObject({ PORT: 3000, APP_URL: 'http://localhost:3000' });
    expect(loadEnv({ ...PRODUCTION_OK, APP_URL: 'https://miamidrop.example//' }).APP_URL).toBe('https://miamidrop.example');
  });

  it('reads flags in their common spellings', () => {
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ SEED_DEMO: 'yes' }).SEED_DEMO).toBe(true);
    expect(loadError({ SEED_DEMO: 'maybe' }).message).toMatch(/^Invalid configuration: SEED_DEMO: /);
  });

  it('reads TRUST_PROXY as a number of proxies in front (true = one) or a list of proxy addresses', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.44,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.0.2.44', 'fd00::/8']);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1,' }).TRUST_PROXY).toEqual(['10.0.0.1']);
    for (const bad of ['maybe', '11', 'proxy.internal', '10.0.0.0/40', '10.0.0.1, nginx']) {
      expect(loadError({ TRUST_PROXY: bad }).message).toMatch(/^Invalid configuration: TRUST_PROXY: true\/false, a number of proxies/);
    }
  });

  it('listens on loopback outside production unless HOST is set, on every interface in production', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv(PRODUCTION_OK).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...PRODUCTION_OK, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('refuses the demo accounts, local payments and the printing mail outbox when APP_URL is not this machine', () => {
    // NODE_ENV forgotten on a public server: every unsafe default is named, one line each.
    const error = loadError({ APP_URL: 'https://miamidrop.example' });
    expect(error.message).toBe(
      'Invalid configuration: ' +
        [
          'SEED_DEMO: the demo accounts (their passwords are in the README) need a localhost APP_URL (this one is miamidrop.example): set SEED_DEMO=false',
          'PAYMENTS_ADAPTER: the local payments sandbox (any fake nonce buys a plan) needs a localhost APP_URL (this one is miamidrop.example): set PAYMENTS_ADAPTER=braintree',
          'WALLET_ADAPTER: the local PayPal stand-in needs a localhost APP_URL (this one is miamidrop.example): set WALLET_ADAPTER=paypal',
          'SMTP_URL: the local mail outbox (it prints sign-in and reset links) needs a localhost APP_URL (this one is miamidrop.example): set SMTP_URL',
        ].join('; '),
    );
    expect(loadError({ ...PRODUCTION_OK, SEED_DEMO: 'true' }).message).toBe(
      'Invalid configuration: SEED_DEMO: the demo accounts (their passwords are in the README) need a localhost APP_URL (this one is miamidrop.example): set SEED_DEMO=false',
    );
    expect(loadError({ APP_URL: 'http://192.168.1.20:8000', SEED_DEMO: 'false', SMTP_URL: 'smtp://127.0.0.1:2525', ...PROVIDER_KEYS, WALLET_ADAPTER: 'paypal' }).message).toBe(
      'Invalid configuration: PAYMENTS_ADAPTER: the local payments sandbox (any fake nonce buys a plan) needs a localhost APP_URL (this one is 192.168.1.20:8000): set PAYMENTS_ADAPTER=braintree',
    );
    const realProviders = { ...PROVIDER_KEYS, PAYMENTS_ADAPTER: 'braintree', WALLET_ADAPTER: 'paypal', SEED_DEMO: 'false', SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(loadEnv({ APP_URL: 'https://staging.miamidrop.example', ...realProviders }).APP_URL).toBe('https://staging.miamidrop.example');
  });

  it.each(['http://localhost:8000', 'http://127.0.0.1:8721', 'http://[::1]:8000', 'http://app.localhost'])('keeps the local stand-ins and demo accounts on %s', (url) => {
    expect(loadEnv({ APP_URL: url })).toMatchObject({ SEED_DEMO: true, PAYMENTS_ADAPTER: 'local', WALLET_ADAPTER: 'local' });
  });

  it.each(['abc', '0', '70000', '80.5'])('refuses PORT=%s with a readable line', (port) => {
    const error = loadError({ PORT: port });
    expect(error.message).toMatch(/^Invalid configuration: PORT: \S.*$/);
    expect(error.message).not.toContain('\n');
  });

  it('refuses production without SMTP_URL and APP_URL, naming both', () => {
    const error = loadError({ NODE_ENV: 'production', ...PROVIDER_KEYS });
    expect(error.message).toContain('SMTP_URL: production needs a real SMTP server');
    expect(error.message).toContain('APP_URL: production needs the public APP_URL');
    expect(loadError({ NODE_ENV: 'production', SMTP_URL: PRODUCTION_OK.SMTP_URL }).message).toContain('APP_URL');
    expect(loadError({ NODE_ENV: 'production', APP_URL: PRODUCTION_OK.APP_URL }).message).toContain('SMTP_URL');
  });

  it('refuses the local reCAPTCHA verifier in production', () => {
    const error = loadError({ ...PRODUCTION_OK, RECAPTCHA_MODE: 'local' });
    expect(error.message).toBe('Invalid configuration: RECAPTCHA_MODE: production cannot use the local reCAPTCHA verifier');
  });

  it('allows the local reCAPTCHA verifier outside production', () => {
    expect(loadEnv({ RECAPTCHA_MODE: 'local' }).RECAPTCHA_MODE).toBe('local');
  });

  it('refuses google reCAPTCHA without its keys', () => {
    expect(loadError({ RECAPTCHA_MODE: 'google', RECAPTCHA_SITE_KEY: 'site' }).message).toContain('RECAPTCHA_SECRET_KEY');
    expect(loadEnv({ RECAPTCHA_MODE: 'google', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }).RECAPTCHA_MODE).toBe('google');
  });

  it('refuses SUPERADMIN_EMAIL without SUPERADMIN_PASSWORD and the reverse', () => {
    expect(loadError({ SUPERADMIN_EMAIL: 'boss@example.com' }).message).toBe(
      'Invalid configuration: SUPERADMIN_PASSWORD: set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together',
    );
    expect(loadError({ SUPERADMIN_PASSWORD: 'long-enough-pass' }).message).toContain('set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together');
    expect(loadEnv({ SUPERADMIN_EMAIL: 'boss@example.com', SUPERADMIN_PASSWORD: 'long-enough-pass' }).SUPERADMIN_EMAIL).toBe('boss@example.com');
  });

  it('refuses a short SUPERADMIN_PASSWORD and an invalid SUPERADMIN_EMAIL', () => {
    expect(loadError({ SUPERADMIN_EMAIL: 'boss@example.com', SUPERADMIN_PASSWORD: 'short' }).message).toContain('SUPERADMIN_PASSWORD');
    expect(loadError({ SUPERADMIN_EMAIL: 'boss', SUPERADMIN_PASSWORD: 'long-enough-pass' }).message).toContain('SUPERADMIN_EMAIL');
  });

  it('lists every problem on one line', () => {
    const error = loadError({ NODE_ENV: 'production', RECAPTCHA_MODE: 'local', ...PROVIDER_KEYS });
    expect(error.message).not.toContain('\n');
    for (const key of ['SMTP_URL', 'RECAPTCHA_MODE', 'APP_URL']) expect(error.message).toContain(`${key}: `);
    expect(error.message.split('; ')).toHaveLength(3);
    const fieldErrors = loadError({ PORT: 'x', SUPPORT_EMAIL: 'nope' });
    expect(fieldErrors.message).toMatch(/^Invalid configuration: PORT: .+; SUPPORT_EMAIL: .+$/);
  });

  it('turns SEED_DEMO off by default in production and lets it be turned on for a local APP_URL', () => {
    const env = loadEnv(PRODUCTION_OK);
    expect(env).toMatchObject({ NODE_ENV: 'production', SEED_DEMO: false, APP_URL: 'https://miamidrop.example' });
    expect(loadEnv({ ...PRODUCTION_OK, APP_URL: 'http://localhost:8000', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
  });

  it('uses the local payment stand-ins by default outside production and the real ones in production', () => {
    expect(loadEnv({})).toMatchObject({ PAYMENTS_ADAPTER: 'local', WALLET_ADAPTER: 'local', BRAINTREE_ENVIRONMENT: 'sandbox', PAYPAL_ENVIRONMENT: 'sandbox' });
    expect(loadEnv(PRODUCTION_OK)).toMatchObject({ PAYMENTS_ADAPTER: 'braintree', WALLET_ADAPTER: 'paypal' });
  });

  it('refuses the local payment stand-ins in production', () => {
    const error = loadError({ ...PRODUCTION_OK, PAYMENTS_ADAPTER: 'local', WALLET_ADAPTER: 'local' });
    expect(error.message).toContain('PAYMENTS_ADAPTER: production cannot use the local payments sandbox');
    expect(error.message).toContain('WALLET_ADAPTER: production cannot use the local PayPal stand-in');
  });

  it('refuses the real payment adapters without their keys', () => {
    expect(loadError({ PAYMENTS_ADAPTER: 'braintree', BRAINTREE_MERCHANT_ID: 'm' }).message).toContain('BRAINTREE_PRIVATE_KEY: PAYMENTS_ADAPTER=braintree needs');
    expect(loadError({ WALLET_ADAPTER: 'paypal', PAYPAL_CLIENT_ID: 'c' }).message).toContain('PAYPAL_WEBHOOK_ID: WALLET_ADAPTER=paypal needs');
    expect(loadError({ ...PRODUCTION_OK, BRAINTREE_PRIVATE_KEY: undefined }).message).toContain('BRAINTREE_PRIVATE_KEY');
    expect(loadEnv({ ...PROVIDER_KEYS, PAYMENTS_ADAPTER: 'braintree', WALLET_ADAPTER: 'paypal', PAYPAL_ENVIRONMENT: 'live' })).toMatchObject({ PAYMENTS_ADAPTER: 'braintree', PAYPAL_ENVIRONMENT: 'live' });
  });

  it('simulates carrier tracking outside production and uses EasyPost in production, never the simulation', () => {
    expect(loadEnv({})).toMatchObject({ TRACKING_ADAPTER: 'simulated', TRACKING_SIMULATED_SPAN_HOURS: 48 });
    expect(loadEnv({ TRACKING_SIMULATED_SPAN_HOURS: '2.5' }).TRACKING_SIMULATED_SPAN_HOURS).toBe(2.5);
    expect(loadError({ TRACKING_SIMULATED_SPAN_HOURS: '0' }).message).toMatch(/^Invalid configuration: TRACKING_SIMULATED_SPAN_HOURS: /);
    expect(loadEnv(PRODUCTION_OK)).toMatchObject({ TRACKING_ADAPTER: 'easypost', EASYPOST_API_KEY: 'EZAK_production' });
    expect(loadError({ ...PRODUCTION_OK, TRACKING_ADAPTER: 'simulated' }).message).toBe(
      'Invalid configuration: TRACKING_ADAPTER: production cannot use the simulated carrier tracking',
    );
    expect(loadError({ ...PRODUCTION_OK, EASYPOST_WEBHOOK_SECRET: undefined }).message).toContain('EASYPOST_WEBHOOK_SECRET: TRACKING_ADAPTER=easypost needs');
    expect(loadError({ TRACKING_ADAPTER: 'easypost', EASYPOST_WEBHOOK_SECRET: 's' }).message).toContain('needs EASYPOST_API_KEY and EASYPOST_WEBHOOK_SECRET');
    expect(loadEnv({ TRACKING_ADAPTER: 'easypost', EASYPOST_API_KEY: 'k', EASYPOST_WEBHOOK_SECRET: 's' }).TRACKING_ADAPTER).toBe('easypost');
    expect(loadError({ TRACKING_ADAPTER: 'aftership' }).message).toMatch(/^Invalid configuration: TRACKING_ADAPTER: /);
  });

  it('checks delivery addresses with the local twin outside production and with EasyPost in production, never the twin', () => {
    expect(loadEnv({}).ADDRESS_VERIFICATION_ADAPTER).toBe('local');
    expect(loadEnv(PRODUCTION_OK).ADDRESS_VERIFICATION_ADAPTER).toBe('easypost');
    expect(loadError({ ...PRODUCTION_OK, ADDRESS_VERIFICATION_ADAPTER: 'local' }).message).toBe(
      'Invalid configuration: ADDRESS_VERIFICATION_ADAPTER: production cannot use the local address verification',
    );
    expect(loadError({ ADDRESS_VERIFICATION_ADAPTER: 'easypost' }).message).toBe('Invalid configuration: EASYPOST_API_KEY: ADDRESS_VERIFICATION_ADAPTER=easypost needs EASYPOST_API_KEY');
    expect(loadEnv({ ADDRESS_VERIFICATION_ADAPTER: 'easypost', EASYPOST_API_KEY: 'k' }).ADDRESS_VERIFICATION_ADAPTER).toBe('easypost');
    expect(loadError({ ADDRESS_VERIFICATION_ADAPTER: 'usps' }).message).toMatch(/^Invalid configuration: ADDRESS_VERIFICATION_ADAPTER: /);
  });

  it('quotes and buys delivery labels with the local twin outside production and with EasyPost in production, never the twin', () => {
    expect(loadEnv({}).SHIPPING_ADAPTER).toBe('local');
    expect(loadEnv(PRODUCTION_OK).SHIPPING_ADAPTER).toBe('easypost');
    expect(loadError({ ...PRODUCTION_OK, SHIPPING_ADAPTER: 'local' }).message).toBe('Invalid configuration: SHIPPING_ADAPTER: production cannot use the local shipping twin');
    expect(loadError({ SHIPPING_ADAPTER: 'easypost' }).message).toBe('Invalid configuration: EASYPOST_API_KEY: SHIPPING_ADAPTER=easypost needs EASYPOST_API_KEY');
    expect(loadEnv({ SHIPPING_ADAPTER: 'easypost', EASYPOST_API_KEY: 'k' }).SHIPPING_ADAPTER).toBe('easypost');
    expect(loadError({ SHIPPING_ADAPTER: 'shippo' }).message).toMatch(/^Invalid configuration: SHIPPING_ADAPTER: /);
  });

  it('stores files in a local folder by default, in production too, or in an S3-compatible bucket with its settings', () => {
    expect(loadEnv({})).toMatchObject({ FILE_STORE: 'local', FILES_DIR: 'data/files' });
    expect(loadEnv(PRODUCTION_OK)).toMatchObject({ FILE_STORE: 'local' });
    const s3 = { FILE_STORE: 's3', S3_BUCKET: 'photos', S3_REGION: 'us-east-1', S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadEnv({ ...PRODUCTION_OK, ...s3 })).toMatchObject(s3);
    expect(loadError({ FILE_STORE: 's3', S3_REGION: 'us-east-1' }).message).toBe('Invalid configuration: S3_BUCKET: FILE_STORE=s3 needs S3_BUCKET and S3_REGION');
    expect(loadError({ ...s3, S3_SECRET_ACCESS_KEY: undefined }).message).toContain('S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
    expect(loadError({ ...s3, S3_ENDPOINT: 'not a url' }).message).toMatch(/^Invalid configuration: S3_ENDPOINT: /);
    expect(loadError({ FILE_STORE: 'gcs' }).message).toMatch(/^Invalid configuration: FILE_STORE: /);
  });

  it('sends push alerts through the local sandbox outside production and web-push in production, never the sandbox there', () => {
    expect(loadEnv({})).toMatchObject({ PUSH_ADAPTER: 'local', PUSH_OUTBOX_DIR: 'data/push', VAPID_SUBJECT: 'mailto:soporte@miamidrop.local' });
    expect(loadEnv(PRODUCTION_OK)).toMatchObject({ PUSH_ADAPTER: 'webpush' });
    expect(loadError({ ...PRODUCTION_OK, PUSH_ADAPTER: 'local' }).message).toBe('Invalid configuration: PUSH_ADAPTER: production cannot use the local push sandbox');
    expect(loadEnv({ PUSH_ADAPTER: 'webpush' }).PUSH_ADAPTER).toBe('webpush');
    expect(loadError({ PUSH_ADAPTER: 'fcm' }).message).toMatch(/^Invalid configuration: PUSH_ADAPTER: /);
  });

  it('texts alerts through the local twin outside production and Twilio in production with its keys, never the twin there', () => {
    expect(loadEnv({})).toMatchObject({ MESSAGING_ADAPTER: 'local', MESSAGING_OUTBOX_DIR: 'data/messages' });
    expect(loadEnv(PRODUCTION_OK)).toMatchObject({ MESSAGING_ADAPTER: 'twilio', TWILIO_FROM_NUMBER: '+13055550199' });
    expect(loadError({ ...PRODUCTION_OK, MESSAGING_ADAPTER: 'local' }).message).toBe('Invalid configuration: MESSAGING_ADAPTER: production cannot use the local SMS and WhatsApp twin');
    expect(loadError({ ...PRODUCTION_OK, TWILIO_AUTH_TOKEN: undefined }).message).toBe(
      'Invalid configuration: TWILIO_FROM_NUMBER: MESSAGING_ADAPTER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER',
    );
    expect(loadError({ ...PRODUCTION_OK, TWILIO_ACCOUNT_SID: 'SK123' }).message).toContain('TWILIO_ACCOUNT_SID: an Account SID');
    expect(loadError({ ...PRODUCTION_OK, TWILIO_WHATSAPP_FROM: '305-555-0199' }).message).toContain('TWILIO_WHATSAPP_FROM: an E.164 phone number');
    expect(loadEnv({ ...PRODUCTION_OK, TWILIO_WHATSAPP_FROM: '+14155238886' }).TWILIO_WHATSAPP_FROM).toBe('+14155238886');
    expect(loadError({ MESSAGING_ADAPTER: 'vonage' }).message).toMatch(/^Invalid configuration: MESSAGING_ADAPTER: /);
  });

  it('takes a VAPID key pair together or neither, and a mailto: or https: subject defaulting to SUPPORT_EMAIL', () => {
    const keys = { VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'), VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url') };
    expect(loadEnv(keys)).toMatchObject(keys);
    expect(loadEnv({ SUPPORT_EMAIL: 'help@miamidrop.example' }).VAPID_SUBJECT).toBe('mailto:help@miamidrop.example');
    expect(loadEnv({ VAPID_SUBJECT: 'https://miamidrop.example/contact' }).VAPID_SUBJECT).toBe('https://miamidrop.example/contact');
    expect(loadError({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY }).message).toBe(
      'Invalid configuration: VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither: a pair is generated once and stored)',
    );
    expect(loadError({ ...keys, VAPID_PUBLIC_KEY: 'short' }).message).toContain('VAPID_PUBLIC_KEY: the uncompressed P-256 public key');
    expect(loadError({ ...keys, VAPID_PRIVATE_KEY: `${keys.VAPID_PRIVATE_KEY}=` }).message).toContain('VAPID_PRIVATE_KEY: the P-256 private key');
    expect(loadError({ VAPID_SUBJECT: 'http://miamidrop.example' }).message).toContain('VAPID_SUBJECT: a mailto: address or an https: URL');
  });

  it('normalises photos on all cores but one, one or two at once, unless PHOTO_CONCURRENCY says otherwise (1 to 16)', () => {
    const cores = availableParallelism();
    expect(loadEnv({}).PHOTO_CONCURRENCY).toBe(cores > 2 ? 2 : 1);
    expect(loadEnv({ PHOTO_CONCURRENCY: '4' }).PHOTO_CONCURRENCY).toBe(4);
    for (const value of ['0', '17', '1.5', 'many']) expect(loadError({ PHOTO_CONCURRENCY: value }).message).toMatch(/^Invalid configuration: PHOTO_CONCURRENCY: /);
  });

  it('refuses several INSTANCES on the local photo folder, which only one machine has', () => {
    expect(loadError({ INSTANCES: '2' }).message).toMatch(/FILE_STORE: several INSTANCES need FILE_STORE=s3/);
    expect(loadEnv({ INSTANCES: '2', FILE_STORE: 's3', S3_BUCKET: 'photos', S3_REGION: 'us-east-1' }).INSTANCES).toBe(2);
    expect(loadEnv({}).INSTANCES).toBe(1);
  });

  it('refuses an unknown NODE_ENV', () => {
    expect(loadError({ NODE_ENV: 'staging' }).message).toMatch(/^Invalid configuration: NODE_ENV: /);
  });
});
