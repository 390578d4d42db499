import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgDatabase, type PgDatabaseHandle } from '../pg-client';
import { createPgTestDatabase, type PgTestDatabase } from '../../test/pg-test-database';
import { createMemoryLogger } from '../../test/memory-logger';

let database: PgTestDatabase;
let handle: PgDatabaseHandle;
const { logger, records } = createMemoryLogger();

beforeAll(async () => {
  database = await createPgTestDatabase();
  handle = openPgDatabase(database.url, { logger });
});

afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe('openPgDatabase', () => {
  it('outlives an idle connection the server ends (a restart, a failover): logged, and the next query opens another', async () => {
    const pid = async () => (await handle.pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const idle = await pid();
    const ended = new Promise((resolve) => handle.pool.once('error', resolve));
    await database.pool.query('select pg_terminate_backend($1)', [idle]);
    await ended;
    expect(records).toContainEqual(expect.objectContaining({ level: 'warn', module: 'database', msg: expect.stringContaining('an idle connection was closed') }));
    expect(await pid()).not.toBe(idle);
  });
});
