import { count, desc } from 'drizzle-orm';
import { NEWSLETTER_RATE_LIMITED_MESSAGE, type NewsletterSignupRequest } from '../../shared/contact/contact-schema';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { newsletterSignups } from '../db/schema/messages';
import type { PageQuery } from './page-query';
import { takeIpSlot } from './ip-rate-limit';
import { HOUR_MS } from '../../shared/time/durations';

export const NEWSLETTER_PER_IP = { limit: 10, windowMs: HOUR_MS };

/** Adds the address once (case-insensitive); true when it was new. */
export function signUpForNewsletter(deps: AppDeps, request: NewsletterSignupRequest, ip: string): boolean {
  takeIpSlot(deps, `newsletter:ip:${ip}`, NEWSLETTER_PER_IP, NEWSLETTER_RATE_LIMITED_MESSAGE);
  const inserted = deps.db
    .insert(newsletterSignups)
    .values({ email: request.email.toLowerCase(), language: request.language ?? 'es', createdAt: deps.now() })
    .onConflictDoNothing({ target: newsletterSignups.email })
    .run();
  return inserted.changes > 0;
}

export function listNewsletterSignups(db: Db, { limit, offset }: PageQuery) {
  const rows = db.select().from(newsletterSignups).orderBy(desc(newsletterSignups.createdAt), desc(newsletterSignups.id)).limit(limit).offset(offset).all();
  const total = db.select({ n: count() }).from(newsletterSignups).get()?.n ?? 0;
  const signups = rows.map((row) => ({ id: row.id, email: row.email, language: row.language, created_at: row.createdAt.toISOString() }));
  return { signups, total, limit, offset };
}
