import { count, desc } from 'drizzle-orm';
import { NEWSLETTER_RATE_LIMITED_MESSAGE, type NewsletterSignupRequest } from '../../../shared/contact/contact-schema';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { newsletterSignups } from '../../db/tables';
import type { PageQuery } from '../packages/page-query';
import { takeIpSlot } from '../limits/ip-rate-limit';
import { HOUR_MS } from '../../../shared/time/durations';

export const NEWSLETTER_PER_IP = { limit: 10, windowMs: HOUR_MS };

/** Adds the address once (case-insensitive); true when it was new. */
export async function signUpForNewsletter(deps: AppDeps, request: NewsletterSignupRequest, ip: string): Promise<boolean> {
  await takeIpSlot(deps, `newsletter:ip:${ip}`, NEWSLETTER_PER_IP, NEWSLETTER_RATE_LIMITED_MESSAGE);
  const inserted = await writeTransaction(deps.db, (tx) =>
    tx
      .insert(newsletterSignups)
      .values({ email: request.email.toLowerCase(), language: request.language ?? 'es', createdAt: deps.now() })
      .onConflictDoNothing({ target: newsletterSignups.email })
      .returning({ id: newsletterSignups.id }),
  );
  return inserted.length > 0;
}

export async function listNewsletterSignups(db: Db, { limit, offset }: PageQuery) {
  const rows = await db.select().from(newsletterSignups).orderBy(desc(newsletterSignups.createdAt), desc(newsletterSignups.id)).limit(limit).offset(offset);
  const [counted] = await db.select({ n: count() }).from(newsletterSignups);
  const total = counted?.n ?? 0;
  const signups = rows.map((row) => ({ id: row.id, email: row.email, language: row.language, created_at: row.createdAt.toISOString() }));
  return { signups, total, limit, offset };
}
