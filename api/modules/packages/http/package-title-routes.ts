import { PackageDetailResponseSchema } from '../../../../shared/packages/package-schema';
import { PACKAGE_TITLE_MAX_LENGTH, PackageTitleRequestSchema } from '../../../../shared/packages/package-schemas';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { renamePackage } from '../package-title-service';

const rename = defineRoute('user', {
  method: 'put', path: '/{id}/title', tags: ['Packages'], summary: 'Rename a package',
  description:
    `The owner only (another customer's package 404), at any stage. \`title\`: trimmed, 1 to ${PACKAGE_TITLE_MAX_LENGTH} characters (400 otherwise). ` +
    'Alerts recorded from now on name the package by it. Setting the same title again changes nothing else, so a repeat is harmless.',
  request: { params: IdParamsSchema, body: jsonBody(PackageTitleRequestSchema) },
  responses: { 200: json(PackageDetailResponseSchema, 'The package with its new title'), ...errors(404) },
});

/** /api/tracking/{id}/title: the owner's name for a package (decision 183). */
export function packageTitleRoutes(deps: AppDeps) {
  return createRouter().openapi(rename, async (c) => c.json({ tracking: await renamePackage(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json').title) }, 200));
}
