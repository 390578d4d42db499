import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseState } from './database-state';

/**
 * pg_dump and pg_restore get the URL without its password, and the password as PGPASSWORD: a command line is
 * readable by every user of the machine (ps), a process's environment is not.
 */
function clientConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // eslint-disable-next-line no-restricted-properties -- the client tools inherit the process's environment (PATH, locale, PG* settings)
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return { dbname: parsed.toString(), env };
}

/** Runs one of PostgreSQL's client tools, failing with what it wrote on stderr. */
function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new Error(`${command} was not found: install PostgreSQL's client tools (the server's major version or later)`) : error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}

/** pg_dump's custom format: one consistent snapshot of the whole database (one repeatable-read transaction), compressed. */
export async function dumpPg(url: string, destination: string): Promise<void> {
  const { dbname, env } = clientConnection(url);
  await runTool('pg_dump', ['--format=custom', `--file=${destination}`, `--dbname=${dbname}`], env);
}

/**
 * Restores a dump into an empty database, in one transaction (all or nothing), without the source's owners and
 * grants: the objects belong to the role restoring. The extensions' comments are left out: only their owner (a
 * superuser) may set them, and a role that may create the app's extensions need not be one.
 */
export async function restorePg(dumpFile: string, url: string): Promise<void> {
  const { dbname, env } = clientConnection(url);
  const contents = await runTool('pg_restore', ['--list', dumpFile], env);
  const wanted = contents
    .split('\n')
    .filter((line) => !/ COMMENT - EXTENSION /.test(line))
    .join('\n');
  const folder = await mkdtemp(join(tmpdir(), 'miami-drop-restore-'));
  try {
    const list = join(folder, 'contents.list');
    await writeFile(list, wanted);
    await runTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--use-list=${list}`, `--dbname=${dbname}`, dumpFile], env);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The tables (in any schema but the system's) and the applied migrations of a PostgreSQL database. */
export async function pgState(url: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select schemaname || '.' || tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1",
    );
    const tables = rows.map((row) => row.name);
    if (!tables.includes('drizzle.__drizzle_migrations')) return { tables, appliedMigrations: 0, lastMigrationAt: null };
    const migrations = await client.query<{ applied: number; last: string | null }>('select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations');
    const row = migrations.rows[0]!;
    return { tables, appliedMigrations: row.applied, lastMigrationAt: row.last === null ? null : Number(row.last) };
  } finally {
    await client.end();
  }
}
