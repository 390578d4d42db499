import { and, eq, inArray } from 'drizzle-orm';
import { addressLine } from '../../../shared/pickup/pickup-location';
import { PICKUP_MESSAGES } from '../../../shared/pickup/pickup-schema';
import type { AppDeps } from '../../app-deps';
import { packages, pickups, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { mailLanguageOf } from '../../mail/mail-language';
import { fillText, mailTexts } from '../../mail/mail-texts';
import { accountNameOf, pickupPlaceLines } from '../alerts/pickup-place-lines';
import { appLink } from '../outbox/send-mail';
import { icsCalendar } from './ics-calendar';
import { toPickupViews } from './pickup-queries';

/** A pickup holds the counter for half an hour: one slot. */
export const PICKUP_EVENT_MINUTES = 30;

export interface CalendarFile {
  filename: string;
  body: string;
}

/**
 * GET /api/pickup/{id}/calendar.ics: the caller's own pickup as one event in their language (anyone else's is
 * 404, as one that does not exist). A cancelled pickup is answered cancelled, so a calendar holding it drops it.
 */
export async function pickupCalendarFile(deps: AppDeps, user: UserRow, pickupId: number): Promise<CalendarFile> {
  const [row] = await deps.db.select().from(pickups).where(and(eq(pickups.id, pickupId), eq(pickups.userId, user.id))).limit(1);
  if (!row) throw new DomainError('not-found', PICKUP_MESSAGES.notFound);
  const [pickup] = await toPickupViews(deps.db, [row]);
  const ids = pickup!.package_ids;
  const held = ids.length
    ? await deps.db.select({ title: packages.title, trackingNumber: packages.trackingNumber }).from(packages).where(inArray(packages.id, ids)).orderBy(packages.id)
    : [];
  const language = mailLanguageOf(user);
  const words = mailTexts(language).pickupCalendar;
  const { location } = pickup!;
  const pageUrl = appLink(deps, '/dashboard/pickup');
  const description = [
    ...(held.length ? [fillText(words.packages, { list: held.map((item) => `${item.title} (${item.trackingNumber})`).join('; ') })] : []),
    ...pickupPlaceLines(location, accountNameOf(user), language),
    fillText(words.page, { url: pageUrl }),
  ].join('\n');
  const body = icsCalendar(`-//Miami Drop//Pickups//${language.toUpperCase()}`, [
    {
      uid: `pickup-${row.id}@${new URL(deps.config.appUrl).hostname}`,
      stamp: deps.now(),
      date: row.pickupDate,
      time: row.pickupTime,
      minutes: PICKUP_EVENT_MINUTES,
      summary: fillText(words.summary, { name: location.name }),
      location: `${location.name}, ${addressLine(location)}`,
      description,
      url: pageUrl,
      status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    },
  ]);
  return { filename: `miami-drop-pickup-${row.id}.ics`, body };
}
