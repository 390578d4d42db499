import { asc, eq, ne } from 'drizzle-orm';
import { WAREHOUSE_MESSAGES, type WarehouseAddress, type WarehouseAddressInput } from '../../../shared/warehouse/warehouse-address-schema';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { warehouseAddresses } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { toWarehouseAddress } from './warehouse-service';

const columnsOf = (input: WarehouseAddressInput) => ({
  name: input.name,
  streetAddress: input.street_address,
  city: input.city,
  state: input.state,
  postalCode: input.postal_code,
  country: input.country,
  contactPerson: input.contact_person,
  phone: input.phone,
  accessCode: input.access_code,
  notes: input.notes,
  isActive: input.is_active,
  // Left out, the column keeps what it holds: the default for a new address, its own hours for an edited one.
  ...(input.opening_hours ? { openingHours: JSON.stringify(input.opening_hours) } : {}),
});

export const listWarehouseAddresses = async (db: Db): Promise<WarehouseAddress[]> =>
  (await db.select().from(warehouseAddresses).orderBy(asc(warehouseAddresses.id))).map(toWarehouseAddress);

async function existing(db: Db, id: number) {
  const [row] = await db.select().from(warehouseAddresses).where(eq(warehouseAddresses.id, id)).limit(1);
  if (!row) throw new DomainError('not-found', WAREHOUSE_MESSAGES.notFound);
  return row;
}

/** Only one address is active: making one active deactivates the others in the same transaction. */
async function deactivateOthers(db: Db, id: number, at: Date) {
  await db.update(warehouseAddresses).set({ isActive: false, updatedAt: at }).where(ne(warehouseAddresses.id, id));
}

export async function createWarehouseAddress(deps: AppDeps, input: WarehouseAddressInput): Promise<WarehouseAddress> {
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    const [inserted] = await tx.insert(warehouseAddresses).values({ ...columnsOf(input), isActive: false, createdAt: now, updatedAt: now }).returning();
    const row = inserted!;
    if (input.is_active) return activate(tx, row.id, now);
    return toWarehouseAddress(row);
  });
}

/** An update may activate an address; it never deactivates the active one (activate another instead). */
export async function updateWarehouseAddress(deps: AppDeps, id: number, input: WarehouseAddressInput): Promise<WarehouseAddress> {
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    const row = await existing(tx, id);
    await tx.update(warehouseAddresses).set({ ...columnsOf(input), isActive: row.isActive, updatedAt: now }).where(eq(warehouseAddresses.id, id));
    return input.is_active && !row.isActive ? activate(tx, id, now) : toWarehouseAddress(await existing(tx, id));
  });
}

export async function deleteWarehouseAddress(deps: AppDeps, id: number): Promise<void> {
  await writeTransaction(deps.db, async (tx) => {
    const row = await existing(tx, id);
    if (row.isActive) throw new DomainError('conflict', WAREHOUSE_MESSAGES.cannotDeleteActive);
    await tx.delete(warehouseAddresses).where(eq(warehouseAddresses.id, id));
  });
}

async function activate(tx: Db, id: number, at: Date): Promise<WarehouseAddress> {
  await existing(tx, id);
  await deactivateOthers(tx, id, at);
  await tx.update(warehouseAddresses).set({ isActive: true, updatedAt: at }).where(eq(warehouseAddresses.id, id));
  return toWarehouseAddress(await existing(tx, id));
}

export const activateWarehouseAddress = (deps: AppDeps, id: number): Promise<WarehouseAddress> =>
  writeTransaction(deps.db, async (tx) => activate(tx, id, deps.now()));
