import { z } from '@hono/zod-openapi';
import { PaymentProviderSchema } from '../../../../shared/settings/payment-provider-schema';
import { PaymentProviderSettingSchema } from '../../../../shared/settings/settings-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { getSetting, setSetting } from '../../settings/settings-service';

const ProviderAnswerSchema = z.object({ provider: PaymentProviderSchema }).openapi('PaymentProvider');
const tags = ['Payments'];
const answer = json(ProviderAnswerSchema, 'braintree (default) or paypal');

const getProvider = defineRoute('user', { method: 'get', path: '/provider', tags, summary: 'The payment provider new subscriptions use', responses: { 200: answer } });
const getPublicProvider = defineRoute('public', { method: 'get', path: '/provider/public', tags, summary: 'The payment provider, for visitors', responses: { 200: answer } });
const setProvider = defineRoute('staff', {
  method: 'post', path: '/provider', tags, summary: 'Choose the payment provider',
  request: { body: jsonBody(PaymentProviderSettingSchema) },
  responses: { 200: json(ProviderAnswerSchema, 'Saved') },
});

/** The payments provider setting (part 2 section 7): braintree (default) or paypal. */
export function paymentsRoutes(deps: AppDeps) {
  const provider = async () => ({ provider: await getSetting(deps.db, 'payment_provider') });
  return createRouter()
    .openapi(getProvider, async (c) => c.json(await provider(), 200))
    .openapi(getPublicProvider, async (c) => c.json(await provider(), 200))
    .openapi(setProvider, async (c) => {
      const { provider: value } = c.req.valid('json');
      await setSetting(deps.db, 'payment_provider', value, requireUser(c).id, deps.now());
      return c.json({ provider: value }, 200);
    });
}
