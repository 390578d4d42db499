import { existsSync } from 'node:fs';
import { z } from 'zod';
import { parseProxyEntry } from './http/client-ip';
import { DEFAULT_PHOTO_CONCURRENCY } from './modules/photos/photo-work';
import { DEFAULT_BACKUP_SCHEDULE, isBackupSchedule } from './modules/backups/backup-schedule';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const TRUE_WORDS = ['1', 'true', 'on', 'yes'];
const FALSE_WORDS = ['0', 'false', 'off', 'no'];

/**
 * TRUST_PROXY (decision 110): a flag (true = one proxy of ours in front), a hop count, or our proxies' addresses
 * and CIDR ranges, comma-separated. Read as a count (0 = trust no forwarded address) or a list.
 */
const proxyTrust = z.string().transform((value, ctx): number | string[] => {
  const text = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(text)) return 1;
  if (FALSE_WORDS.includes(text)) return 0;
  if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length > 0 && entries.every((entry) => parseProxyEntry(entry))) return entries;
  ctx.addIssue({ code: 'custom', message: 'true/false, a number of proxies in front (0-10), or proxy addresses/CIDR ranges separated by commas' });
  return z.NEVER;
});

/** Hosts that only this machine reaches: the demo accounts and local payments are refused on any other APP_URL. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A key in URL-safe base64 without padding, as web-push writes and reads it. */
const base64urlBytes = (bytes: number, message: string) =>
  z.string().refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, message);

