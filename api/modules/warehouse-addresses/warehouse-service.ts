import { desc, eq } from 'drizzle-orm';
import { PACKAGE_MESSAGES } from '../../../shared/packages/package-messages';
import { hasValidAccess } from '../../../shared/subscription/access';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../../../shared/warehouse/opening-hours';
import { OpeningHoursSchema } from '../../../shared/warehouse/opening-hours-schema';
import type { WarehouseAddress } from '../../../shared/warehouse/warehouse-address-schema';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { warehouseAddresses, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { isStaffRole } from '../../../shared/accounts/user-roles';
import { userSubscriptionView } from '../subscriptions/subscription-view';

export const NO_ACTIVE_WAREHOUSE = 'No active warehouse address';

type WarehouseAddressRow = typeof warehouseAddresses.$inferSelect;

/** The stored hours; a value this version cannot read (written by hand) shows the spec's hours rather than failing every answer. */
function openingHoursOf(stored: string): OpeningHours {
  try {
    return OpeningHoursSchema.safeParse(JSON.parse(stored)).data ?? DEFAULT_OPENING_HOURS;
  } catch {
    return DEFAULT_OPENING_HOURS;
  }
}

export const toWarehouseAddress = (row: WarehouseAddressRow): WarehouseAddress => ({
  id: row.id,
  name: row.name,
  street_address: row.streetAddress,
  city: row.city,
  state: row.state,
  postal_code: row.postalCode,
  country: row.country,
  contact_person: row.contactPerson,
  phone: row.phone,
  access_code: row.accessCode,
  notes: row.notes,
  is_active: row.isActive,
  opening_hours: openingHoursOf(row.openingHours),
});

/** The active address; should several be flagged, the most recently updated one. */
export async function activeWarehouseAddress(db: Db): Promise<WarehouseAddress | undefined> {
  const [row] = await db.select().from(warehouseAddresses).where(eq(warehouseAddresses.isActive, true)).orderBy(desc(warehouseAddresses.updatedAt), desc(warehouseAddresses.id)).limit(1);
  return row ? toWarehouseAddress(row) : undefined;
}

/** GET /api/warehouse/addresses/active: customers with valid access, staff always. */
export async function activeWarehouseAddressFor(deps: AppDeps, user: UserRow): Promise<WarehouseAddress> {
  const staff = isStaffRole(user.role);
  if (!staff && !hasValidAccess(await userSubscriptionView(deps.db, user.id, deps.now()), deps.now())) throw new DomainError('not-allowed', PACKAGE_MESSAGES.accessRequired);
  const address = await activeWarehouseAddress(deps.db);
  if (!address) throw new DomainError('not-found', NO_ACTIVE_WAREHOUSE);
  return address;
}
