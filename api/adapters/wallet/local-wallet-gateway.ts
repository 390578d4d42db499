import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import type { PaypalLink, PaypalOrderStatus } from '../../../shared/payments/paypal-order-schema';
import { type AppDatabase, type Db, writeTransaction } from '../../db/client';
import { lazySigningKey } from '../local-signing-key';
import { localSandboxPaypalOrders } from '../../db/tables';
import { WalletError, walletEventFromBody, type WalletGateway, type WalletOrder } from './wallet-gateway';

export const LOCAL_WALLET_SIGNATURE_HEADER = 'x-local-paypal-signature';
/** The local approval page, served by the API (api/modules/payments/http/paypal-routes.ts). */
export const localApprovePath = (orderId: string) => `/api/paypal/local/approve/${encodeURIComponent(orderId)}`;

type OrderRow = typeof localSandboxPaypalOrders.$inferSelect;

export interface LocalWalletGateway extends WalletGateway {
  readonly mode: 'local';
  /** What the approval page shows; undefined for an unknown order. */
  describe(orderId: string): Promise<LocalOrderDescription | undefined>;
  /** The payer approves: the order becomes APPROVED and gets a payer id. */
  approve(orderId: string): Promise<{ payerId: string }>;
  /** A signed webhook as the stand-in would post it. */
  signWebhook(event: Record<string, unknown>): Promise<{ body: string; headers: Record<string, string> }>;
}

export interface LocalOrderDescription {
  id: string;
  status: PaypalOrderStatus;
  amountCents: number;
  currency: string;
  description: string | null;
  /** Where the payer goes after approving or cancelling (the order's own pages, or the plan's when it named none). */
  returnUrl: string | null;
  cancelUrl: string | null;
}

