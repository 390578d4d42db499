import { z } from '@hono/zod-openapi';
import { ACCOUNT_CLOSING_MESSAGES, CloseAccountRequestSchema } from '../../../../shared/accounts/account-closing';
import { AccountExportSchema } from '../../../../shared/accounts/account-export-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { responseHeaders } from '../../../http/openapi/headers';
import { errors, json, MessageSchema } from '../../../http/openapi/responses';
import { clearSessionCookie } from '../../../http/session-cookie';
import { closeAccount } from '../account-closing-service';
import { exportAccount } from '../account-export-service';

const tags = ['Accounts'];

const exportData = defineRoute('user', {
  method: 'get', path: '/me/export', tags, summary: "The signed-in customer's data as a JSON file",
  description:
    'The account, plans, payments (amounts, plans and dates: no card data), packages with their events and photos, ' +
    'pickups, delivery addresses, deliveries and support messages, as a download (Content-Disposition: attachment).',
  responses: { 200: json(z.object(AccountExportSchema.shape).openapi('AccountExport'), 'The file', responseHeaders('Content-Disposition')) },
});

const close = defineRoute('user', {
  method: 'delete', path: '/me', tags, summary: 'Close the account: personal data erased, the plan cancelled at the gateway',
  description:
    'The password confirms it (400 when wrong). 409 while packages wait at the warehouse or leave in an open delivery; ' +
    '403 for staff; 502 when the gateway cannot cancel the plan (nothing changes). Every session ends; payment records ' +
    'stay without the name; a confirmation goes to the old address.',
  request: { body: jsonBody(z.object(CloseAccountRequestSchema.shape).openapi('CloseAccountRequest')) },
  responses: { 200: json(MessageSchema, ACCOUNT_CLOSING_MESSAGES.closed), ...errors(403, 409, 502) },
});

/** /api/users/me/…: what the customer may do with their own data (issue 31). */
export function accountDataRoutes(deps: AppDeps) {
  return createRouter().openapi(exportData, async (c) => {
    const data = await exportAccount(deps, requireUser(c));
    c.header('Content-Disposition', `attachment; filename="miami-drop-${data.exported_at.slice(0, 10)}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  })
    .openapi(close, async (c) => {
      await closeAccount(deps, requireUser(c), c.req.valid('json').password);
      clearSessionCookie(c);
      return c.json({ message: ACCOUNT_CLOSING_MESSAGES.closed }, 200);
    });
}
