import { eq } from 'drizzle-orm';
import { formatUsd } from '../../../shared/money/format-usd';
import { formatLongDate } from '../../../shared/time/new-york';
import type { VaultedCard } from '../../adapters/payments/payment-gateway';
import type { AppDeps } from '../../app-deps';
import { packages, users, type StorageExtensionRow } from '../../db/tables';
import { mailLanguageOf } from '../../mail/mail-language';
import { fillText, mailTexts } from '../../mail/mail-texts';
import { reminderMail } from '../../mail/reminder-mail';
import { appLink, queueMail } from '../outbox/send-mail';

/**
 * The receipt of storage days, in the customer's language, through the mail queue: paid on a card, or through PayPal
 * (decision 179). A receipt that cannot be queued is logged, never undoing the extension it reports.
 */
export async function queueStorageReceipt(deps: AppDeps, userId: number, extension: StorageExtensionRow, paidWith: Pick<VaultedCard, 'cardType' | 'last4'> | 'paypal'): Promise<void> {
  try {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
    const [parcel] = await deps.db.select({ title: packages.title }).from(packages).where(eq(packages.id, extension.packageId)).limit(1);
    if (!user || !parcel) return;
    const language = mailLanguageOf(user);
    const words = mailTexts(language).storageReceipt;
    const body = fillText(words.body, {
      amount: formatUsd(extension.amountCents, language),
      card: paidWith === 'paypal' ? words.paypal : `${paidWith.cardType} •••• ${paidWith.last4}`,
      days: extension.days,
      title: parcel.title,
      lastDay: formatLongDate(extension.newLastDay, language),
    });
    const action = { label: words.action, url: appLink(deps, `/dashboard/packages/${extension.packageId}`) };
    await queueMail(deps, reminderMail(user, { subject: words.subject, title: words.title, body, action, reason: words.reason }, deps.config.appUrl));
  } catch (error) {
    deps.logger.error({ module: 'storage' }, `storage receipt ${extension.id} not queued: ${(error as Error).message}`);
  }
}
