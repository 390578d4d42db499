import { z } from '@hono/zod-openapi';
import { RECEIVING_MESSAGES } from '../../../../shared/receiving/receiving-messages';
import { SuiteOwnerResponseSchema } from '../../../../shared/receiving/suite-owner-schema';
import type { AppDeps } from '../../../app-deps';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { errors, json } from '../../../http/openapi/responses';
import { lookUpSuiteOwner } from '../suite-owner-service';

// Whatever the path holds: the service answers 400 for what cannot be a suite.
const SuiteCodeParamsSchema = z.object({
  code: z.string().openapi({ param: { name: 'code', in: 'path' }, example: 'MD-10482' }),
});

const lookup = defineRoute('staff', {
  method: 'get', path: '/{code}', tags: ['Warehouse'], summary: 'Whose suite this is: the name and plan staff confirm before assigning a parcel',
  description:
    'The code as typed or read off a label ("md 10482", "10482", "MD-10482"). Answers the first and last name and the current plan ' +
    `('none' without one or once expired), nothing else of the account. 400 '${RECEIVING_MESSAGES.suiteInvalid}' for what cannot be a suite; ` +
    `404 '${RECEIVING_MESSAGES.suiteNotFound}'.`,
  request: { params: SuiteCodeParamsSchema },
  responses: { 200: json(z.object(SuiteOwnerResponseSchema.shape).openapi('SuiteOwner'), 'The owner of the suite'), ...errors(404) },
});

/** /api/admin/suite-codes: the owner behind a suite, for the assignment's confirmation (decision 183). */
export function suiteCodesRoutes(deps: AppDeps) {
  return createRouter().openapi(lookup, async (c) => c.json({ owner: await lookUpSuiteOwner(deps.db, c.req.valid('param').code, deps.now()) }, 200));
}
