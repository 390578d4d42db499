import type { AddressVerifier } from './adapters/address-verification/address-verifier';
import type { AppDatabase } from './db/client';
import type { FileStore } from './adapters/files/file-store';
import type { Mailer } from './adapters/mail/mailer';
import type { Messenger } from './adapters/messaging/messenger';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import type { PushSender } from './adapters/push/push-sender';
import type { RecaptchaVerifier } from './adapters/recaptcha/recaptcha-verifier';
import type { ShippingProvider } from './adapters/shipping/shipping-provider';
import type { TrackingProvider } from './adapters/tracking/tracking-provider';
import type { WalletGateway } from './adapters/wallet/wallet-gateway';
import type { ProxyTrust } from './http/client-ip';
import type { AlertWorker } from './modules/alerts/alert-worker';
import type { WorkQueue } from './background/work-queue';
import type { Logger } from './logging/logger';
import type { AppMetrics } from './metrics/app-metrics';

export interface AppConfig {
  /** Public base URL for links in e-mails, without a trailing slash. */
  appUrl: string;
  /** Which X-Forwarded-For hops our own proxies wrote (decision 110). */
  trustProxy: ProxyTrust;
  supportEmail: string;
  /** Serve the API reference page at /api/docs (the document at /api/openapi.json is always served). */
  apiReference: boolean;
  /** METRICS_TOKEN: a Bearer token that opens GET /metrics to other hosts than this one. */
  metricsToken?: string;
}

/** Everything a request handler needs from outside; tests build it with their own parts. */
export interface AppDeps {
  db: AppDatabase;
  mailer: Mailer;
  recaptcha: RecaptchaVerifier;
  /** Card payments: Braintree or the local sandbox stand-in. */
  payments: PaymentGateway;
  /** One-time wallet payments: PayPal Orders v2 or the local stand-in. */
  wallet: WalletGateway;
  /** Carrier tracking: EasyPost or the simulated provider. */
  tracking: TrackingProvider;
  /** Delivery addresses checked by the carrier: EasyPost or the local twin. */
  addressVerification: AddressVerifier;
  /** Rates, labels and refunds for delivering packages to a US address: EasyPost or the local twin. */
  shipping: ShippingProvider;
  /** Uploaded files (parcel photos): a local folder or an S3-compatible bucket. */
  files: FileStore;
  /** Photo uploads in the server: PHOTO_CONCURRENCY normalised at once, a short line waiting, the rest refused. */
  photoWork: WorkQueue;
  /** Web Push sends: the push services through web-push, or the local sandbox. */
  push: PushSender;
  /** SMS and WhatsApp sends for Premium alerts: Twilio, or the local twin. */
  messaging: Messenger;
  /** Delivers recorded alerts in the background (services kick it after recording one). */
  alerts: AlertWorker;
  config: AppConfig;
  /** This process's start: a claim on an Idempotency-Key made under another boot has no run left to answer it. */
  bootId: string;
  now: () => Date;
  /** Structured lines (pino); a line written while a request is handled carries its id. Jobs log through a child with `job`. */
  logger: Logger;
  metrics: AppMetrics;
}
