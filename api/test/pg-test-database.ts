import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migratePgDatabase } from '../db/migrate-pg';
import { PG_MIGRATIONS_FOLDER } from '../db/migration-folders';

/** The server's maintenance database, as a role that may create databases (this machine: trust authentication). */
// eslint-disable-next-line no-restricted-properties -- test infrastructure, not the app's configuration (api/env.ts)
const ADMIN_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Any fixed number: test processes take turns on it to build, clone and clear away databases. */
const TEST_DATABASES_LOCK = 2_802_029;

const TEMPLATE_PREFIX = 'miami_drop_template_';
const TEST_PREFIX = 'miami_drop_test_';
/** A test database this old was left by a run that was killed before its `drop()`: no test file runs this long. */
const ABANDONED_AFTER_SECONDS = 3600;

export interface PgTestDatabase {
  url: string;
  pool: pg.Pool;
  /** Back to the database as cloned (what the migrations wrote, identities from 1), as a new clone would be. */
  reset(): Promise<void>;
  /** Ends the pool, closes any connection left to the database and drops it. */
  drop(): Promise<void>;
}

const BASELINE_SCHEMA = 'test_baseline';

/**
 * Keeps what the migrations wrote (the status counters) in a schema of its own, for `reset`: a clone takes most of a
 * second, while emptying the tables and putting those rows back takes milliseconds, so a test file clones once and
 * resets between its tests.
 */
async function baselineOf(pool: pg.Pool): Promise<() => Promise<void>> {
  const { rows } = await pool.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
  const tables = rows.map((row) => pg.escapeIdentifier(row.name));
  const kept: string[] = [];
  await pool.query(`create schema ${BASELINE_SCHEMA}`);
  for (const table of tables) {
    const copied = await pool.query(`create table ${BASELINE_SCHEMA}.${table} as select * from public.${table}`);
    if (copied.rowCount) kept.push(table);
  }
  const identities = await pool.query<{ sequence: string; table_name: string; column_name: string }>(
    `select pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence, table_name, column_name
     from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`,
  );
  const statements = [
    // Triggers and foreign keys off for this transaction: every table is emptied anyway, and the counters come back below.
    'set local session_replication_role = replica',
    ...tables.map((table) => `delete from public.${table}`),
    ...kept.map((table) => `insert into public.${table} select * from ${BASELINE_SCHEMA}.${table}`),
    ...identities.rows.map(
      (row) =>
        `select setval(${pg.escapeLiteral(row.sequence)}, coalesce((select max(${pg.escapeIdentifier(row.column_name)}) from public.${pg.escapeIdentifier(row.table_name)}), 0) + 1, false)`,
    ),
  ];
  return async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const statement of statements) await client.query(statement);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Names the migrated template after what migrates it: a changed migration gets a template of its own. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(PG_MIGRATIONS_FOLDER)) hash.update(file.slice(PG_MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

function urlOf(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL} (set PG_TEST_URL): ${String(error)}`, { cause: error });
  }
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Templates of other migrations (or half-built ones) and test databases of killed runs. */
async function dropLeftovers(admin: pg.Client, template: string): Promise<void> {
  const oldest = Math.floor(Date.now() / 1000) - ABANDONED_AFTER_SECONDS;
  const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'miami\\_drop\\_%'");
  for (const { datname } of rows) {
    const otherTemplate = datname.startsWith(TEMPLATE_PREFIX) && datname !== template;
    const abandoned = datname.startsWith(TEST_PREFIX) && Number(datname.slice(TEST_PREFIX.length).split('_')[0]) < oldest;
    if (otherTemplate || abandoned) await admin.query(`drop database if exists ${datname} with (force)`);
  }
}

/** Builds the template under another name and renames it when migrated: a run that died half-way leaves no ready-looking template. */
async function buildTemplate(admin: pg.Client, template: string): Promise<void> {
  const building = `${template}_building`;
  await admin.query(`create database ${building}`);
  const pool = new pg.Pool({ connectionString: urlOf(building), max: 1 });
  try {
    await migratePgDatabase(pool);
  } finally {
    await pool.end();
  }
  await admin.query(`alter database ${building} rename to ${template}`);
}

/**
 * A migrated database of the test's own, cloned from a template migrated once for all test processes (the first one
 * builds it; the others wait on the lock, then find it). Cloning is done under the same lock, so a process of another
 * checkout, whose migrations differ, never drops a template that is being cloned.
 */
export async function createPgTestDatabase(): Promise<PgTestDatabase> {
  const name = `${TEST_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEST_DATABASES_LOCK]);
    try {
      const template = templateName();
      await dropLeftovers(admin, template);
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (!found.rowCount) await buildTemplate(admin, template);
      await admin.query(`create database ${name} template ${template}`);
      // A test's commits need not reach the disk before it goes on.
      await admin.query(`alter database ${name} set synchronous_commit = off`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEST_DATABASES_LOCK]);
    }
  });
  const pool = new pg.Pool({ connectionString: urlOf(name), max: 4 });
  // pool.end() resolves before its connections have closed, and drop() then ends them from the server: the pool reports
  // that as an error event, which would end the test process if nothing listened.
  pool.on('error', () => undefined);
  const reset = await baselineOf(pool);
  return {
    url: urlOf(name),
    pool,
    reset,
    drop: async () => {
      await pool.end();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** An empty database of the test's own (no table, no extension), as `createdb` makes one: a restore's target. */
export async function createEmptyPgTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${TEST_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  return { url: urlOf(name), drop: async () => void (await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`))) };
}
