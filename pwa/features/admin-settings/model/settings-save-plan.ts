import type { BusinessDetails } from '@shared/settings/business-details-schema';
import type { PaymentProvider } from '@shared/settings/settings-schema';

/** The settings the dialog edits, as the server holds them. */
export interface SettingsValues {
  allow_user_registration: boolean;
  whatsapp_number: string;
  payment_provider: PaymentProvider;
  business: BusinessDetails;
}

export type SettingKey = 'registration' | 'whatsapp' | 'business' | 'provider';

/** One update call, in the order they are sent. */
export type SettingChange =
  | { key: 'registration'; value: boolean }
  | { key: 'whatsapp'; value: string }
  | { key: 'business'; value: BusinessDetails }
  | { key: 'provider'; value: PaymentProvider };

/** What has loaded (a failed or pending read is absent) and what the user changed. */
export type LoadedSettings = Partial<SettingsValues>;
export type SettingsEdits = Partial<SettingsValues>;

const SEND_ORDER: SettingKey[] = ['registration', 'whatsapp', 'business', 'provider'];

/** Only a superadmin may change these; for anyone else they are read-only and never sent. */
export const SUPERADMIN_ONLY: ReadonlySet<SettingKey> = new Set(['whatsapp', 'business']);

const sameBusiness = (a: BusinessDetails, b: BusinessDetails) =>
  (Object.keys(a) as Array<keyof BusinessDetails>).every((field) => (a[field] ?? '').trim() === (b[field] ?? '').trim());

function changeOf(key: SettingKey, saved: LoadedSettings, draft: SettingsEdits): SettingChange | null {
  switch (key) {
    case 'registration':
      return saved.allow_user_registration !== undefined && draft.allow_user_registration !== undefined && draft.allow_user_registration !== saved.allow_user_registration
        ? { key, value: draft.allow_user_registration }
        : null;
    case 'whatsapp': {
      const value = draft.whatsapp_number?.trim();
      return saved.whatsapp_number !== undefined && value !== undefined && value !== saved.whatsapp_number.trim() ? { key, value } : null;
    }
    case 'business':
      return saved.business && draft.business && !sameBusiness(saved.business, draft.business) ? { key, value: draft.business } : null;
    case 'provider':
      return saved.payment_provider && draft.payment_provider && draft.payment_provider !== saved.payment_provider ? { key, value: draft.payment_provider } : null;
  }
}

/**
 * The updates to send: only settings that loaded and differ from what the server holds (spaces around
 * text ignored), never a superadmin-only setting for an admin.
 */
export function planSettingsSave(saved: LoadedSettings, edits: SettingsEdits, isSuperadmin: boolean): SettingChange[] {
  return SEND_ORDER.filter((key) => isSuperadmin || !SUPERADMIN_ONLY.has(key))
    .map((key) => changeOf(key, saved, edits))
    .filter((change): change is SettingChange => change !== null);
}

export interface SettingFailure {
  key: SettingKey;
  /** The server's error (translated when known) or a fallback text. */
  message: string;
}

export interface SaveReport {
  saved: SettingKey[];
  failed: SettingFailure[];
}

/**
 * Sends every update in order; one failing does not stop the others (they are independent settings),
 * and each failure is kept with its reason so the user is told which one did not save and why.
 */
export async function runSettingsSave(
  plan: SettingChange[],
  send: (change: SettingChange) => Promise<void>,
  describe: (error: unknown, key: SettingKey) => Promise<string>,
): Promise<SaveReport> {
  const report: SaveReport = { saved: [], failed: [] };
  for (const change of plan) {
    try {
      await send(change);
      report.saved.push(change.key);
    } catch (error) {
      report.failed.push({ key: change.key, message: await describe(error, change.key) });
    }
  }
  return report;
}

/** After a save, the edits that did not go through stay in the form so the user can try again. */
export function editsAfterSave(edits: SettingsEdits, report: SaveReport): SettingsEdits {
  const next: SettingsEdits = { ...edits };
  for (const key of report.saved) {
    if (key === 'registration') delete next.allow_user_registration;
    if (key === 'whatsapp') delete next.whatsapp_number;
    if (key === 'business') delete next.business;
    if (key === 'provider') delete next.payment_provider;
  }
  return next;
}
