import { BUSINESS_DETAIL_KEYS, type BusinessDetails } from '../../shared/settings/business-details-schema';
import type { AppDeps } from '../app-deps';
import { getSetting, setSetting } from './settings-service';
import { writeTransaction } from '../db/client';

/** What the public site shows; the support e-mail falls back to the configured SUPPORT_EMAIL. */
export function getBusinessDetails(deps: Pick<AppDeps, 'db' | 'config'>): BusinessDetails {
  return {
    support_email: getSetting(deps.db, 'support_email') || deps.config.supportEmail,
    support_phone: getSetting(deps.db, 'support_phone'),
    street_address: getSetting(deps.db, 'street_address'),
    instagram_url: getSetting(deps.db, 'instagram_url'),
    facebook_url: getSetting(deps.db, 'facebook_url'),
  };
}

/** All five at once, so the site never shows half an edit. */
export function setBusinessDetails(deps: AppDeps, details: BusinessDetails, updatedBy: number | null): BusinessDetails {
  const now = deps.now();
  writeTransaction(deps.db, (tx) => {
    for (const key of BUSINESS_DETAIL_KEYS) setSetting(tx, key, details[key], updatedBy, now);
  });
  return getBusinessDetails(deps);
}
