import { z } from '@hono/zod-openapi';
import { PICKUP_MESSAGES, PickupBookedSchema, PickupListSchema, PickupSlotsQuerySchema, PickupSlotsSchema } from '../../../../shared/pickup/pickup-schema';
import { PickupPackagesRequestSchema, PickupRescheduleRequestSchema, PickupScheduleRequestSchema } from '../../../../shared/pickup/pickup-slots';
import { PickupHoursSchema } from '../../../../shared/pickup/pickup-window-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { idempotentWrite } from '../../../http/idempotent-write';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { errors, json } from '../../../http/openapi/responses';
import { customerPickupHours } from '../customer-pickup-hours';
import { pickupCalendarFile } from '../pickup-calendar-service';
import { listScheduledPickups, slotsOfDay } from '../pickup-queries';
import { cancelledSince, cancelPickup } from '../pickup-cancel-service';
import { setPickupPackages } from '../pickup-packages-service';
import { bookedSince, reschedulePickup, schedulePickup } from '../pickup-service';

const tags = ['Pickup'];
// Named with the patched z: the shared schemas are plain zod.
const BookedSchema = z.object(PickupBookedSchema.shape).openapi('PickupBooked');
const SlotsSchema = z.object(PickupSlotsSchema.shape).openapi('PickupSlots');
const ListSchema = z.object(PickupListSchema.shape).openapi('PickupList');
const HoursSchema = z.object(PickupHoursSchema.shape).openapi('PickupHours');
const slotRules =
  'Slots run every 30 minutes from 09:00 to 17:00 on weekdays, New York time, and for a plan with flexible pickup (Premium) also in the ' +
  "`flexible_pickup_windows` setting's windows; a past slot or one outside the caller's hours is refused (400), and so is a slot that already " +
  'holds as many scheduled pickups as the `pickup_slot_capacity` setting allows (409).';
const sameDayNote =
  "One pickup per customer per day (decision 184): a day that already holds one of the caller's scheduled pickups is 409 " +
  `'${PICKUP_MESSAGES.sameDay}' with that pickup as \`existing_pickup\` (id, day, time, package ids), unless \`allow_second\` is true.`;
const changeableNote =
  "Only the caller's pickup (404 for anyone else's, as for one that does not exist), still scheduled with nothing handed over and its slot " +
  `ahead: cancelled is 409 '${PICKUP_MESSAGES.alreadyCancelled}', picked up 409 '${PICKUP_MESSAGES.alreadyCollected}', past 409 '${PICKUP_MESSAGES.pastPickup}'.`;
const replayNote = 'A repeated Idempotency-Key answers the stored answer (a 400, 404 or 409 refusal too) and books nothing more.';
const locationNote =
  "Each pickup's `location` is where to collect it: the active warehouse address (or the fixed fallback one when none is active, " +
  "`fallback: true`), its access code, notes and phone, the opening hours of the pickup's weekday and a Google Maps link.";

