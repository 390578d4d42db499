import Database from 'better-sqlite3';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './e2e-config';

const databasePath = join(E2E_DATA_DIR, 'app.db');

/** Reads the e2e server's SQLite file, for facts the API does not expose (charges). */
export function countRows(sql: string, ...params: unknown[]): number {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(...params) as { count: number }).count;
  } finally {
    db.close();
  }
}

export const subscriptionRowsOf = (userId: number) => countRows('SELECT COUNT(*) AS count FROM subscriptions WHERE user_id = ?', userId);

/** Charges that took money: settled payments. */
export const settledChargesOf = (userId: number) => countRows("SELECT COUNT(*) AS count FROM payments WHERE user_id = ? AND status = 'settled'", userId);

/**
 * Test setup only: gives a customer parcels that are still in the warehouse flow (shipments in use),
 * as no packages API exists yet. Written with a busy timeout beside the running server.
 */
export function addPackagesInUse(userId: number, count: number): void {
  const db = new Database(databasePath, { fileMustExist: true, timeout: 5000 });
  try {
    const insert = db.prepare(
      "INSERT INTO packages (user_id, tracking_number, title, status, delivery_status, created_at, updated_at) VALUES (?, ?, ?, 'in_transit', 'pending', ?, ?)",
    );
    const now = Date.now();
    db.transaction(() => {
      for (let index = 0; index < count; index += 1) insert.run(userId, `E2E${userId}X${now}X${index}`, `Paquete ${index + 1}`, now, now);
    })();
  } finally {
    db.close();
  }
}

/** Test setup only: a setting as the admin panel would store it (JSON value). */
export function writeSetting(key: string, value: unknown): void {
  const db = new Database(databasePath, { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare('INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value), Date.now());
  } finally {
    db.close();
  }
}

/** Test setup only: a scheduled pickup in a slot (for a full slot), for an existing user. Returns a remover. */
export function addScheduledPickup(email: string, date: string, time: string): () => void {
  const db = new Database(databasePath, { fileMustExist: true, timeout: 5000 });
  try {
    const user = db.prepare('SELECT id FROM users WHERE lower(email) = lower(?)').get(email) as { id: number };
    const now = Date.now();
    const { lastInsertRowid } = db
      .prepare("INSERT INTO pickups (user_id, pickup_date, pickup_time, status, created_at, updated_at) VALUES (?, ?, ?, 'scheduled', ?, ?)")
      .run(user.id, date, time, now, now);
    return () => {
      const cleanup = new Database(databasePath, { fileMustExist: true, timeout: 5000 });
      try {
        cleanup.prepare('DELETE FROM pickups WHERE id = ?').run(lastInsertRowid);
      } finally {
        cleanup.close();
      }
    };
  } finally {
    db.close();
  }
}
