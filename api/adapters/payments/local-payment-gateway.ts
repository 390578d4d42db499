import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, max, ne } from 'drizzle-orm';
import { SANDBOX_NONCES } from '../../../shared/payments/local-sandbox';
import { planByProviderId } from '../../../shared/plans/plan-catalog';
import { newYorkToday } from '../../../shared/time/new-york';
import { type AppDatabase, type Db, writeTransaction } from '../../db/client';
import { lazySigningKey } from '../local-signing-key';
import { localSandboxCustomers, localSandboxPaymentMethods, localSandboxSubscriptions, localSandboxTransactions } from '../../db/tables';
import {
  GatewayError,
  notificationKey,
  SUBSCRIPTION_EVENT_BY_KIND,
  type GatewayNotification,
  type PaymentGateway,
  type VaultedCard,
} from './payment-gateway';

const LOCAL_PUBLIC_KEY = 'local_public_key';

interface FakeCard {
  cardType: string;
  last4: string;
  outcome: 'valid' | 'declined';
}

const VISA = 'Visa';
const MASTERCARD = 'MasterCard';
const AMEX = 'American Express';
const DISCOVER = 'Discover';

/** Braintree's documented sandbox nonces and the cards they stand for. */
const FAKE_CARDS: Record<string, FakeCard> = {
  [SANDBOX_NONCES.valid]: { cardType: VISA, last4: '1881', outcome: 'valid' },
  [SANDBOX_NONCES.validVisa]: { cardType: VISA, last4: '1881', outcome: 'valid' },
  [SANDBOX_NONCES.validMastercard]: { cardType: MASTERCARD, last4: '4444', outcome: 'valid' },
  [SANDBOX_NONCES.validAmex]: { cardType: AMEX, last4: '0005', outcome: 'valid' },
  [SANDBOX_NONCES.validDiscover]: { cardType: DISCOVER, last4: '1117', outcome: 'valid' },
  'fake-valid-debit-nonce': { cardType: VISA, last4: '0004', outcome: 'valid' },
  'fake-valid-prepaid-nonce': { cardType: VISA, last4: '0000', outcome: 'valid' },
  'fake-valid-commercial-nonce': { cardType: VISA, last4: '0003', outcome: 'valid' },
  [SANDBOX_NONCES.declinedVisa]: { cardType: VISA, last4: '1115', outcome: 'declined' },
  [SANDBOX_NONCES.declinedMastercard]: { cardType: MASTERCARD, last4: '5100', outcome: 'declined' },
  [SANDBOX_NONCES.declinedAmex]: { cardType: AMEX, last4: '0126', outcome: 'declined' },
  [SANDBOX_NONCES.declinedDiscover]: { cardType: DISCOVER, last4: '0004', outcome: 'declined' },
};

/** Braintree's processor answer for the declined sandbox nonces. */
export const DECLINE_CODE = '2000';
export const DECLINE_TEXT = 'Do Not Honor';

/** Braintree's validation errors for rejected nonces. */
const REJECTIONS: Record<string, { code: string; message: string }> = {
  [SANDBOX_NONCES.luhnInvalid]: { code: '81715', message: 'Credit card number is invalid.' },
  [SANDBOX_NONCES.consumed]: { code: '93107', message: 'Cannot use a payment_method_nonce more than once.' },
};
const UNKNOWN_NONCE = { code: '91565', message: 'Unknown or expired payment_method_nonce.' };

/**
 * Braintree's sandbox test amounts: a sale of 2000.00 to 2999.99 is declined with the processor code of its whole
 * dollars (2000 Do Not Honor); any other amount is approved.
 */
const DECLINED_AMOUNT_CENTS = { from: 200_000, to: 299_999 };
const isDeclinedAmount = (cents: number) => cents >= DECLINED_AMOUNT_CENTS.from && cents <= DECLINED_AMOUNT_CENTS.to;
const declineOfAmount = (cents: number) => {
  const code = String(Math.floor(cents / 100));
  return new GatewayError('declined', code === DECLINE_CODE ? DECLINE_TEXT : 'Processor Declined', code);
};
const NOT_VOIDABLE = { code: '91504', message: 'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.' };
const ALREADY_REFUNDED = { code: '91512', message: 'Transaction has already been completely refunded.' };

