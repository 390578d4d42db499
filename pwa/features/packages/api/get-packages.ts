import type { Package } from '@shared/packages/package-schema';
import { api } from '@/lib/api-client';
import { schemaBesideAnswer } from '@/lib/schema-beside-answer';

/** GET /api/tracking: the customer's packages, newest first, each with its latest scan. */
export async function getPackages(): Promise<Package[]> {
  const [{ PackageListSchema }, data] = await schemaBesideAnswer(import('@shared/packages/package-schema'), api.get('tracking').json());
  return PackageListSchema.parse(data).packages;
}
