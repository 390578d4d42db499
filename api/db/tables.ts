/**
 * The tables the app queries, bound to the dialect of the database this process opened (decision 148). Services
 * import tables from here, never from `schema/` or `schema-pg/`: each binding is the SQLite table until a PostgreSQL
 * database is opened, then the PostgreSQL twin of the same name (`useDialect`). The two schemas describe the same
 * tables, columns and JavaScript values (schema-parity.test.ts), so the SQLite types stand for both.
 */

import * as sqliteAccountTokens from './schema/account-tokens';
import * as pgAccountTokens from './schema-pg/account-tokens';
import * as sqliteDeliveries from './schema/deliveries';
import * as pgDeliveries from './schema-pg/deliveries';
import * as sqliteDeliveryAddresses from './schema/delivery-addresses';
import * as pgDeliveryAddresses from './schema-pg/delivery-addresses';
import * as sqliteIdempotencyKeys from './schema/idempotency-keys';
import * as pgIdempotencyKeys from './schema-pg/idempotency-keys';
import * as sqliteJobLeases from './schema/job-leases';
import * as pgJobLeases from './schema-pg/job-leases';
import * as sqliteLoginDevices from './schema/login-devices';
import * as pgLoginDevices from './schema-pg/login-devices';
import * as sqliteMailQueue from './schema/mail-queue';
import * as pgMailQueue from './schema-pg/mail-queue';
import * as sqliteMessagingAlerts from './schema/messaging-alerts';
import * as pgMessagingAlerts from './schema-pg/messaging-alerts';
import * as sqliteMessages from './schema/messages';
import * as pgMessages from './schema-pg/messages';
import * as sqlitePackages from './schema/packages';
import * as pgPackages from './schema-pg/packages';
import * as sqlitePaymentGateways from './schema/payment-gateways';
import * as pgPaymentGateways from './schema-pg/payment-gateways';
import * as sqlitePayments from './schema/payments';
import * as pgPayments from './schema-pg/payments';
import * as sqlitePhotos from './schema/photos';
import * as pgPhotos from './schema-pg/photos';
import * as sqlitePickups from './schema/pickups';
import * as pgPickups from './schema-pg/pickups';
import * as sqlitePushAlerts from './schema/push-alerts';
import * as pgPushAlerts from './schema-pg/push-alerts';
import * as sqlitePushSubscriptions from './schema/push-subscriptions';
import * as pgPushSubscriptions from './schema-pg/push-subscriptions';
import * as sqliteRateLimitHits from './schema/rate-limit-hits';
import * as pgRateLimitHits from './schema-pg/rate-limit-hits';
import * as sqliteSessions from './schema/sessions';
import * as pgSessions from './schema-pg/sessions';
import * as sqliteSettings from './schema/settings';
import * as pgSettings from './schema-pg/settings';
import * as sqliteSubscriptions from './schema/subscriptions';
import * as pgSubscriptions from './schema-pg/subscriptions';
import * as sqliteUnidentifiedParcels from './schema/unidentified-parcels';
import * as pgUnidentifiedParcels from './schema-pg/unidentified-parcels';
import * as sqliteUsers from './schema/users';
import * as pgUsers from './schema-pg/users';
import * as sqliteWarehouseAddresses from './schema/warehouse-addresses';
import * as pgWarehouseAddresses from './schema-pg/warehouse-addresses';

import * as sqliteMissingParcels from './schema/missing-parcels';
import * as pgMissingParcels from './schema-pg/missing-parcels';
import * as sqlitePackageInvoices from './schema/package-invoices';
import * as pgPackageInvoices from './schema-pg/package-invoices';
import * as sqliteSigningKeys from './schema/signing-keys';
import * as pgSigningKeys from './schema-pg/signing-keys';
import * as sqliteStorageExtensions from './schema/storage-extensions';
import * as pgStorageExtensions from './schema-pg/storage-extensions';
import * as sqliteTrips from './schema/trips';
import * as pgTrips from './schema-pg/trips';
export type Dialect = 'sqlite' | 'postgresql';

// Row types, enums and constants: the SQLite files' (the PostgreSQL ones re-export the same).
export * from './schema/account-tokens';
export * from './schema/deliveries';
export * from './schema/delivery-addresses';
export * from './schema/idempotency-keys';
export * from './schema/job-leases';
export * from './schema/login-devices';
export * from './schema/mail-queue';
export * from './schema/messaging-alerts';
export * from './schema/messages';
export * from './schema/packages';
export * from './schema/payment-gateways';
export * from './schema/payments';
export * from './schema/photos';
export * from './schema/pickups';
export * from './schema/push-alerts';
export * from './schema/push-subscriptions';
export * from './schema/rate-limit-hits';
export * from './schema/sessions';
export * from './schema/settings';
export * from './schema/subscriptions';
export * from './schema/unidentified-parcels';
export * from './schema/users';
export * from './schema/warehouse-addresses';