const schedule = defineRoute('user', {
  method: 'post', path: '/schedule', tags, summary: 'Book a pickup of received packages',
  description: `Every package must be the caller's (404) and received (409); a valid plan is required (403). ${slotRules} ${sameDayNote} ${replayNote} ${locationNote}`,
  request: { headers: IdempotencyHeadersSchema, body: jsonBody(PickupScheduleRequestSchema) },
  responses: { ...replayable({ 201: json(BookedSchema, 'Booked: the pickup and its packages, now scheduled'), ...errors(400, 404, 409) }), ...errors(403, 422) },
});
const reschedule = defineRoute('user', {
  method: 'put', path: '/{id}/reschedule', tags, summary: 'Move a scheduled pickup to another slot',
  description: `Only the caller's pickup (404) while still scheduled (409); a valid plan is required (403). Notes left out are kept. ${slotRules} ${sameDayNote} ${replayNote} ${locationNote}`,
  request: { headers: IdempotencyHeadersSchema, params: IdParamsSchema, body: jsonBody(PickupRescheduleRequestSchema) },
  responses: { ...replayable({ 200: json(BookedSchema, 'Moved: the pickup and its packages'), ...errors(400, 404, 409) }), ...errors(403, 422) },
});
const cancel = defineRoute('user', {
  method: 'delete', path: '/{id}', tags, summary: 'Cancel a scheduled pickup',
  description:
    `${changeableNote} Its packages are received again (ready for another pickup or a delivery), its place in the slot is free, its pass is ` +
    `refused and a \`pickup-cancelled\` alert is sent. No plan is needed to cancel. ${replayNote}`,
  request: { headers: IdempotencyHeadersSchema, params: IdParamsSchema },
  responses: { ...replayable({ 200: json(BookedSchema, 'Cancelled: the pickup (status cancelled) and its packages, received again'), ...errors(404, 409) }) },
});
const setPackages = defineRoute('user', {
  method: 'put', path: '/{id}/packages', tags, summary: 'Set the packages of a scheduled pickup (add or take off)',
  description:
    `${changeableNote} \`package_ids\` lists every package the pickup is to hold: an added one must be the caller's (404), received and on ` +
    `no other pickup (409 '${PICKUP_MESSAGES.packageInOtherPickup}') nor in a delivery (409); one left out is received again. An empty list is ` +
    `400 '${PICKUP_MESSAGES.noPackagesLeft}': cancel instead. A valid plan is required (403). ${replayNote} ${locationNote}`,
  request: { headers: IdempotencyHeadersSchema, params: IdParamsSchema, body: jsonBody(PickupPackagesRequestSchema) },
  responses: { ...replayable({ 200: json(BookedSchema, 'The pickup with its packages'), ...errors(400, 404, 409) }), ...errors(403, 422) },
});
const slots = defineRoute('user', {
  method: 'get', path: '/slots', tags, summary: "A day's pickup slots with the places left",
  description:
    "The caller's slots of the day: the 17 weekday slots, with flexible pickup's (Premium) marked `flexible`; a day without hours lists the 17 " +
    'weekday slots. `available` is false for past, closed and full slots.',
  request: { query: PickupSlotsQuerySchema },
  responses: { 200: json(SlotsSchema, 'The slots of the day') },
});
const hours = defineRoute('user', {
  method: 'get', path: '/hours', tags, summary: 'The pickup hours the caller may book',
  description: "Everyone's weekday hours, plus the flexible pickup windows while the caller's plan grants `flexible_pickup` (Premium).",
  responses: { 200: json(HoursSchema, "The caller's hours and the flexible windows as set") },
});
const calendar = defineRoute('user', {
  method: 'get', path: '/{id}/calendar.ics', tags, summary: 'The pickup as a calendar event (iCalendar)',
  description:
    "Only the caller's own pickup (404 for anyone else's, as for one that does not exist). One VEVENT in the caller's language: the " +
    'slot on New York time (TZID=America/New_York with its VTIMEZONE), 30 minutes, the warehouse address, and the packages, access code ' +
    'and what to bring in the description; the UID stays the same for the pickup, so importing it again updates the event.',
  request: { params: IdParamsSchema },
  responses: { 200: { description: 'The calendar file (RFC 5545)', content: { 'text/calendar': { schema: { type: 'string' } } } } },
});
const list = defineRoute('user', {
  method: 'get', path: '/', tags, summary: "The caller's scheduled pickups, newest booking first",
  description: locationNote,
  responses: { 200: json(ListSchema, 'The pickups still to come') },
});

/** /api/pickup: book, move, cancel, change the packages, and the hours and slots to choose from. */
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
    .openapi(cancel, (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      return idempotentWrite(c, deps, {
        fingerprint: { id },
        work: async () => ({ status: 200, body: await cancelPickup(deps, userId, id) }),
        alreadyDone: async (since) => {
          const body = await cancelledSince(deps.db, userId, id, since);
          return body && { status: 200, body };
        },
      });
    })
    .openapi(setPackages, (c) => {
      const input = c.req.valid('json');
      return idempotentWrite(c, deps, {
        fingerprint: input,
        work: async () => ({ status: 200, body: await setPickupPackages(deps, requireUser(c).id, c.req.valid('param').id, input) }),
      });
    })
    .openapi(slots, async (c) => c.json(await slotsOfDay(deps.db, requireUser(c).id, c.req.valid('query').date, deps.now()), 200))
    .openapi(hours, async (c) => c.json(await customerPickupHours(deps.db, requireUser(c).id, deps.now()), 200))
    .openapi(calendar, async (c) => {
      const file = await pickupCalendarFile(deps, requireUser(c), c.req.valid('param').id);
      return c.body(file.body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}

/** /api/pickups: the caller's scheduled pickups, to show and edit. */
export function pickupsRoutes(deps: AppDeps) {
  return createRouter().openapi(list, async (c) => c.json({ pickups: await listScheduledPickups(deps.db, requireUser(c).id) }, 200));
}
