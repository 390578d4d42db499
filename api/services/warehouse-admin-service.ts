import { asc, eq, ne } from 'drizzle-orm';
import { WAREHOUSE_MESSAGES, type WarehouseAddress, type WarehouseAddressInput } from '../../shared/warehouse/warehouse-address-schema';
import type { AppDeps } from '../app-deps';
import { type Db, writeTransaction } from '../db/client';
import { warehouseAddresses } from '../db/schema/warehouse-addresses';
import { DomainError } from '../domain/domain-error';
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
});

export const listWarehouseAddresses = (db: Db): WarehouseAddress[] =>
  db.select().from(warehouseAddresses).orderBy(asc(warehouseAddresses.id)).all().map(toWarehouseAddress);

function existing(db: Db, id: number) {
  const row = db.select().from(warehouseAddresses).where(eq(warehouseAddresses.id, id)).get();
  if (!row) throw new DomainError('not-found', WAREHOUSE_MESSAGES.notFound);
  return row;
}

/** Only one address is active: making one active deactivates the others in the same transaction. */
function deactivateOthers(db: Db, id: number, at: Date) {
  db.update(warehouseAddresses).set({ isActive: false, updatedAt: at }).where(ne(warehouseAddresses.id, id)).run();
}

export function createWarehouseAddress(deps: AppDeps, input: WarehouseAddressInput): WarehouseAddress {
  const now = deps.now();
  return writeTransaction(deps.db, (tx) => {
    const row = tx.insert(warehouseAddresses).values({ ...columnsOf(input), isActive: false, createdAt: now, updatedAt: now }).returning().get();
    if (input.is_active) return activate(tx, row.id, now);
    return toWarehouseAddress(row);
  });
}

/** An update may activate an address; it never deactivates the active one (activate another instead). */
export function updateWarehouseAddress(deps: AppDeps, id: number, input: WarehouseAddressInput): WarehouseAddress {
  const now = deps.now();
  return writeTransaction(deps.db, (tx) => {
    const row = existing(tx, id);
    tx.update(warehouseAddresses).set({ ...columnsOf(input), isActive: row.isActive, updatedAt: now }).where(eq(warehouseAddresses.id, id)).run();
    return input.is_active && !row.isActive ? activate(tx, id, now) : toWarehouseAddress(existing(tx, id));
  });
}

export function deleteWarehouseAddress(deps: AppDeps, id: number): void {
  const row = existing(deps.db, id);
  if (row.isActive) throw new DomainError('conflict', WAREHOUSE_MESSAGES.cannotDeleteActive);
  deps.db.delete(warehouseAddresses).where(eq(warehouseAddresses.id, id)).run();
}

function activate(tx: Db, id: number, at: Date): WarehouseAddress {
  existing(tx, id);
  deactivateOthers(tx, id, at);
  tx.update(warehouseAddresses).set({ isActive: true, updatedAt: at }).where(eq(warehouseAddresses.id, id)).run();
  return toWarehouseAddress(existing(tx, id));
}

export const activateWarehouseAddress = (deps: AppDeps, id: number): WarehouseAddress =>
  writeTransaction(deps.db, (tx) => activate(tx, id, deps.now()));
