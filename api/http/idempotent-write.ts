import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/subscription/subscribe-request-schema';
import type { AppDeps } from '../app-deps';
import { idempotent } from '../modules/idempotency/idempotency-service';
import type { AppEnv } from './app-env';
import { requireUser } from './auth';
import { errorAnswer, type ErrorAnswer } from './error-answer';

/**
 * Refusals that answer the same on a repeat (already picked up, slot full, not found) are kept for the key; who may
 * call (401, 403: a plan or a role can change) and rate limits (429) are not, so a later retry is judged afresh.
 */
export const replayableRefusal = (refusal: ErrorAnswer) => ![401, 403, 429].includes(refusal.status);

/** The failures kept for an Idempotency-Key: the refusals `replayable` accepts, as they answer (the key's store keeps no 5xx). */
export const keptRefusal = (replayable: (refusal: ErrorAnswer) => boolean) => (error: unknown) => {
  const refusal = errorAnswer(error);
  return refusal && replayable(refusal) ? { status: refusal.status, body: refusal.body } : undefined;
};

interface IdempotentWriteOptions<S extends ContentfulStatusCode, T> {
  /** What makes two requests with one key "the same"; the method and the path (with its ids) are always part. */
  fingerprint: unknown;
  work: () => Promise<{ status: S; body: T }> | { status: S; body: T };
  storeErrors?: (refusal: ErrorAnswer) => boolean;
  /**
   * After a crash (the key's claim left by an earlier boot), the answer the first run would have given when its work
   * is found done since `since`: a retry then gets that success, not a refusal of its own work (decision 141).
   */
  alreadyDone?: (since: Date) => { status: S; body: T } | undefined | Promise<{ status: S; body: T } | undefined>;
}

/**
 * A signed-in caller's write with an optional Idempotency-Key: the same key and request answers the first answer
 * again (Idempotent-Replayed: true) without acting twice; the same key with another request is 422.
 */
export async function idempotentWrite<S extends ContentfulStatusCode, T>(
  c: Context<AppEnv>,
  deps: AppDeps,
  { fingerprint, work, storeErrors = replayableRefusal, alreadyDone }: IdempotentWriteOptions<S, T>,
) {
  const answer = await idempotent(
    deps,
    { scope: requireUser(c).id, key: c.req.header(IDEMPOTENCY_KEY_HEADER), method: c.req.method, path: c.req.path, fingerprint, keptRefusal: keptRefusal(storeErrors), alreadyDone },
    async () => work(),
  );
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  // A stored refusal comes back with its own status and `{ error }` body: one of the route's documented failures
  // (the contract check holds every answer to the document), typed here as the success it stands in for.
  return c.json(answer.body as T, answer.status as S);
}
