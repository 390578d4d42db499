import { z } from '@hono/zod-openapi';
import { PickupBookedSchema, PickupListSchema, PickupSlotsQuerySchema, PickupSlotsSchema } from '../../../../shared/pickup/pickup-schema';
import { PickupRescheduleRequestSchema, PickupScheduleRequestSchema } from '../../../../shared/pickup/pickup-slots';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { idempotentWrite } from '../../../http/idempotent-write';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { errors, json } from '../../../http/openapi/responses';
import { listScheduledPickups, slotsOfDay } from '../pickup-queries';
import { bookedSince, reschedulePickup, schedulePickup } from '../pickup-service';

const tags = ['Pickup'];
// Named with the patched z: the shared schemas are plain zod.
const BookedSchema = z.object(PickupBookedSchema.shape).openapi('PickupBooked');
const SlotsSchema = z.object(PickupSlotsSchema.shape).openapi('PickupSlots');
const ListSchema = z.object(PickupListSchema.shape).openapi('PickupList');
const slotRules =
  'Slots run every 30 minutes from 09:00 to 17:00 on weekdays, New York time; a past slot is refused (400), and so is a slot that already ' +
  'holds as many scheduled pickups as the `pickup_slot_capacity` setting allows (409).';
const replayNote = 'A repeated Idempotency-Key answers the stored answer (a 400, 404 or 409 refusal too) and books nothing more.';

const schedule = defineRoute('user', {
  method: 'post', path: '/schedule', tags, summary: 'Book a pickup of received packages',
  description: `Every package must be the caller's (404) and received (409); a valid plan is required (403). ${slotRules} ${replayNote}`,
  request: { headers: IdempotencyHeadersSchema, body: jsonBody(PickupScheduleRequestSchema) },
  responses: { ...replayable({ 201: json(BookedSchema, 'Booked: the pickup and its packages, now scheduled'), ...errors(400, 404, 409) }), ...errors(403, 422) },
});
const reschedule = defineRoute('user', {
  method: 'put', path: '/{id}/reschedule', tags, summary: 'Move a scheduled pickup to another slot',
  description: `Only the caller's pickup (404) while still scheduled (409); a valid plan is required (403). Notes left out are kept. ${slotRules} ${replayNote}`,
  request: { headers: IdempotencyHeadersSchema, params: IdParamsSchema, body: jsonBody(PickupRescheduleRequestSchema) },
  responses: { ...replayable({ 200: json(BookedSchema, 'Moved: the pickup and its packages'), ...errors(400, 404, 409) }), ...errors(403, 422) },
});
const slots = defineRoute('user', {
  method: 'get', path: '/slots', tags, summary: "A day's pickup slots with the places left",
  description: 'All 17 slots of the day; `available` is false for past, weekend and full slots.',
  request: { query: PickupSlotsQuerySchema },
  responses: { 200: json(SlotsSchema, 'The slots of the day') },
});
const list = defineRoute('user', {
  method: 'get', path: '/', tags, summary: "The caller's scheduled pickups, newest booking first",
  responses: { 200: json(ListSchema, 'The pickups still to come') },
});

/** /api/pickup: book, move, and the slots to choose from. */
export function pickupRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(schedule, (c) => {
      const input = c.req.valid('json');
      const userId = requireUser(c).id;
      return idempotentWrite(c, deps, {
        fingerprint: input,
        work: async () => ({ status: 201, body: await schedulePickup(deps, userId, input) }),
        alreadyDone: async (since) => {
          const body = await bookedSince(deps.db, userId, input, since);
          return body && { status: 201, body };
        },
      });
    })
    .openapi(reschedule, (c) => {
      const input = c.req.valid('json');
      return idempotentWrite(c, deps, {
        fingerprint: input,
        work: async () => ({ status: 200, body: await reschedulePickup(deps, requireUser(c).id, c.req.valid('param').id, input) }),
      });
    })
    .openapi(slots, async (c) => c.json(await slotsOfDay(deps.db, c.req.valid('query').date, deps.now()), 200));
}

/** /api/pickups: the caller's scheduled pickups, to show and edit. */
export function pickupsRoutes(deps: AppDeps) {
  return createRouter().openapi(list, async (c) => c.json({ pickups: await listScheduledPickups(deps.db, requireUser(c).id) }, 200));
}
