import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../../shared/subscription/subscribe-request-schema';
import type { AppDeps } from '../../app-deps';
import { idempotencyKeys } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { writeTransaction } from '../../db/client';

/** An answer as the HTTP layer gives it (its status and body), kept for the key as it is. */
export interface WorkAnswer {
  status: number;
  body: unknown;
}

export interface StoredAnswer extends WorkAnswer {
  replayed: boolean;
}

export interface IdempotentRequest {
  /** The user the key belongs to. */
  scope: number;
  key: string | undefined;
  method: string;
  path: string;
  /** What makes two requests "the same": the body without one-time parts (reCAPTCHA tokens). */
  fingerprint: unknown;
  /**
   * The answer a failure of the work is replayed as (a declined card), besides successes; undefined, or no function,
   * keeps none, so a transient failure stays retryable. The HTTP layer says how a failure answers (decision 146).
   */
  keptRefusal?: (error: unknown) => WorkAnswer | undefined;
  /**
   * Asked when this run takes over a claim whose run never answered (its process stopped): that run may have done the
   * work before it could store its answer. The success it would have answered, when what it does (the same package,
   * the same receipt) has been done since `since`, the time it claimed the key; undefined to run the work.
   */
  alreadyDone?: (since: Date) => WorkAnswer | undefined | Promise<WorkAnswer | undefined>;
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
 * (a concurrent duplicate waits for the first); with a different request it is refused (unprocessable).
 * A failure is stored only as `keptRefusal` answers it, and never a server failure (5xx): any other failure releases
 * the key, so the client can retry it.
 */
export async function idempotent(deps: AppDeps, request: IdempotentRequest, work: () => Promise<WorkAnswer>): Promise<StoredAnswer> {
  const { key } = request;
  if (key === undefined) return { ...(await work()), replayed: false };
  if (!key.trim() || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key)) throw new DomainError('invalid-input', INVALID_KEY);

  const requestHash = hashOf(request.method, request.path, request.fingerprint);
  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, key));
  const deadline = Date.now() + WAIT_MS;

  let takenOverSince: Date | undefined;
  for (;;) {
    const claimed = await writeTransaction(deps.db, async (tx) => {
      const [row] = await tx.select().from(idempotencyKeys).where(where).limit(1);
      const claim = { createdAt: deps.now(), bootId: deps.bootId };
      if (!row) {
        await tx.insert(idempotencyKeys).values({ scope: request.scope, key, method: request.method, path: request.path, requestHash, ...claim });
        return { claimed: true as const };
      }
      if (row.requestHash !== requestHash) throw new DomainError('unprocessable', IDEMPOTENCY_MISMATCH);
      if (row.statusCode !== null) return { claimed: false as const, answer: { status: row.statusCode, body: JSON.parse(row.responseBody ?? 'null') } };
      if (row.bootId !== deps.bootId || deps.now().getTime() - row.createdAt.getTime() > STALE_CLAIM_MS) {
        await tx.update(idempotencyKeys).set(claim).where(where);
        return { claimed: true as const, abandonedAt: row.createdAt };
      }
      return { claimed: false as const, answer: null };
    });
    if (!claimed.claimed && claimed.answer) return { ...claimed.answer, replayed: true };
    if (claimed.claimed) {
      takenOverSince = claimed.abandonedAt;
      break;
    }
    if (Date.now() > deadline) throw new DomainError('conflict', IDEMPOTENCY_IN_PROGRESS);
    await sleep(POLL_MS);
  }

  const store = (status: number, body: unknown) =>
    writeTransaction(deps.db, async (tx) => {
      await tx.update(idempotencyKeys).set({ statusCode: status, responseBody: JSON.stringify(body) }).where(where);
    });
  const release = () =>
    writeTransaction(deps.db, async (tx) => {
      await tx.delete(idempotencyKeys).where(where);
    });

  const done = takenOverSince && (await request.alreadyDone?.(takenOverSince));
  if (done) {
    await store(done.status, done.body);
    return { ...done, replayed: true };
  }

  let result: WorkAnswer;
  try {
    result = await work();
  } catch (error) {
    const kept = request.keptRefusal?.(error);
    if (kept && kept.status < 500) await store(kept.status, kept.body);
    else await release();
    throw error;
  }
  if (result.status < 300) await store(result.status, result.body);
  else await release();
  return { ...result, replayed: false };
}

/** Forgets the keys (answered or abandoned) older than `olderThanMs`; the number forgotten. */
export async function pruneIdempotencyKeys(deps: Pick<AppDeps, 'db' | 'now'>, olderThanMs: number): Promise<number> {
  const before = new Date(deps.now().getTime() - olderThanMs);
  const forgotten = await writeTransaction(deps.db, (tx) =>
    tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ scope: idempotencyKeys.scope }),
  );
  return forgotten.length;
}
