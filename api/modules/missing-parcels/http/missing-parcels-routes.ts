import {
  CloseMissingParcelRequestSchema,
  IntakeTimesQuerySchema,
  IntakeTimesSchema,
  MissingParcelClosedSchema,
  MissingParcelListSchema,
} from '../../../../shared/receiving/missing-parcel-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { intakeTimes } from '../intake-times-service';
import { closeWithNote, listOpenTasks } from '../missing-parcel-service';

const tags = ['Admin'];

const list = defineRoute('staff', {
  method: 'get', path: '/missing-parcels', tags, summary: 'Parcels the carrier delivered that the warehouse has not received in time',
  description:
    'Open tasks, the longest delivered first: the customer, carrier, tracking number, whole hours since the carrier\'s delivery and its ' +
    'proof (who signed, the scan\'s words and place) where tracking has it. A receipt, an assignment from the unidentified parcels or a ' +
    'staff note closes a task.',
  responses: { 200: json(MissingParcelListSchema, 'The open tasks') },
});
const close = defineRoute('staff', {
  method: 'post', path: '/missing-parcels/{id}/close', tags, summary: 'Close a missing-parcel task with a note',
  description: 'The note (1 to 500 characters) says what staff found or did. A closed task answers 409.',
  request: { params: IdParamsSchema, body: jsonBody(CloseMissingParcelRequestSchema) },
  responses: { 200: json(MissingParcelClosedSchema, 'Closed'), ...errors(409) },
});
const intake = defineRoute('staff', {
  method: 'get', path: '/intake-times', tags, summary: 'The time from the carrier\'s delivery to the receipt, per day',
  description: 'The last 14 (default) or 30 New York days, newest first, by the day of the receipt: how many, the median and the worst, in minutes.',
  request: { query: IntakeTimesQuerySchema },
  responses: { 200: json(IntakeTimesSchema, 'One entry per day') },
});

/** /api/admin: the missing-parcel watchdog's tasks and the intake times (docs/decisions/177). */
export function missingParcelsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json({ tasks: await listOpenTasks(deps) }, 200))
    .openapi(close, async (c) => {
      const task = await closeWithNote(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json').note);
      return c.json({ id: task.id, closed_at: task.closedAt!.toISOString(), closed_reason: 'note' as const }, 200);
    })
    .openapi(intake, async (c) => c.json({ days: await intakeTimes(deps, Number(c.req.valid('query').days)) }, 200));
}