export const isLocalWallet = (wallet: WalletGateway): wallet is LocalWalletGateway => wallet.mode === 'local';

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 80 random bits, like PayPal's ids: the order id is all the signed-out return page needs to capture. */
const randomId = (prefix: string) => prefix + Array.from(randomBytes(16), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('hex');

/**
 * The offline stand-in for PayPal Orders v2: orders are CREATED, APPROVED on the local approval
 * page, then COMPLETED by capture. As with PayPal, an order that was not approved cannot be
 * captured, and a capture repeated with the same request id returns the first result.
 */
export function createLocalWalletGateway(db: AppDatabase, now: () => Date, webhookKey?: string): LocalWalletGateway {
  const signingKey = lazySigningKey(db, 'wallet', webhookKey);
  const find = async (orderId: string): Promise<OrderRow | undefined> =>
    (await db.select().from(localSandboxPaypalOrders).where(eq(localSandboxPaypalOrders.orderId, orderId)).limit(1))[0];

  function linksOf(row: OrderRow): PaypalLink[] {
    const self = { href: `/api/paypal/orders/${row.orderId}`, rel: 'self', method: 'GET' };
    if (row.status === 'CREATED') return [self, { href: localApprovePath(row.orderId), rel: 'approve', method: 'GET' }];
    if (row.status === 'APPROVED') return [self, { href: `/api/paypal/orders/${row.orderId}/capture`, rel: 'capture', method: 'POST' }];
    return [self];
  }

  const orderOf = (row: OrderRow): WalletOrder => ({
    id: row.orderId,
    status: row.status as PaypalOrderStatus,
    links: linksOf(row),
    amountCents: row.amountCents,
    currency: row.currency,
    customId: row.customId,
  });

  async function mustFind(orderId: string, tx: Db = db): Promise<OrderRow> {
    const [row] = await tx.select().from(localSandboxPaypalOrders).where(eq(localSandboxPaypalOrders.orderId, orderId)).limit(1);
    if (!row) throw new WalletError('not_found', 'The specified resource does not exist.');
    return row;
  }

  return {
    mode: 'local',

    async createOrder(input) {
      return writeTransaction(db, async (tx) => {
        const [repeated] = await tx.select().from(localSandboxPaypalOrders).where(eq(localSandboxPaypalOrders.createRequestId, input.requestId)).limit(1);
        if (repeated) return orderOf(repeated);
        const [last] = await tx.select({ id: max(localSandboxPaypalOrders.id) }).from(localSandboxPaypalOrders);
        const id = (last?.id ?? 0) + 1;
        const [row] = await tx
          .insert(localSandboxPaypalOrders)
          .values({
            id,
            orderId: randomId('LOCALORDER'),
            amountCents: input.amountCents,
            currency: input.currency,
            description: input.description,
            customId: input.customId,
            status: 'CREATED',
            createRequestId: input.requestId,
            returnUrl: input.returnUrl,
            cancelUrl: input.cancelUrl,
            createdAt: now(),
          })
          .returning();
        return orderOf(row!);
      });
    },

    async getOrder(orderId) {
      return orderOf(await mustFind(orderId));
    },

    async captureOrder(orderId, requestId) {
      // The check and the capture in one transaction: two captures at once complete the order once.
      return writeTransaction(db, async (tx) => {
        const row = await mustFind(orderId, tx);
        const captured = () => ({ orderId, captureId: row.captureId, payerId: row.payerId, amountCents: row.amountCents, currency: row.currency });
        if (row.status === 'COMPLETED') {
          if (row.captureRequestId === requestId) return captured();
          throw new WalletError('already_captured', 'Order already captured.');
        }
        if (row.status !== 'APPROVED') throw new WalletError('not_approved', 'Payer has not yet approved the Order for payment.');
        const captureId = randomId('LOCALCAPTURE');
        await tx
          .update(localSandboxPaypalOrders)
          .set({ status: 'COMPLETED', captureId, captureRequestId: requestId, capturedAt: now() })
          .where(eq(localSandboxPaypalOrders.id, row.id));
        return { orderId, captureId, payerId: row.payerId, amountCents: row.amountCents, currency: row.currency };
      });
    },

    async refundCapture(captureId, requestId) {
      return writeTransaction(db, async (tx) => {
        const [row] = await tx.select().from(localSandboxPaypalOrders).where(eq(localSandboxPaypalOrders.captureId, captureId)).limit(1);
        if (!row) throw new WalletError('not_found', 'The specified resource does not exist.');
        if (row.refundId) {
          if (row.refundRequestId === requestId) return { refundId: row.refundId, status: 'COMPLETED' as const };
          throw new WalletError('already_refunded', 'The capture has already been fully refunded.');
        }
        const refundId = randomId('LOCALREFUND');
        await tx.update(localSandboxPaypalOrders).set({ refundId, refundRequestId: requestId, refundedAt: now() }).where(eq(localSandboxPaypalOrders.id, row.id));
        return { refundId, status: 'COMPLETED' as const };
      });
    },

    async verifyWebhook(headers, rawBody) {
      const given = Buffer.from(headers[LOCAL_WALLET_SIGNATURE_HEADER] ?? '');
      const expected = Buffer.from(sign(await signingKey(), rawBody));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WalletError('invalid_signature', 'Webhook signature verification failed');
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new WalletError('invalid_signature', 'Not a webhook event');
      }
      return walletEventFromBody(body);
    },

    async describe(orderId) {
      const row = await find(orderId);
      return (
        row && {
          id: row.orderId,
          status: row.status as PaypalOrderStatus,
          amountCents: row.amountCents,
          currency: row.currency,
          description: row.description,
          returnUrl: row.returnUrl,
          cancelUrl: row.cancelUrl,
        }
      );
    },

    async approve(orderId) {
      return writeTransaction(db, async (tx) => {
        const row = await mustFind(orderId, tx);
        if (row.status === 'APPROVED' || row.status === 'COMPLETED') return { payerId: row.payerId ?? '' };
        if (row.status !== 'CREATED') throw new WalletError('failed', 'Order cannot be approved.');
        const payerId = randomId('LOCALPAYER');
        await tx.update(localSandboxPaypalOrders).set({ status: 'APPROVED', payerId, approvedAt: now() }).where(eq(localSandboxPaypalOrders.id, row.id));
        return { payerId };
      });
    },

    async signWebhook(event) {
      const body = JSON.stringify(event);
      return { body, headers: { 'content-type': 'application/json', [LOCAL_WALLET_SIGNATURE_HEADER]: sign(await signingKey(), body) } };
    },
  };
}