export * from './schema/missing-parcels';
export * from './schema/package-invoices';
export * from './schema/signing-keys';
export * from './schema/storage-extensions';
export * from './schema/trips';
export let emailVerificationTokens = sqliteAccountTokens.emailVerificationTokens;
export let passwordResetTokens = sqliteAccountTokens.passwordResetTokens;
export let emailChangeRequests = sqliteAccountTokens.emailChangeRequests;
export let deliveryQuotes = sqliteDeliveries.deliveryQuotes;
export let deliveries = sqliteDeliveries.deliveries;
export let deliveryPackages = sqliteDeliveries.deliveryPackages;
export let deliveryTrackingEvents = sqliteDeliveries.deliveryTrackingEvents;
export let deliveryAddresses = sqliteDeliveryAddresses.deliveryAddresses;
export let idempotencyKeys = sqliteIdempotencyKeys.idempotencyKeys;
export let jobLeases = sqliteJobLeases.jobLeases;
export let loginDevices = sqliteLoginDevices.loginDevices;
export let mailQueue = sqliteMailQueue.mailQueue;
export let messagingPreferences = sqliteMessagingAlerts.messagingPreferences;
export let phoneVerifications = sqliteMessagingAlerts.phoneVerifications;
export let messageDeliveries = sqliteMessagingAlerts.messageDeliveries;
export let contactMessages = sqliteMessages.contactMessages;
export let contactMessageReplies = sqliteMessages.contactMessageReplies;
export let newsletterSignups = sqliteMessages.newsletterSignups;
export let packages = sqlitePackages.packages;
export let trackingEvents = sqlitePackages.trackingEvents;
export let packageWorkflow = sqlitePackages.packageWorkflow;
export let gatewayCustomers = sqlitePaymentGateways.gatewayCustomers;
export let localSandboxCustomers = sqlitePaymentGateways.localSandboxCustomers;
export let localSandboxPaymentMethods = sqlitePaymentGateways.localSandboxPaymentMethods;
export let localSandboxSubscriptions = sqlitePaymentGateways.localSandboxSubscriptions;
export let localSandboxTransactions = sqlitePaymentGateways.localSandboxTransactions;
export let localSandboxPaypalOrders = sqlitePaymentGateways.localSandboxPaypalOrders;
export let payments = sqlitePayments.payments;
export let webhookEvents = sqlitePayments.webhookEvents;
export let photos = sqlitePhotos.photos;
export let pickups = sqlitePickups.pickups;
export let pickupPackages = sqlitePickups.pickupPackages;
export let vapidKeys = sqlitePushAlerts.vapidKeys;
export let pushPreferences = sqlitePushAlerts.pushPreferences;
export let emailPreferences = sqlitePushAlerts.emailPreferences;
export let alertLog = sqlitePushAlerts.alertLog;
export let pushDeliveries = sqlitePushAlerts.pushDeliveries;
export let pushSubscriptions = sqlitePushSubscriptions.pushSubscriptions;
export let rateLimitHits = sqliteRateLimitHits.rateLimitHits;
export let sessions = sqliteSessions.sessions;
export let settings = sqliteSettings.settings;
export let subscriptions = sqliteSubscriptions.subscriptions;
export let unidentifiedParcels = sqliteUnidentifiedParcels.unidentifiedParcels;
export let users = sqliteUsers.users;
export let warehouseAddresses = sqliteWarehouseAddresses.warehouseAddresses;

export let missingParcelTasks = sqliteMissingParcels.missingParcelTasks;
export let packageInvoices = sqlitePackageInvoices.packageInvoices;
export let signingKeys = sqliteSigningKeys.signingKeys;
export let storageExtensions = sqliteStorageExtensions.storageExtensions;
export let overstayWarnings = sqliteStorageExtensions.overstayWarnings;
export let trips = sqliteTrips.trips;
let bound: Dialect = 'sqlite';
let chosen = false;

/** The dialect this process's database speaks, for the few queries each says its own way (the admin search). */
export function boundDialect(): Dialect {
  return bound;
}

/**
 * Binds the tables to a dialect, once per process: a process serves one database (each test file is its own module
 * graph, so a file may take either).
 */
