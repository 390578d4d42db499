import { createMailer } from './adapters/mail/create-mailer';
import { createRecaptcha } from './adapters/recaptcha/create-recaptcha';
import type { AppDeps } from './app-deps';
import type { AppDatabase } from './db/client';
import type { Env } from './env';

/** The real wiring from configuration: each outside system gets the adapter the env selects. */
export function createDeps(env: Env, db: AppDatabase): AppDeps {
  return {
    db,
    mailer: createMailer(env),
    recaptcha: createRecaptcha(env),
    config: { appUrl: env.APP_URL, trustProxy: env.TRUST_PROXY, supportEmail: env.SUPPORT_EMAIL },
    now: () => new Date(),
    log: (line) => console.log(line),
  };
}
