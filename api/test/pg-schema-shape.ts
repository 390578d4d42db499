import type pg from 'pg';
import { normalizedExpression, sortedShape, type SchemaShape, type TableShape } from './schema-shape';

const ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

const TABLES = "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'";

const COLUMNS = `select table_name, column_name, is_nullable = 'NO' as not_null
  from information_schema.columns where table_schema = 'public'`;

const PRIMARY_KEYS = `select tc.table_name, kcu.column_name
  from information_schema.table_constraints tc
  join information_schema.key_column_usage kcu
    on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
  where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
  order by kcu.ordinal_position`;

const columnNames = (keys: string, relation: string) => `array(
    select a.attname::text from unnest(${keys}) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum order by k.position)`;

const FOREIGN_KEYS = `select c.conrelid::regclass::text as table_name, c.confrelid::regclass::text as referenced_table,
    c.confdeltype as on_delete, ${columnNames('c.conkey', 'c.conrelid')} as column_names,
    ${columnNames('c.confkey', 'c.confrelid')} as referenced_columns
  from pg_constraint c join pg_namespace n on n.oid = c.connamespace
  where c.contype = 'f' and n.nspname = 'public'`;

/** Each key as pg_get_indexdef gives it: the column's name, or the expression's text. */
const INDEXES = `select t.relname as table_name, i.relname as index_name, x.indisunique as is_unique, x.indpred is not null as is_partial,
    am.amname as method, array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) as k) as keys
  from pg_index x
  join pg_class i on i.oid = x.indexrelid
  join pg_class t on t.oid = x.indrelid
  join pg_am am on am.oid = i.relam
  join pg_namespace n on n.oid = t.relnamespace
  where n.nspname = 'public' and not x.indisprimary`;

export interface PgIndexRow {
  table_name: string;
  index_name: string;
  is_unique: boolean;
  is_partial: boolean;
  method: string;
  keys: string[];
}

export async function pgIndexes(pool: pg.Pool): Promise<PgIndexRow[]> {
  return (await pool.query<PgIndexRow>(INDEXES)).rows;
}

/** The tables of schema `public` (drizzle's migrations table is in schema `drizzle`). */
export async function pgSchemaShape(pool: pg.Pool): Promise<SchemaShape> {
  const tables = (await pool.query<{ table_name: string }>(TABLES)).rows;
  const columns = (await pool.query<{ table_name: string; column_name: string; not_null: boolean }>(COLUMNS)).rows;
  const primaryKeys = (await pool.query<{ table_name: string; column_name: string }>(PRIMARY_KEYS)).rows;
  const foreignKeys = (
    await pool.query<{ table_name: string; referenced_table: string; on_delete: string; column_names: string[]; referenced_columns: string[] }>(FOREIGN_KEYS)
  ).rows;
  const indexes = await pgIndexes(pool);
  const shapeOf = (table: string): TableShape => ({
    columns: columns.filter((row) => row.table_name === table).map((row) => ({ name: row.column_name, notNull: row.not_null })),
    primaryKey: primaryKeys.filter((row) => row.table_name === table).map((row) => row.column_name),
    foreignKeys: foreignKeys
      .filter((row) => row.table_name === table)
      .map((row) => ({
        columns: row.column_names,
        references: row.referenced_table,
        referencedColumns: row.referenced_columns,
        onDelete: ON_DELETE[row.on_delete] ?? row.on_delete,
      })),
    indexes: indexes
      .filter((row) => row.table_name === table)
      .map((row) => ({ name: row.index_name, columns: row.keys.map(normalizedExpression), unique: row.is_unique, partial: row.is_partial })),
  });
  return sortedShape(Object.fromEntries(tables.map(({ table_name }) => [table_name, shapeOf(table_name)])));
}
