import { PackageDetailResponseSchema } from '../../../../shared/packages/package-schema';
import { PackageDeclarationRequestSchema } from '../../../../shared/packages/declared-value-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { json } from '../../../http/openapi/responses';
import { setDeclaration } from '../declaration-service';

const declare = defineRoute('user', {
  method: 'put', path: '/{id}/declaration', tags: ['Packages'], summary: 'Set what the package is declared to hold and to be worth',
  description:
    'The owner only (another customer\'s package 404). `declared_value_usd` in dollars (a number or a decimal string, 0 to 50000, two ' +
    'decimals at most) and `category` (one of the list); null or an empty string clears either. Staff see both at receipt.',
  request: { params: IdParamsSchema, body: jsonBody(PackageDeclarationRequestSchema) },
  responses: { 200: json(PackageDetailResponseSchema, 'The package as declared now') },
});

/** /api/tracking/{id}/declaration: the declared value and category of a package (docs/decisions/173). */
export function declarationRoutes(deps: AppDeps) {
  return createRouter().openapi(declare, async (c) => c.json({ tracking: await setDeclaration(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
}
