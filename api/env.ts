import { existsSync } from 'node:fs';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8000),
    HOST: z.string().default('0.0.0.0'),
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
    TRUST_PROXY: flag.default(false),
    PWA_DIST_DIR: z.string().default('dist/pwa'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SUPERADMIN_EMAIL) !== Boolean(env.SUPERADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['SUPERADMIN_PASSWORD'], message: 'set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together' });
    }
    if (env.RECAPTCHA_MODE === 'google' && !(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_SECRET_KEY'], message: 'RECAPTCHA_MODE=google needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY' });
    }
    if (env.NODE_ENV !== 'production') return;
    // Production never runs on a local stand-in for an outside system.
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'production needs a real SMTP server (the local outbox is for development)' });
    if (env.RECAPTCHA_MODE === 'local') ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_MODE'], message: 'production cannot use the local reCAPTCHA verifier' });
    if (!env.APP_URL) ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'production needs the public APP_URL' });
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
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
