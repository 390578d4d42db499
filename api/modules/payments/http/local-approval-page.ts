import { PAYPAL_CANCEL_PATH, PAYPAL_RETURN_PATH } from '../../../../shared/payments/paypal-order-schema';
import { escapeHtml } from '../../../../shared/text/escape-html';
import type { LocalOrderDescription } from '../../../adapters/wallet/local-wallet-gateway';
import { centsToAmountString } from '../../../adapters/wallet/wallet-gateway';

/**
 * Where PayPal would send the payer: the order's return or cancel URL with PayPal's query added. Only its path is kept,
 * as the stand-in is served by this very app (its APP_URL may name another host in tests).
 */
function onwardPath(url: string | null, fallbackPath: string, query: Record<string, string>): string {
  const onward = new URL(url ?? fallbackPath, 'http://local.invalid');
  for (const [name, value] of Object.entries(query)) onward.searchParams.set(name, value);
  return `${onward.pathname}${onward.search}`;
}

export const approvedPath = (order: LocalOrderDescription, payerId: string) => onwardPath(order.returnUrl, PAYPAL_RETURN_PATH, { token: order.id, PayerID: payerId });
const cancelledPath = (order: LocalOrderDescription) => onwardPath(order.cancelUrl, PAYPAL_CANCEL_PATH, { token: order.id });


const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:2rem;max-width:24rem;width:100%}
h1{font-size:1.25rem;margin:0 0 .5rem}.note{color:#555;font-size:.875rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
button,a.button{display:block;width:100%;box-sizing:border-box;padding:.75rem;border-radius:999px;font-size:1rem;text-align:center;margin-top:.75rem;cursor:pointer;text-decoration:none}
button{background:#ffc439;border:0;color:#111;font-weight:600}a.button{border:1px solid #999;color:#111}
</style></head><body><main>${body}</main></body></html>`;

export function approvalPage(order: LocalOrderDescription): string {
  const cancel = cancelledPath(order);
  if (order.status !== 'CREATED') {
    return page('Order already handled', `<h1>Order ${escapeHtml(order.id)}</h1><p>This order is ${escapeHtml(order.status.toLowerCase())}.</p>`);
  }
  return page(
    'Approve payment (local PayPal stand-in)',
    `<h1>Approve your payment</h1>
<p class="note">Local PayPal stand-in: no real money moves.</p>
<p>${escapeHtml(order.description ?? 'Miami Drop')}</p>
<p class="amount">${escapeHtml(centsToAmountString(order.amountCents))} ${escapeHtml(order.currency)}</p>
<form method="post"><button type="submit">Approve</button></form>
<a class="button" href="${escapeHtml(cancel)}">Cancel</a>`,
  );
}

export const orderNotFoundPage = () => page('Order not found', '<h1>Order not found</h1><p>This payment link is not valid.</p>');
