import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../shared/subscription/subscribe-request-schema';
import type { AppDeps } from '../app-deps';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { ApiError } from '../http/api-error';
import { writeTransaction } from '../db/client';

export interface StoredAnswer {
  status: ContentfulStatusCode;
  body: unknown;
  replayed: boolean;
}

type WorkAnswer = { status: ContentfulStatusCode; body: unknown };

export interface IdempotentRequest {
  /** The user the key belongs to. */
  scope: number;
  key: string | undefined;
  method: string;
  path: string;
  /** What makes two requests "the same": the body without one-time parts (reCAPTCHA tokens). */
  fingerprint: unknown;
  /** Which 4xx answers to replay too (a declined card), besides successes; transient ones stay retryable. */
  storeErrors: (error: ApiError) => boolean;
  /**
   * Asked when this run takes over a claim whose run never answered (its process stopped): that run may have done the
   * work before it could store its answer. The success it would have answered, when what it does (the same package,
   * the same receipt) has been done since `since`, the time it claimed the key; undefined to run the work.
   */
  alreadyDone?: (since: Date) => WorkAnswer | undefined;
}

export const IDEMPOTENCY_MISMATCH = 'Idempotency-Key was already used with a different request';
export const IDEMPOTENCY_IN_PROGRESS = 'A request with this Idempotency-Key is still being processed';
const INVALID_KEY = 'Invalid Idempotency-Key header';
/**
 * An unfinished claim of an earlier boot is abandoned (its process stopped); one of this boot older than this is a
 * run that hangs: either way the key may run again.
 */
const STALE_CLAIM_MS = 2 * 60 * 1000;
const WAIT_MS = 15_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function hashOf(method: string, path: string, fingerprint: unknown): string {
  return createHash('sha256').update(JSON.stringify([method, path, fingerprint ?? null])).digest('hex');
}

/**
 * Runs `work` once per (user, key). The same key with the same request returns the stored answer
 * (a concurrent duplicate waits for the first); with a different request it is refused (422).
 * Server failures (5xx and unexpected errors) are not stored, so the client can retry them.
 */
export async function idempotent(deps: AppDeps, request: IdempotentRequest, work: () => Promise<WorkAnswer>): Promise<StoredAnswer> {
  const { key } = request;
  if (key === undefined) return { ...(await work()), replayed: false };
  if (!key.trim() || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key)) throw new ApiError(400, INVALID_KEY);

  const requestHash = hashOf(request.method, request.path, request.fingerprint);
  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, key));
  const deadline = Date.now() + WAIT_MS;

  let takenOverSince: Date | undefined;
  for (;;) {
    const claimed = writeTransaction(deps.db, (tx) => {
      const row = tx.select().from(idempotencyKeys).where(where).get();
      const claim = { createdAt: deps.now(), bootId: deps.bootId };
      if (!row) {
        tx.insert(idempotencyKeys).values({ scope: request.scope, key, method: request.method, path: request.path, requestHash, ...claim }).run();
        return { claimed: true as const };
      }
      if (row.requestHash !== requestHash) throw new ApiError(422, IDEMPOTENCY_MISMATCH);
      if (row.statusCode !== null) return { claimed: false as const, answer: { status: row.statusCode as ContentfulStatusCode, body: JSON.parse(row.responseBody ?? 'null') } };
      if (row.bootId !== deps.bootId || deps.now().getTime() - row.createdAt.getTime() > STALE_CLAIM_MS) {
        tx.update(idempotencyKeys).set(claim).where(where).run();
        return { claimed: true as const, abandonedAt: row.createdAt };
      }
      return { claimed: false as const, answer: null };
    });
    if (!claimed.claimed && claimed.answer) return { ...claimed.answer, replayed: true };
    if (claimed.claimed) {
      takenOverSince = claimed.abandonedAt;
      break;
    }
    if (Date.now() > deadline) throw new ApiError(409, IDEMPOTENCY_IN_PROGRESS);
    await sleep(POLL_MS);
  }

  const store = (status: number, body: unknown) =>
    deps.db.update(idempotencyKeys).set({ statusCode: status, responseBody: JSON.stringify(body) }).where(where).run();
  const release = () => deps.db.delete(idempotencyKeys).where(where).run();

  const done = takenOverSince && request.alreadyDone?.(takenOverSince);
  if (done) {
    store(done.status, done.body);
    return { ...done, replayed: true };
  }

  let result: WorkAnswer;
  try {
    result = await work();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && request.storeErrors(error)) store(error.status, { error: error.error, ...error.extra });
    else release();
    throw error;
  }
  if (result.status < 300) store(result.status, result.body);
  else release();
  return { ...result, replayed: false };
}

/** Forgets the keys (answered or abandoned) older than `olderThanMs`; the number forgotten. */
export function pruneIdempotencyKeys(deps: Pick<AppDeps, 'db' | 'now'>, olderThanMs: number): number {
  const before = new Date(deps.now().getTime() - olderThanMs);
  return deps.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).run().changes;
}