export function useDialect(dialect: Dialect): void {
  if (chosen && bound !== dialect) throw new Error(`This process already opened a ${bound} database; one process serves one database.`);
  chosen = true;
  if (dialect === bound) return;
  bound = dialect;
  emailVerificationTokens = pgAccountTokens.emailVerificationTokens as unknown as typeof emailVerificationTokens;
  passwordResetTokens = pgAccountTokens.passwordResetTokens as unknown as typeof passwordResetTokens;
  emailChangeRequests = pgAccountTokens.emailChangeRequests as unknown as typeof emailChangeRequests;
  deliveryQuotes = pgDeliveries.deliveryQuotes as unknown as typeof deliveryQuotes;
  deliveries = pgDeliveries.deliveries as unknown as typeof deliveries;
  deliveryPackages = pgDeliveries.deliveryPackages as unknown as typeof deliveryPackages;
  deliveryTrackingEvents = pgDeliveries.deliveryTrackingEvents as unknown as typeof deliveryTrackingEvents;
  deliveryAddresses = pgDeliveryAddresses.deliveryAddresses as unknown as typeof deliveryAddresses;
  idempotencyKeys = pgIdempotencyKeys.idempotencyKeys as unknown as typeof idempotencyKeys;
  jobLeases = pgJobLeases.jobLeases as unknown as typeof jobLeases;
  loginDevices = pgLoginDevices.loginDevices as unknown as typeof loginDevices;
  mailQueue = pgMailQueue.mailQueue as unknown as typeof mailQueue;
  messagingPreferences = pgMessagingAlerts.messagingPreferences as unknown as typeof messagingPreferences;
  phoneVerifications = pgMessagingAlerts.phoneVerifications as unknown as typeof phoneVerifications;
  messageDeliveries = pgMessagingAlerts.messageDeliveries as unknown as typeof messageDeliveries;
  contactMessages = pgMessages.contactMessages as unknown as typeof contactMessages;
  contactMessageReplies = pgMessages.contactMessageReplies as unknown as typeof contactMessageReplies;
  newsletterSignups = pgMessages.newsletterSignups as unknown as typeof newsletterSignups;
  packages = pgPackages.packages as unknown as typeof packages;
  trackingEvents = pgPackages.trackingEvents as unknown as typeof trackingEvents;
  packageWorkflow = pgPackages.packageWorkflow as unknown as typeof packageWorkflow;
  gatewayCustomers = pgPaymentGateways.gatewayCustomers as unknown as typeof gatewayCustomers;
  localSandboxCustomers = pgPaymentGateways.localSandboxCustomers as unknown as typeof localSandboxCustomers;
  localSandboxPaymentMethods = pgPaymentGateways.localSandboxPaymentMethods as unknown as typeof localSandboxPaymentMethods;
  localSandboxSubscriptions = pgPaymentGateways.localSandboxSubscriptions as unknown as typeof localSandboxSubscriptions;
  localSandboxTransactions = pgPaymentGateways.localSandboxTransactions as unknown as typeof localSandboxTransactions;
  localSandboxPaypalOrders = pgPaymentGateways.localSandboxPaypalOrders as unknown as typeof localSandboxPaypalOrders;
  payments = pgPayments.payments as unknown as typeof payments;
  webhookEvents = pgPayments.webhookEvents as unknown as typeof webhookEvents;
  photos = pgPhotos.photos as unknown as typeof photos;
  pickups = pgPickups.pickups as unknown as typeof pickups;
  pickupPackages = pgPickups.pickupPackages as unknown as typeof pickupPackages;
  vapidKeys = pgPushAlerts.vapidKeys as unknown as typeof vapidKeys;
  pushPreferences = pgPushAlerts.pushPreferences as unknown as typeof pushPreferences;
  emailPreferences = pgPushAlerts.emailPreferences as unknown as typeof emailPreferences;
  alertLog = pgPushAlerts.alertLog as unknown as typeof alertLog;
  pushDeliveries = pgPushAlerts.pushDeliveries as unknown as typeof pushDeliveries;
  pushSubscriptions = pgPushSubscriptions.pushSubscriptions as unknown as typeof pushSubscriptions;
  rateLimitHits = pgRateLimitHits.rateLimitHits as unknown as typeof rateLimitHits;
  sessions = pgSessions.sessions as unknown as typeof sessions;
  settings = pgSettings.settings as unknown as typeof settings;
  subscriptions = pgSubscriptions.subscriptions as unknown as typeof subscriptions;
  unidentifiedParcels = pgUnidentifiedParcels.unidentifiedParcels as unknown as typeof unidentifiedParcels;
  users = pgUsers.users as unknown as typeof users;
  warehouseAddresses = pgWarehouseAddresses.warehouseAddresses as unknown as typeof warehouseAddresses;
  missingParcelTasks = pgMissingParcels.missingParcelTasks as unknown as typeof missingParcelTasks;
  packageInvoices = pgPackageInvoices.packageInvoices as unknown as typeof packageInvoices;
  signingKeys = pgSigningKeys.signingKeys as unknown as typeof signingKeys;
  storageExtensions = pgStorageExtensions.storageExtensions as unknown as typeof storageExtensions;
  overstayWarnings = pgStorageExtensions.overstayWarnings as unknown as typeof overstayWarnings;
  trips = pgTrips.trips as unknown as typeof trips;
}
