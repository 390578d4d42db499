import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgTestDatabase, type PgTestDatabase } from './pg-test-database';

let database: PgTestDatabase;

beforeAll(async () => {
  database = await createPgTestDatabase();
});

afterAll(() => database.drop());

it('reset empties every table and numbers identities from 1 again, as a fresh clone', async () => {
  const insert = (email: string) =>
    database.pool.query<{ id: number }>('insert into newsletter_signups (email, created_at) values ($1, 0) returning id', [email]);
  await insert('one@example.com');
  await insert('two@example.com');
  await database.reset();
  expect((await database.pool.query('select * from newsletter_signups')).rows).toEqual([]);
  expect((await insert('three@example.com')).rows[0]?.id).toBe(1);
});