/** A phone number as Twilio takes it (E.164): a plus and up to 15 digits. */
const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'an E.164 phone number, e.g. +13055550123');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8000),
    /** Default: 0.0.0.0 in production, loopback (127.0.0.1) elsewhere (decision 111). */
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z.string().min(1).default('data/app.db'),
    APP_URL: z.url().optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Miami Drop <no-reply@miamidrop.local>'),
    MAIL_OUTBOX_DIR: z.string().min(1).default('data/mail'),
    SUPPORT_EMAIL: z.email().default('soporte@miamidrop.local'),
    SUPERADMIN_EMAIL: z.email().optional(),
    SUPERADMIN_PASSWORD: z.string().min(8).optional(),
    SEED_DEMO: flag.optional(),
    RECAPTCHA_MODE: z.enum(['off', 'local', 'google']).default('off'),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET_KEY: z.string().optional(),
    TRUST_PROXY: proxyTrust.default(0),
    PWA_DIST_DIR: z.string().default('dist/pwa'),
    PAYMENTS_ADAPTER: z.enum(['local', 'braintree']).optional(),
    BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    BRAINTREE_MERCHANT_ID: z.string().optional(),
    BRAINTREE_PUBLIC_KEY: z.string().optional(),
    BRAINTREE_PRIVATE_KEY: z.string().optional(),
    WALLET_ADAPTER: z.enum(['local', 'paypal']).optional(),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    TRACKING_ADAPTER: z.enum(['simulated', 'easypost']).optional(),
    EASYPOST_API_KEY: z.string().optional(),
    EASYPOST_WEBHOOK_SECRET: z.string().optional(),
    TRACKING_SIMULATED_SPAN_HOURS: z.coerce.number().positive().max(24 * 60).default(48),
    /** Delivery addresses checked by the carrier (decision 163): EasyPost with EASYPOST_API_KEY, or the local twin. */
    ADDRESS_VERIFICATION_ADAPTER: z.enum(['local', 'easypost']).optional(),
    /** Rates and labels for delivering packages to a US address (decision 165): EasyPost with EASYPOST_API_KEY, or the local twin. */
    SHIPPING_ADAPTER: z.enum(['local', 'easypost']).optional(),
    API_REFERENCE: flag.optional(),
    /** Server processes sharing this database behind a load balancer (README "Several instances"). */
    INSTANCES: z.coerce.number().int().min(1).default(1),
    FILE_STORE: z.enum(['local', 's3']).default('local'),
    FILES_DIR: z.string().min(1).default('data/files'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Parcel photos normalised at once (decision 140); three times as many uploads wait, the rest get 503. */
    PHOTO_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(DEFAULT_PHOTO_CONCURRENCY),
    PUSH_ADAPTER: z.enum(['local', 'webpush']).optional(),
    PUSH_OUTBOX_DIR: z.string().min(1).default('data/push'),
    VAPID_PUBLIC_KEY: base64urlBytes(65, 'the uncompressed P-256 public key (65 bytes), base64url').optional(),
    VAPID_PRIVATE_KEY: base64urlBytes(32, 'the P-256 private key (32 bytes), base64url').optional(),
    VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https: URL').optional(),
    /** SMS and WhatsApp alerts for Premium (decision 164): Twilio, or the local twin writing MESSAGING_OUTBOX_DIR. */
    MESSAGING_ADAPTER: z.enum(['local', 'twilio']).optional(),
    MESSAGING_OUTBOX_DIR: z.string().min(1).default('data/messages'),
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'an Account SID: AC and 32 hexadecimal digits').optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    TWILIO_FROM_NUMBER: e164.optional(),
    /** The WhatsApp sender (E.164); without it WhatsApp alerts are not offered. */
    TWILIO_WHATSAPP_FROM: e164.optional(),
    /** Logs and metrics (README "Logs and metrics"): the least level written, and JSON or pretty lines (default: JSON in production). */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** A Bearer token that opens GET /metrics to other hosts than this one (a scraper elsewhere). */
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    /** Backups (README "Backups", decision 151): one folder per backup under BACKUP_DIR, the newest BACKUP_RETENTION kept. */
    BACKUP_DIR: z.string().min(1).default('data/backups'),
    BACKUP_RETENTION: z.coerce.number().int().min(1).max(3650).default(14),
    /** The daily backup, a cron expression in New York time, or `off`. */
    BACKUP_SCHEDULE: z.string().trim().refine(isBackupSchedule, 'a cron expression (e.g. 15 4 * * *, New York time) or off').default(DEFAULT_BACKUP_SCHEDULE),
    /** A local server's clock starts here and runs on (journeys that need a weekday morning, decision 178); never in production. */
    CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SUPERADMIN_EMAIL) !== Boolean(env.SUPERADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['SUPERADMIN_PASSWORD'], message: 'set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together' });
    }
    if (env.RECAPTCHA_MODE === 'google' && !(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_SECRET_KEY'], message: 'RECAPTCHA_MODE=google needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY' });
    }
    const production = env.NODE_ENV === 'production';
    const payments = env.PAYMENTS_ADAPTER ?? (production ? 'braintree' : 'local');
    const wallet = env.WALLET_ADAPTER ?? (production ? 'paypal' : 'local');
    const tracking = env.TRACKING_ADAPTER ?? (production ? 'easypost' : 'simulated');
    const addressVerification = env.ADDRESS_VERIFICATION_ADAPTER ?? (production ? 'easypost' : 'local');
    const shipping = env.SHIPPING_ADAPTER ?? (production ? 'easypost' : 'local');
    const messaging = env.MESSAGING_ADAPTER ?? (production ? 'twilio' : 'local');
    if (payments === 'braintree' && !(env.BRAINTREE_MERCHANT_ID && env.BRAINTREE_PUBLIC_KEY && env.BRAINTREE_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['BRAINTREE_PRIVATE_KEY'], message: 'PAYMENTS_ADAPTER=braintree needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY' });
    }
    if (wallet === 'paypal' && !(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID)) {
      ctx.addIssue({ code: 'custom', path: ['PAYPAL_WEBHOOK_ID'], message: 'WALLET_ADAPTER=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID' });
    }
    if (tracking === 'easypost' && !(env.EASYPOST_API_KEY && env.EASYPOST_WEBHOOK_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['EASYPOST_WEBHOOK_SECRET'], message: 'TRACKING_ADAPTER=easypost needs EASYPOST_API_KEY and EASYPOST_WEBHOOK_SECRET' });
    }
    if (addressVerification === 'easypost' && !env.EASYPOST_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['EASYPOST_API_KEY'], message: 'ADDRESS_VERIFICATION_ADAPTER=easypost needs EASYPOST_API_KEY' });
    }
    if (shipping === 'easypost' && !env.EASYPOST_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['EASYPOST_API_KEY'], message: 'SHIPPING_ADAPTER=easypost needs EASYPOST_API_KEY' });
    }
    if (messaging === 'twilio' && !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM_NUMBER)) {
      ctx.addIssue({ code: 'custom', path: ['TWILIO_FROM_NUMBER'], message: 'MESSAGING_ADAPTER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER' });
    }
    if (env.FILE_STORE === 's3' && !(env.S3_BUCKET && env.S3_REGION)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'FILE_STORE=s3 needs S3_BUCKET and S3_REGION' });
    }
    if (env.INSTANCES > 1 && env.FILE_STORE === 'local') {
      ctx.addIssue({ code: 'custom', path: ['FILE_STORE'], message: 'several INSTANCES need FILE_STORE=s3: a local folder is one machine\'s, and the photos one instance stores the others could not serve' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither: a pair is generated once and stored)' });
    }
    // Zod still runs this refinement when a field failed (an invalid APP_URL or PORT): only a readable URL is judged.
    const appUrl = URL.parse(env.APP_URL ?? `http://localhost:${env.PORT}`);
    if (appUrl && !isLocalUrl(appUrl.href)) {
      // A public address means real people: nothing with a published password or free plans (decision 111).
      const local = `a localhost APP_URL (this one is ${appUrl.host})`;
      const refuse = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
      if (env.SEED_DEMO ?? !production) refuse('SEED_DEMO', `the demo accounts (their passwords are in the README) need ${local}: set SEED_DEMO=false`);
      if (payments === 'local') refuse('PAYMENTS_ADAPTER', `the local payments sandbox (any fake nonce buys a plan) needs ${local}: set PAYMENTS_ADAPTER=braintree`);
      if (wallet === 'local') refuse('WALLET_ADAPTER', `the local PayPal stand-in needs ${local}: set WALLET_ADAPTER=paypal`);
      if (!env.SMTP_URL && !production) refuse('SMTP_URL', `the local mail outbox (it prints sign-in and reset links) needs ${local}: set SMTP_URL`);
      if (env.CLOCK_START) refuse('CLOCK_START', `a moved clock needs ${local}: remove CLOCK_START`);
    }
    if (production && env.CLOCK_START) ctx.addIssue({ code: 'custom', path: ['CLOCK_START'], message: 'production runs on the real clock: remove CLOCK_START' });
    if (!production) return;
    // A local FILE_STORE is allowed here: a folder on the server's disk is a real store for a single server (decision 080).
    // Production never runs on a local stand-in for an outside system.
    if (payments === 'local') ctx.addIssue({ code: 'custom', path: ['PAYMENTS_ADAPTER'], message: 'production cannot use the local payments sandbox' });
    if (wallet === 'local') ctx.addIssue({ code: 'custom', path: ['WALLET_ADAPTER'], message: 'production cannot use the local PayPal stand-in' });
    if (tracking === 'simulated') ctx.addIssue({ code: 'custom', path: ['TRACKING_ADAPTER'], message: 'production cannot use the simulated carrier tracking' });
    if (addressVerification === 'local') {
      ctx.addIssue({ code: 'custom', path: ['ADDRESS_VERIFICATION_ADAPTER'], message: 'production cannot use the local address verification' });
    }
    if (shipping === 'local') ctx.addIssue({ code: 'custom', path: ['SHIPPING_ADAPTER'], message: 'production cannot use the local shipping twin' });
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'production needs a real SMTP server (the local outbox is for development)' });
    if (env.RECAPTCHA_MODE === 'local') ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_MODE'], message: 'production cannot use the local reCAPTCHA verifier' });
    if (env.PUSH_ADAPTER === 'local') ctx.addIssue({ code: 'custom', path: ['PUSH_ADAPTER'], message: 'production cannot use the local push sandbox' });
    if (messaging === 'local') ctx.addIssue({ code: 'custom', path: ['MESSAGING_ADAPTER'], message: 'production cannot use the local SMS and WhatsApp twin' });
    if (!env.APP_URL) ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'production needs the public APP_URL' });
  })
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    API_REFERENCE: env.API_REFERENCE ?? env.NODE_ENV !== 'production',
    PAYMENTS_ADAPTER: env.PAYMENTS_ADAPTER ?? (env.NODE_ENV === 'production' ? 'braintree' : 'local'),
    WALLET_ADAPTER: env.WALLET_ADAPTER ?? (env.NODE_ENV === 'production' ? 'paypal' : 'local'),
    TRACKING_ADAPTER: env.TRACKING_ADAPTER ?? (env.NODE_ENV === 'production' ? 'easypost' : 'simulated'),
    ADDRESS_VERIFICATION_ADAPTER: env.ADDRESS_VERIFICATION_ADAPTER ?? (env.NODE_ENV === 'production' ? 'easypost' : 'local'),
    SHIPPING_ADAPTER: env.SHIPPING_ADAPTER ?? (env.NODE_ENV === 'production' ? 'easypost' : 'local'),
    PUSH_ADAPTER: env.PUSH_ADAPTER ?? (env.NODE_ENV === 'production' ? 'webpush' : 'local'),
    MESSAGING_ADAPTER: env.MESSAGING_ADAPTER ?? (env.NODE_ENV === 'production' ? 'twilio' : 'local'),
    VAPID_SUBJECT: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
  }));

export type Env = z.infer<typeof EnvSchema>;

export class InvalidEnvError extends Error {}

/** The only place that reads process.env. Throws one readable line per problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(defined);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
  throw new InvalidEnvError(`Invalid configuration: ${lines.join('; ')}`);
}

/** The server's configuration: a `.env` file in the working directory (if any) under the real environment. */
export function loadProcessEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return loadEnv(process.env);
}
