import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Replayable writes: a repeated key with the same request returns the stored answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The user id, 0 for anonymous callers, or minus the user id for the server's own keys (PayPal capture). */
    scope: integer('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    /** When the key was claimed, by the run that holds it now (a run taking an abandoned claim over claims it anew). */
    createdAt: createdAt(),
    /** The boot of the process whose run holds the claim: a claim of an earlier boot has nobody left to answer it. */
    bootId: text('boot_id'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