export interface LocalNotificationOptions {
  timestamp?: Date;
  transactionId?: string;
}

export interface LocalPaymentGateway extends PaymentGateway {
  /** A signed notification as the sandbox would post it (like Braintree's webhookTesting.sampleNotification). */
  sampleNotification(kind: string, subscriptionId: string, options?: LocalNotificationOptions): Promise<{ bt_signature: string; bt_payload: string }>;
}

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('hex');

function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The offline stand-in for Braintree's sandbox. Its "remote" state lives in the local_sandbox_*
 * tables; ids are sequential (local-customer-1, local-card-1 …), so runs are deterministic.
 * Operations on subscriptions it does not know (the demo seed's) succeed, as after a sandbox reset.
 * webhookKey, like Braintree's private key, signs its notifications: by default this database's own (read on first need).
 */
export function createLocalPaymentGateway(db: AppDatabase, now: () => Date, webhookKey?: string): LocalPaymentGateway {
  const signingKey = lazySigningKey(db, 'payments', webhookKey);
  const cardOf = (row: typeof localSandboxPaymentMethods.$inferSelect): VaultedCard => ({
    token: row.token,
    cardType: row.cardType,
    last4: row.last4,
    cardholderName: row.cardholderName,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    isDefault: row.isDefault,
  });

  const findCard = async (token: string) =>
    (await db.select().from(localSandboxPaymentMethods).where(eq(localSandboxPaymentMethods.token, token)).limit(1))[0];

  async function nextId(tx: Db, table: typeof localSandboxCustomers | typeof localSandboxPaymentMethods | typeof localSandboxSubscriptions | typeof localSandboxTransactions) {
    const [row] = await tx.select({ last: max(table.id) }).from(table);
    return (row?.last ?? 0) + 1;
  }

  function charge(subscriptionId: string | null, amountCents: number): Promise<string> {
    return writeTransaction(db, async (tx) => {
      const id = await nextId(tx, localSandboxTransactions);
      const transactionId = `local-transaction-${id}`;
      await tx.insert(localSandboxTransactions).values({ id, transactionId, subscriptionId, amountCents, status: 'submitted_for_settlement', createdAt: now() });
      return transactionId;
    });
  }

  return {
    mode: 'local',

    async generateClientToken(customerId) {
      return Buffer.from(JSON.stringify({ version: 'local-1', customerId })).toString('base64');
    },

    async createCustomer(input) {
      return writeTransaction(db, async (tx) => {
        const id = await nextId(tx, localSandboxCustomers);
        const customerId = `local-customer-${id}`;
        await tx.insert(localSandboxCustomers).values({ id, customerId, email: input.email, firstName: input.firstName, lastName: input.lastName, createdAt: now() });
        return customerId;
      });
    },

    async vaultCard({ customerId, nonce, makeDefault, cardholderName }) {
      const rejection = REJECTIONS[nonce];
      if (rejection) throw new GatewayError('invalid_payment_method', rejection.message, rejection.code);
      const fake = FAKE_CARDS[nonce] ?? (/^fake-valid-[a-z-]*nonce$/.test(nonce) ? { cardType: VISA, last4: '1881', outcome: 'valid' as const } : undefined);
      if (!fake) throw new GatewayError('invalid_payment_method', UNKNOWN_NONCE.message, UNKNOWN_NONCE.code);
      // Cards are verified when vaulted, so a processor decline never leaves a saved card behind.
      if (fake.outcome === 'declined') throw new GatewayError('declined', DECLINE_TEXT, DECLINE_CODE);
      const [customer] = await db.select().from(localSandboxCustomers).where(eq(localSandboxCustomers.customerId, customerId)).limit(1);
      if (!customer) throw new GatewayError('not_found', 'Customer not found');
      return writeTransaction(db, async (tx) => {
        const existing = await tx.select().from(localSandboxPaymentMethods).where(eq(localSandboxPaymentMethods.customerId, customerId));
        const isDefault = makeDefault || existing.length === 0;
        if (isDefault) await tx.update(localSandboxPaymentMethods).set({ isDefault: false }).where(eq(localSandboxPaymentMethods.customerId, customerId));
        const id = await nextId(tx, localSandboxPaymentMethods);
        const [row] = await tx
          .insert(localSandboxPaymentMethods)
          .values({
            id,
            token: `local-card-${id}`,
            customerId,
            cardType: fake.cardType,
            last4: fake.last4,
            cardholderName: cardholderName?.trim() || [customer.firstName, customer.lastName].filter(Boolean).join(' ') || null,
            expirationMonth: '12',
            expirationYear: String(now().getUTCFullYear() + 3),
            isDefault,
            createdAt: now(),
          })
          .returning();
        return cardOf(row!);
      });
    },

    async listCards(customerId) {
      const rows = await db.select().from(localSandboxPaymentMethods).where(eq(localSandboxPaymentMethods.customerId, customerId)).orderBy(localSandboxPaymentMethods.id);
      return rows.map(cardOf);
    },

    async deleteCard(token) {
      const card = await findCard(token);
      if (!card) throw new GatewayError('not_found', 'Payment method not found');
      await writeTransaction(db, async (tx) => {
        await tx.delete(localSandboxPaymentMethods).where(eq(localSandboxPaymentMethods.token, token));
        // As in Braintree: deleting a card cancels the subscriptions it pays.
        await tx.update(localSandboxSubscriptions).set({ status: 'Canceled', updatedAt: now() }).where(eq(localSandboxSubscriptions.paymentMethodToken, token));
        if (card.isDefault) {
          const [next] = await tx
            .select()
            .from(localSandboxPaymentMethods)
            .where(eq(localSandboxPaymentMethods.customerId, card.customerId))
            .orderBy(localSandboxPaymentMethods.id)
            .limit(1);
          if (next) await tx.update(localSandboxPaymentMethods).set({ isDefault: true }).where(eq(localSandboxPaymentMethods.id, next.id));
        }
      });
    },

    async makeDefaultCard(token) {
      const card = await findCard(token);
      if (!card) throw new GatewayError('not_found', 'Payment method not found');
      await writeTransaction(db, async (tx) => {
        await tx
          .update(localSandboxPaymentMethods)
          .set({ isDefault: false })
          .where(and(eq(localSandboxPaymentMethods.customerId, card.customerId), ne(localSandboxPaymentMethods.token, token)));
        await tx.update(localSandboxPaymentMethods).set({ isDefault: true }).where(eq(localSandboxPaymentMethods.token, token));
      });
      return cardOf({ ...card, isDefault: true });
    },

    async createSubscription({ paymentMethodToken, planId, priceCents, firstBillingDay }) {
      if (!planByProviderId(planId)) throw new GatewayError('failed', 'Plan ID is invalid.', '91904');
      if (!(await findCard(paymentMethodToken))) throw new GatewayError('invalid_payment_method', 'Payment method token is invalid.', '91903');
      if (firstBillingDay && firstBillingDay <= newYorkToday(now())) throw new GatewayError('failed', 'First Billing Date cannot be in the past.', '91916');
      const subscriptionId = await writeTransaction(db, async (tx) => {
        const id = await nextId(tx, localSandboxSubscriptions);
        const value = `local-subscription-${id}`;
        const status = firstBillingDay ? 'Pending' : 'Active';
        await tx.insert(localSandboxSubscriptions).values({ id, subscriptionId: value, planId, priceCents, paymentMethodToken, status, createdAt: now(), updatedAt: now() });
        return value;
      });
      // A subscription that starts later charges nothing now, as Braintree's Pending one.
      return { id: subscriptionId, transactionId: firstBillingDay ? null : await charge(subscriptionId, priceCents) };
    },

    async cancelSubscription(subscriptionId) {
      await writeTransaction(db, async (tx) => {
        await tx.update(localSandboxSubscriptions).set({ status: 'Canceled', updatedAt: now() }).where(eq(localSandboxSubscriptions.subscriptionId, subscriptionId));
      });
    },

    async updateSubscription(subscriptionId, input) {
      if (input.paymentMethodToken && !(await findCard(input.paymentMethodToken))) {
        throw new GatewayError('invalid_payment_method', 'Payment method token is invalid.', '91903');
      }
      if (input.planId && !planByProviderId(input.planId)) throw new GatewayError('failed', 'Plan ID is invalid.', '91904');
      await writeTransaction(db, async (tx) => {
        await tx
          .update(localSandboxSubscriptions)
          .set({
            ...(input.paymentMethodToken ? { paymentMethodToken: input.paymentMethodToken } : {}),
            ...(input.planId ? { planId: input.planId } : {}),
            ...(input.priceCents !== undefined ? { priceCents: input.priceCents } : {}),
            updatedAt: now(),
          })
          .where(eq(localSandboxSubscriptions.subscriptionId, subscriptionId));
      });
    },

    async chargeCard({ paymentMethodToken, amountCents }) {
      if (!(await findCard(paymentMethodToken))) throw new GatewayError('invalid_payment_method', 'Payment method token is invalid.', '91903');
      if (isDeclinedAmount(amountCents)) throw declineOfAmount(amountCents);
      return { transactionId: await charge(null, amountCents) };
    },

    async refundCharge(transactionId) {
      await writeTransaction(db, async (tx) => {
        const [transaction] = await tx.select().from(localSandboxTransactions).where(eq(localSandboxTransactions.transactionId, transactionId)).limit(1);
        if (!transaction) throw new GatewayError('not_found', 'Transaction not found');
        if (transaction.status === 'voided') throw new GatewayError('failed', NOT_VOIDABLE.message, NOT_VOIDABLE.code);
        if (transaction.status === 'refunded') throw new GatewayError('failed', ALREADY_REFUNDED.message, ALREADY_REFUNDED.code);
        const status = transaction.status === 'submitted_for_settlement' ? 'voided' : 'refunded';
        await tx.update(localSandboxTransactions).set({ status }).where(eq(localSandboxTransactions.id, transaction.id));
      });
    },

    async parseWebhook(signature, payload) {
      const [publicKey, hmac] = signature.split('|');
      if (publicKey !== LOCAL_PUBLIC_KEY || !hmac || !signatureMatches(sign(await signingKey(), payload), hmac)) {
        throw new GatewayError('invalid_signature', 'signature does not match payload - one has been modified');
      }
      let parsed: { kind?: unknown; timestamp?: unknown; subscription?: { id?: unknown; transactionId?: unknown } };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        throw new GatewayError('invalid_signature', 'payload is not a notification');
      }
      const kind = typeof parsed.kind === 'string' ? parsed.kind : 'unknown';
      const occurredAt = new Date(typeof parsed.timestamp === 'string' ? parsed.timestamp : Number.NaN);
      if (Number.isNaN(occurredAt.getTime())) throw new GatewayError('invalid_signature', 'payload has no timestamp');
      const subscriptionId = typeof parsed.subscription?.id === 'string' ? parsed.subscription.id : null;
      const transactionId = typeof parsed.subscription?.transactionId === 'string' ? parsed.subscription.transactionId : null;
      const notification: GatewayNotification = {
        kind,
        event: SUBSCRIPTION_EVENT_BY_KIND[kind] ?? null,
        occurredAt,
        subscriptionId,
        transactionId,
        eventKey: notificationKey(kind, subscriptionId, occurredAt, transactionId),
      };
      return notification;
    },

    async sampleNotification(kind, subscriptionId, options = {}) {
      const timestamp = (options.timestamp ?? now()).toISOString();
      let transactionId = options.transactionId ?? null;
      if (!transactionId && kind === 'subscription_charged_successfully') {
        const [subscription] = await db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, subscriptionId)).limit(1);
        transactionId = await charge(subscriptionId, subscription?.priceCents ?? 0);
      }
      const bt_payload = Buffer.from(JSON.stringify({ kind, timestamp, subscription: { id: subscriptionId, transactionId } })).toString('base64');
      return { bt_signature: `${LOCAL_PUBLIC_KEY}|${sign(await signingKey(), bt_payload)}`, bt_payload };
    },
  };
}
