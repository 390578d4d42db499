import { randomUUID } from 'node:crypto';
import { createAddressVerifier } from './adapters/address-verification/create-address-verifier';
import { createFileStore } from './adapters/files/create-file-store';
import { createMailer } from './adapters/mail/create-mailer';
import { createMessenger } from './adapters/messaging/create-messenger';
import { createPaymentGateway } from './adapters/payments/create-payment-gateway';
import { createPushSender } from './adapters/push/create-push-sender';
import { createRecaptcha } from './adapters/recaptcha/create-recaptcha';
import { createShippingProvider } from './adapters/shipping/create-shipping-provider';
import { createWalletGateway } from './adapters/wallet/create-wallet-gateway';
import { createTrackingProvider } from './adapters/tracking/create-tracking-provider';
import type { AppDeps } from './app-deps';
import { createClock } from './clock';
import type { AppDatabase } from './db/client';
import type { Env } from './env';
import type { Logger } from './logging/logger';
import { createAppMetrics } from './metrics/app-metrics';
import { createAlertWorker } from './modules/alerts/alert-worker';
import { createPhotoWorkQueue } from './modules/photos/photo-work';
import { resolveVapidDetails } from './modules/alerts/push-vapid-keys';

/** The real wiring from configuration: each outside system gets the adapter the env selects (an SDK loads only when its adapter is chosen). */
export async function createDeps(env: Env, db: AppDatabase, logger: Logger): Promise<AppDeps> {
  const now = createClock(env.CLOCK_START);
  const deps: AppDeps = {
    db,
    mailer: createMailer(env, logger),
    recaptcha: createRecaptcha(env),
    payments: await createPaymentGateway(env, db, now),
    wallet: await createWalletGateway(env, db, now),
    tracking: await createTrackingProvider(
      {
        adapter: env.TRACKING_ADAPTER,
        easypostApiKey: env.EASYPOST_API_KEY,
        easypostWebhookSecret: env.EASYPOST_WEBHOOK_SECRET,
        simulatedSpanHours: env.TRACKING_SIMULATED_SPAN_HOURS,
      },
      now,
    ),
    addressVerification: createAddressVerifier({ adapter: env.ADDRESS_VERIFICATION_ADAPTER, easypostApiKey: env.EASYPOST_API_KEY }, now),
    shipping: createShippingProvider({ adapter: env.SHIPPING_ADAPTER, easypostApiKey: env.EASYPOST_API_KEY }, now),
    files: await createFileStore(env),
    photoWork: createPhotoWorkQueue(env.PHOTO_CONCURRENCY),
    push: createPushSender(env, await resolveVapidDetails(db, env), logger),
    messaging: createMessenger(
      {
        adapter: env.MESSAGING_ADAPTER,
        outboxDir: env.MESSAGING_OUTBOX_DIR,
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        smsFrom: env.TWILIO_FROM_NUMBER,
        whatsappFrom: env.TWILIO_WHATSAPP_FROM,
      },
      logger,
    ),
    alerts: createAlertWorker(() => deps),
    config: { appUrl: env.APP_URL, trustProxy: env.TRUST_PROXY, supportEmail: env.SUPPORT_EMAIL, apiReference: env.API_REFERENCE, metricsToken: env.METRICS_TOKEN },
    bootId: randomUUID(),
    now,
    logger,
    metrics: createAppMetrics({ processMetrics: true }),
  };
  return deps;
}
