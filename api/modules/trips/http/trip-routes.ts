import { z } from '@hono/zod-openapi';
import { CurrentTripForecastSchema } from '../../../../shared/trips/trip-forecast-schema';
import { TRIP_MESSAGES } from '../../../../shared/trips/trip-messages';
import { TripAnswerSchema, TripInputSchema, TripListSchema, TRIP_DAYS_MAX, TRIPS_AHEAD_MAX } from '../../../../shared/trips/trip-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json, MessageSchema } from '../../../http/openapi/responses';
import { currentTripForecast } from '../trip-forecast-service';
import { createTrip, deleteTrip, listTrips, requireCustomer, updateTrip } from '../trip-service';

const tags = ['Trips'];
const byId = { params: IdParamsSchema };
const answer = json(z.object(TripAnswerSchema.shape).openapi('TripAnswer'), 'The trip as stored, and the message');
const customersOnly = 'Customers only: a staff account is refused (403). Another customer\'s trip is 404, as one that does not exist.';
const dateRules =
  `New York calendar days (YYYY-MM-DD): the departure on or after the arrival, at most ${TRIP_DAYS_MAX} days, the arrival from today ` +
  'on and within a year (400 naming the field). A trip sharing a day with another of the customer\'s trips is refused (409).';

const list = defineRoute('user', {
  method: 'get', path: '/', tags, summary: "The customer's trips not over yet, and which one is current",
  description: `Earliest first. The current trip is the earliest not over (under way until its departure day ends). ${customersOnly}`,
  responses: { 200: json(z.object(TripListSchema.shape).openapi('TripList'), 'The trips ahead'), ...errors(403) },
});
const forecast = defineRoute('user', {
  method: 'get', path: '/current/forecast', tags, summary: 'Whether each package will be ready for the current trip',
  description:
    "For each package not yet picked up: ready (received), on time, or at risk with the reason, from the carrier's estimate or the typical " +
    'transit of its carrier plus the `trip_receiving_margin_days` setting (business days), against the last day of the trip with pickup ' +
    'hours for the customer. Also the last day to order by each common carrier service, storage ending before the arrival, the declared ' +
    'total, and the pickup booked during the trip or else the first free slot proposed with the received packages (book it with ' +
    `\`POST /api/pickup/schedule\`). \`forecast\` is null without a trip ahead. ${customersOnly}`,
  responses: { 200: json(z.object(CurrentTripForecastSchema.shape).openapi('CurrentTripForecast'), 'The forecast of the current trip'), ...errors(403) },
});
const create = defineRoute('user', {
  method: 'post', path: '/', tags, summary: 'Record a trip to Miami',
  description: `${dateRules} At most ${TRIPS_AHEAD_MAX} trips not over per customer (409). ${customersOnly}`,
  request: { body: jsonBody(TripInputSchema) },
  responses: { 201: answer, ...errors(409) },
});
const update = defineRoute('user', {
  method: 'put', path: '/{id}', tags, summary: "Change a trip's dates",
  description: `${dateRules} A trip under way may keep its arrival in the past; a trip over is refused (409). ${customersOnly}`,
  request: { ...byId, body: jsonBody(TripInputSchema) },
  responses: { 200: answer, ...errors(409) },
});
const remove = defineRoute('user', {
  method: 'delete', path: '/{id}', tags, summary: 'Delete a trip',
  description: customersOnly,
  request: byId,
  responses: { 200: json(MessageSchema, TRIP_MESSAGES.deleted) },
});

/** /api/trips: the signed-in customer's own trips to Miami and the current one's forecast (docs/decisions/174). */
export function tripRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json(await listTrips(deps, requireCustomer(requireUser(c))), 200))
    .openapi(forecast, async (c) => c.json({ forecast: await currentTripForecast(deps.db, requireCustomer(requireUser(c)), deps.now()) }, 200))
    .openapi(create, async (c) => c.json({ trip: await createTrip(deps, requireCustomer(requireUser(c)), c.req.valid('json')), message: TRIP_MESSAGES.created }, 201))
    .openapi(update, async (c) =>
      c.json({ trip: await updateTrip(deps, requireCustomer(requireUser(c)), c.req.valid('param').id, c.req.valid('json')), message: TRIP_MESSAGES.updated }, 200),
    )
    .openapi(remove, async (c) => {
      await deleteTrip(deps, requireCustomer(requireUser(c)), c.req.valid('param').id);
      return c.json({ message: TRIP_MESSAGES.deleted }, 200);
    });
}
