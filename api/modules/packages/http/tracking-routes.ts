import { z } from '@hono/zod-openapi';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { PackageCreatedSchema, PackageDetailResponseSchema, PackageListSchema, type PackageDetail } from '../../../../shared/packages/package-schema';
import { TrackingCreateRequestSchema } from '../../../../shared/packages/package-schemas';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { idempotentWrite } from '../../../http/idempotent-write';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { errors, json, tooManyRequests } from '../../../http/openapi/responses';
import { toPackageDetail } from '../package-view';
import { customerPackageList } from '../customer-package-list';
import { ownPackage } from '../package-lookup';
import { createPackage, deleteOwnPackage, ownPackageAddedSince, packageGone } from '../packages-service';
import { refreshOwnPackage } from '../../tracking/tracking-on-demand';

const tags = ['Packages'];
const request = { params: IdParamsSchema };
const DeletedSchema = z.object({ success: z.literal(true), message: z.string() }).openapi('PackageDeleted');

const create = defineRoute('user', {
  method: 'post', path: '/create', tags, summary: 'Register a tracking number',
  description:
    'The carrier is detected from the number (or taken from `carrier`); the first tracking refresh follows, and its failure never fails the ' +
    'create. Refused: without a valid plan (403), at the plan\'s cap (403, code PACKAGE_LIMIT_REACHED), a malformed number (400), a number ' +
    'this customer already added (409). A repeated Idempotency-Key answers the stored answer, a 409 included.',
  request: { headers: IdempotencyHeadersSchema, body: jsonBody(TrackingCreateRequestSchema) },
  responses: { ...replayable({ 201: json(PackageCreatedSchema, 'Added, with what tracking knows so far'), ...errors(400, 409) }), ...errors(403, 422) },
});
const list = defineRoute('user', {
  method: 'get', path: '/', tags, summary: "The caller's packages, newest first, each with its latest scan",
  responses: { 200: json(PackageListSchema, 'The packages') },
});
const detail = defineRoute('user', {
  method: 'get', path: '/{id}', tags, request, summary: 'One package with every scan (newest first) and the warehouse workflow',
  responses: { 200: json(PackageDetailResponseSchema, 'The package'), ...errors(404) },
});
const remove = defineRoute('user', {
  method: 'delete', path: '/{id}', tags, summary: 'Delete a package the warehouse has not received',
  description: 'A repeated Idempotency-Key answers the stored answer (the first 200, or its 404 / 409) and deletes nothing more.',
  request: { ...request, headers: IdempotencyHeadersSchema },
  responses: { ...replayable({ 200: json(DeletedSchema, PACKAGE_MESSAGES.deleted), ...errors(404, 409) }), ...errors(422) },
});
const refresh = defineRoute('user', {
  method: 'post', path: '/{id}/refresh', tags, request, summary: 'Ask the carrier now',
  description: 'A package asked about in the last minute, or already at the warehouse, answers what is stored.',
  responses: { 200: json(PackageDetailResponseSchema, 'The package after the refresh'), ...errors(404, 502), ...tooManyRequests('Retry-After') },
});

/** /api/tracking: the customer's own packages (another customer's id answers 404). */
export function trackingRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(create, (c) => {
      const input = c.req.valid('json');
      const created = (pkg: PackageDetail) => ({ status: 201 as const, body: { package: pkg, message: PACKAGE_MESSAGES.created } });
      return idempotentWrite(c, deps, {
        fingerprint: input,
        work: async () => created(await createPackage(deps, requireUser(c), input)),
        alreadyDone: async (since) => {
          const pkg = await ownPackageAddedSince(deps.db, requireUser(c).id, input.tracking_number, since);
          return pkg && created(pkg);
        },
      });
    })
    .openapi(list, async (c) => c.json({ packages: await customerPackageList(deps.db, requireUser(c).id) }, 200))
    .openapi(detail, async (c) => c.json({ tracking: await toPackageDetail(deps.db, await ownPackage(deps.db, requireUser(c).id, c.req.valid('param').id)) }, 200))
    .openapi(remove, (c) => {
      const { id } = c.req.valid('param');
      const deleted = { status: 200 as const, body: { success: true as const, message: PACKAGE_MESSAGES.deleted } };
      return idempotentWrite(c, deps, {
        fingerprint: null,
        work: async () => {
          await deleteOwnPackage(deps, requireUser(c).id, id);
          return deleted;
        },
        alreadyDone: async () => ((await packageGone(deps.db, id)) ? deleted : undefined),
      });
    })
    .openapi(refresh, async (c) => c.json({ tracking: await refreshOwnPackage(deps, requireUser(c).id, c.req.valid('param').id) }, 200));
}
