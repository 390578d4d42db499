import type { TFunction } from 'i18next';
import {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_OR_EXPIRED_TOKEN_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '@shared/accounts/account-messages';
import { ACCOUNT_SECURITY_MESSAGES } from '@shared/accounts/account-security-messages';
import { ADDRESS_MESSAGES } from '@shared/addresses/address-messages';
import { ACCOUNT_CLOSING_MESSAGES } from '@shared/accounts/account-closing-messages';
import { DELIVERY_MESSAGES } from '@shared/deliveries/delivery-messages';
import { ADMIN_USER_MESSAGES } from '@shared/admin/admin-user-messages';
import { PAYMENT_METHOD_ERRORS } from '@shared/payments/payment-method-messages';
import { PAYPAL_ERRORS } from '@shared/payments/paypal-messages';
import { gateMessages } from '@shared/subscription/gate-messages';
import { SUBSCRIBE_ERRORS } from '@shared/subscription/subscribe-messages';
import { SUBSCRIPTION_ACTION_MESSAGES } from '@shared/subscription/subscription-action-messages';
import { PACKAGE_MESSAGES, TRACKING_MESSAGES } from '@shared/packages/package-messages';
import { PICKUP_MESSAGES } from '@shared/pickup/pickup-messages';
import { PICKUP_PASS_MESSAGES } from '@shared/pickup/pickup-pass-messages';
import { RECEIVING_MESSAGES } from '@shared/receiving/receiving-messages';
import { PHOTO_MESSAGES } from '@shared/packages/photo-messages';
import { INVOICE_MESSAGES } from '@shared/packages/invoice-messages';
import { MISSING_PARCEL_MESSAGES } from '@shared/receiving/missing-parcel-messages';
import { PUSH_MESSAGES } from '@shared/push/push-messages';
import { MESSAGING_MESSAGES } from '@shared/push/messaging-messages';
import { CROSS_SITE_MESSAGE } from '@shared/security/security-messages';
import { WAREHOUSE_MESSAGES } from '@shared/warehouse/warehouse-messages';
import { TRIP_MESSAGES } from '@shared/trips/trip-messages';
import { STORAGE_MESSAGES } from '@shared/storage/storage-messages';
import { DISPOSAL_MESSAGES } from '@shared/storage/disposal-messages';
import { validationMessages } from '@shared/validation/messages';
import { declineGroup, declineMessageKey } from './payment-decline';

/** The API answers in English; these known texts have a translation under `serverMessages.`. */
const KNOWN_SERVER_MESSAGES: Record<string, string> = {
  [ACCOUNT_NOT_ACTIVATED_MESSAGE]: 'serverMessages.accountNotActivated',
  [INVALID_CREDENTIALS_MESSAGE]: 'serverMessages.invalidCredentials',
  [INVALID_OR_EXPIRED_TOKEN_MESSAGE]: 'serverMessages.invalidOrExpiredToken',
  [REGISTRATION_CLOSED_MESSAGE]: 'serverMessages.registrationClosed',
  [RESET_DONE_MESSAGE]: 'serverMessages.resetDone',
  [RESET_REQUESTED_MESSAGE]: 'serverMessages.resetRequested',
  'Too many login attempts. Please try again later.': 'serverMessages.tooManyLoginAttempts',
  'Authentication required': 'serverMessages.authenticationRequired',
  [CROSS_SITE_MESSAGE]: 'serverMessages.crossSiteRefused',
  'You do not have permission to do this': 'serverMessages.forbidden',
  [WAREHOUSE_MESSAGES.cannotDeleteActive]: 'serverMessages.warehouse.cannotDeleteActive',
  [WAREHOUSE_MESSAGES.notFound]: 'serverMessages.warehouse.notFound',
  [SUBSCRIBE_ERRORS.invalidPaymentMethod]: 'serverMessages.invalidPaymentMethod',
  [SUBSCRIBE_ERRORS.alreadySubscribed]: 'serverMessages.alreadySubscribed',
  [PAYMENT_METHOD_ERRORS.notFound]: 'serverMessages.paymentMethodNotFound',
  [PAYMENT_METHOD_ERRORS.paysSubscription]: 'serverMessages.cardPaysSubscription',
  [PAYPAL_ERRORS.notApproved]: 'serverMessages.orderNotApproved',
  [PAYPAL_ERRORS.notFound]: 'serverMessages.orderNotFound',
  [PAYPAL_ERRORS.createFailed]: 'serverMessages.paypalCreateFailed',
  [PAYPAL_ERRORS.captureFailed]: 'serverMessages.paypalCaptureFailed',
  [SUBSCRIPTION_ACTION_MESSAGES.alreadyCancelled]: 'serverMessages.alreadyCancelled',
  [SUBSCRIPTION_ACTION_MESSAGES.noActiveSubscription]: 'serverMessages.noActiveSubscription',
  [SUBSCRIPTION_ACTION_MESSAGES.walletNotCancellable]: 'serverMessages.walletNotCancellable',
  [SUBSCRIPTION_ACTION_MESSAGES.alreadyActive]: 'serverMessages.alreadyActive',
  [SUBSCRIPTION_ACTION_MESSAGES.nothingToReactivate]: 'serverMessages.nothingToReactivate',
};

for (const [key, text] of Object.entries(PACKAGE_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.package.${key}`;
for (const [key, text] of Object.entries(TRACKING_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.tracking.${key}`;
for (const [key, text] of Object.entries(PICKUP_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.pickup.${key}`;
for (const [key, text] of Object.entries(PICKUP_PASS_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `pickupPassMessages.${key}`;
for (const [key, text] of Object.entries(ADMIN_USER_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.adminUser.${key}`;
for (const [key, text] of Object.entries(PHOTO_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.photo.${key}`;
for (const [key, text] of Object.entries(INVOICE_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.invoice.${key}`;
for (const [key, text] of Object.entries(MISSING_PARCEL_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.missingParcel.${key}`;
for (const [key, text] of Object.entries(PUSH_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.push.${key}`;
for (const [key, text] of Object.entries(MESSAGING_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.messaging.${key}`;
for (const [key, text] of Object.entries(RECEIVING_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.receiving.${key}`;
for (const [key, text] of Object.entries(ADDRESS_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.addresses.${key}`;
for (const [key, text] of Object.entries(TRIP_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.trips.${key}`;
for (const [key, text] of Object.entries(DELIVERY_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.deliveries.${key}`;
for (const [key, text] of Object.entries(STORAGE_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.storage.${key}`;
for (const [key, text] of Object.entries(DISPOSAL_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.disposal.${key}`;
for (const [key, text] of Object.entries(ACCOUNT_CLOSING_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.accountClosing.${key}`;
for (const [key, text] of Object.entries(ACCOUNT_SECURITY_MESSAGES)) KNOWN_SERVER_MESSAGES[text] = `serverMessages.accountSecurity.${key}`;
// A refusal for want of a plan is the paywall's own sentence (part 1 section 6).
for (const key of ['subscriptionRequiredMessage', 'premiumRequiredMessage', 'plusRequiredMessage'] as const) KNOWN_SERVER_MESSAGES[gateMessages.en[key]] = `serverMessages.gate.${key}`;

for (const [key, text] of Object.entries(validationMessages.en)) KNOWN_SERVER_MESSAGES[text] = `validation.${key}`;

/** The card gateway was unreachable (api/modules/payments/gateway-errors.ts): the customer should try again later. */
const PAYMENT_SERVICE_UNAVAILABLE = 'Payment service unavailable. Please try again later.';

/** `code` is the processor response code a card refusal carries beside its text (402 `{ error, code }`). */
export function translateServerMessage(t: TFunction, text: string, code?: unknown): string {
  const key = KNOWN_SERVER_MESSAGES[text];
  if (key) return t(key);
  // "Payment declined: <the processor's own words>": what to do about it, never the bank's English (decision 121).
  if (text.startsWith(SUBSCRIBE_ERRORS.declinedPrefix)) {
    const reason = text.slice(SUBSCRIBE_ERRORS.declinedPrefix.length);
    return t(declineMessageKey(declineGroup(typeof code === 'string' ? code : null, reason)));
  }
  if (text === PAYMENT_SERVICE_UNAVAILABLE) return t(declineMessageKey('tryLater'));
  return text;
}
