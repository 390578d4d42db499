import { BUSINESS_DETAIL_KEYS, type BusinessDetails } from '../../../shared/settings/business-details-schema';
import type { AppDeps } from '../../app-deps';
import { getSetting, setSetting } from './settings-service';
import { writeTransaction } from '../../db/client';

/** What the public site shows; the support e-mail falls back to the configured SUPPORT_EMAIL. */
export async function getBusinessDetails(deps: Pick<AppDeps, 'db' | 'config'>): Promise<BusinessDetails> {
  return {
    support_email: (await getSetting(deps.db, 'support_email')) || deps.config.supportEmail,
    support_phone: await getSetting(deps.db, 'support_phone'),
    street_address: await getSetting(deps.db, 'street_address'),
    instagram_url: await getSetting(deps.db, 'instagram_url'),
    facebook_url: await getSetting(deps.db, 'facebook_url'),
  };
}

/** All five at once, so the site never shows half an edit. */
export async function setBusinessDetails(deps: AppDeps, details: BusinessDetails, updatedBy: number | null): Promise<BusinessDetails> {
  const now = deps.now();
  await writeTransaction(deps.db, async (tx) => {
    for (const key of BUSINESS_DETAIL_KEYS) await setSetting(tx, key, details[key], updatedBy, now);
  });
  return getBusinessDetails(deps);
}
