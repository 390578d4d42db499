import type { Package } from '@shared/packages/package-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/tracking: the customer's packages, newest first, each with its latest scan. */
export async function getPackages(): Promise<Package[]> {
  const schema = import('@shared/packages/package-schema').then((module) => module.PackageListSchema);
  return (await checkedAnswer(schema, api.get('tracking').json())).packages;
}
