/**
 * The admin package list at scale: a fresh SQLite file with `packages` packages over packages/20 customers, then the
 * list's latency for a fragment search, a status filter and page 500 (median and p95). Loopback-free: app.request.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { createApiApp } from '../../api/app';
import { openDatabase, type AppDatabase } from '../../api/db/client';
import { migrateDatabase } from '../../api/db/migrate';
import { hashPassword } from '../../api/modules/accounts/passwords';
import { insertUser } from '../../api/modules/accounts/users-service';

type App = ReturnType<typeof createApiApp>;
const STATUSES: Array<[string, string]> = [['pending', 'pending'], ['in_transit', 'pending'], ['delivered', 'received'], ['delivered', 'scheduled'], ['delivered', 'picked_up'], ['delivered', 'picked_up']];

export function seedPackages(sqlite: ReturnType<typeof openDatabase>['sqlite'], count: number): void {
  const customers = Math.max(1, Math.floor(count / 20));
  const now = Date.now();
  const addUser = sqlite.prepare("INSERT INTO users (email, password_hash, first_name, last_name, phone, role, suite_code, created_at, updated_at) VALUES (?, 'x', ?, ?, '', 'regular', ?, ?, ?)");
  const addPackage = sqlite.prepare('INSERT INTO packages (user_id, tracking_number, title, status, delivery_status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  sqlite.transaction(() => {
    const firstId = (sqlite.prepare('SELECT coalesce(max(id), 0) AS id FROM users').get() as { id: number }).id + 1;
    for (let i = 0; i < customers; i++) addUser.run(`customer${i}@bench.local`, `Name${i}`, `Surname${i % 997}`, `MD-${100000 + i}`, now, now);
    for (let i = 0; i < count; i++) {
      const [status, delivery] = STATUSES[i % STATUSES.length]!;
      const created = now - (count - i) * 1000;
      addPackage.run(firstId + (i % customers), `1Z${String(i).padStart(16, '0')}`, `Package ${i}`, status, delivery, created, created);
    }
  })();
}

async function measure(app: App, token: string, path: string, runs = 40): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    const response = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i >= 5) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))]! };
}

export async function benchAdminList(makeApp: (db: AppDatabase) => Promise<App>, counts: number[]): Promise<void> {
  console.log('Admin package list (GET /api/admin/packages, page_size 20):');
  for (const count of counts) {
    const handle = openDatabase(join(mkdtempSync(join(tmpdir(), 'miami-drop-admin-bench-')), 'bench.db'));
    migrateDatabase(handle.db);
    const started = performance.now();
    seedPackages(handle.sqlite, count);
    await insertUser(handle.db, { email: 'staff@bench.local', passwordHash: await hashPassword('Staff2026!'), firstName: 'Staff', lastName: 'Bench', phone: '', role: 'admin', emailVerifiedAt: new Date(), createdAt: new Date() });
    console.log(`  ${count.toLocaleString('en-US')} packages seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const app = await makeApp(handle.db);
    const login = await app.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.3.0.1' }, body: JSON.stringify({ email: 'staff@bench.local', password: 'Staff2026!' }) });
    const { token } = (await login.json()) as { token: string };
    const fragment = String(Math.floor(count / 2)).padStart(16, '0').slice(-7);
    for (const [label, path] of [
      [`search fragment "${fragment}"`, `/api/admin/packages?status=all&page_size=20&search=${fragment}`],
      ['status filter received', '/api/admin/packages?status=received&page_size=20'],
      ['page 500 (all)', '/api/admin/packages?status=all&page_size=20&page=500'],
    ] as const) {
      const { median, p95 } = await measure(app, token, path);
      console.log(`    ${label.padEnd(34)} median ${median.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms`);
    }
    handle.close();
  }
}
