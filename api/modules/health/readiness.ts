import type { AppDeps } from '../../app-deps';
import { missingMigrations, pingDatabase } from '../../db/database-state';
import { errorText } from '../payments/gateway-errors';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Ready to serve: the database answers and has every migration of this release applied. */
export async function readiness(deps: AppDeps): Promise<Readiness> {
  try {
    await pingDatabase(deps.db);
  } catch (error) {
    return { ready: false, reason: `the database does not answer: ${errorText(error)}` };
  }
  const missing = await missingMigrations(deps.db);
  if (missing.length > 0) return { ready: false, reason: `migrations not applied: ${missing.join(', ')}` };
  return { ready: true };
}
