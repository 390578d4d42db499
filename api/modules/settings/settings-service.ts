import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, SettingsSchema, type Settings } from '../../../shared/settings/settings-schema';
import { type Db, writeTransaction } from '../../db/client';
import { settings } from '../../db/tables';

export type SettingKey = keyof Settings;

/** A stored setting, or its default when unset or unreadable. */
export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<Settings[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  if (!row) return DEFAULT_SETTINGS[key];
  try {
    const parsed = SettingsSchema.shape[key].safeParse(JSON.parse(row.value));
    return parsed.success ? (parsed.data as Settings[K]) : DEFAULT_SETTINGS[key];
  } catch {
    return DEFAULT_SETTINGS[key];
  }
}

export async function setSetting<K extends SettingKey>(db: Db, key: K, value: Settings[K], updatedBy: number | null, at: Date): Promise<void> {
  const json = JSON.stringify(value);
  await writeTransaction(db, (tx) =>
    tx
      .insert(settings)
      .values({ key, value: json, updatedBy, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedBy, updatedAt: at } }),
  );
}
