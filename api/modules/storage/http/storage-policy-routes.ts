import { z } from '@hono/zod-openapi';
import { PublicStoragePolicySchema } from '../../../../shared/storage/overdue-parcel-schema';
import { OVERSTAY_MIN_WARNINGS, StoragePolicySchema } from '../../../../shared/storage/storage-policy-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { getSetting, setSetting } from '../../settings/settings-service';

const tags = ['Settings'];
const policy = json(z.object(StoragePolicySchema.shape).openapi('StoragePolicy'), 'The storage price and overstay policy as stored, or their defaults');

const read = defineRoute('staff', {
  method: 'get', path: '/storage', tags, summary: 'The price of extra storage days and the overstay policy',
  responses: { 200: policy },
});
const save = defineRoute('staff', {
  method: 'post', path: '/storage', tags, summary: 'Change the price of extra storage days and the overstay policy',
  description:
    'Whole cents per day from 0 to 5000; grace and disposal days from 0 to 365, disposal after more days than the grace. Days ' +
    'already bought keep their price; overdue fees and disposal days follow the new values.',
  request: { body: jsonBody(StoragePolicySchema) },
  responses: { 200: policy },
});
const publicRead = defineRoute('public', {
  method: 'get', path: '/', tags: ['Storage'], summary: 'The overstay policy the FAQ, the terms and the package page show',
  description: '`min_warnings`: the warnings, each with the parcel\'s photo, sent before a parcel may be disposed of.',
  responses: { 200: json(z.object(PublicStoragePolicySchema.shape).openapi('PublicStoragePolicy'), 'The policy with its current values') },
});

/** /api/settings/storage (staff): the storage price and overstay policy (docs/decisions/176). */
export function storageSettingsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(read, async (c) => c.json(await getSetting(deps.db, 'storage_policy'), 200))
    .openapi(save, async (c) => {
      const value = c.req.valid('json');
      await setSetting(deps.db, 'storage_policy', value, requireUser(c).id, deps.now());
      return c.json(value, 200);
    });
}

/** /api/storage-policy (public): the same values, read by the prerendered pages once loaded. */
export function publicStoragePolicyRoutes(deps: AppDeps) {
  return createRouter().openapi(publicRead, async (c) => c.json({ ...(await getSetting(deps.db, 'storage_policy')), min_warnings: OVERSTAY_MIN_WARNINGS }, 200));
}
