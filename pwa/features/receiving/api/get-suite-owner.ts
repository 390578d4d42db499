import { SuiteOwnerResponseSchema, type SuiteOwner } from '@shared/receiving/suite-owner-schema';
import { api } from '@/lib/api-client';

/** GET /api/admin/suite-codes/{code}: whose suite it is (name and plan), before a parcel is given to them; 404 for nobody's. */
export async function getSuiteOwner(suiteCode: string): Promise<SuiteOwner> {
  return SuiteOwnerResponseSchema.parse(await api.get(`admin/suite-codes/${encodeURIComponent(suiteCode)}`).json()).owner;
}
