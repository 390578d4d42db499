import type Database from 'better-sqlite3';
import { normalizedExpression, sortedShape, type SchemaShape, type TableShape } from './schema-shape';

const DRIZZLE_MIGRATIONS = '__drizzle_migrations';

/** Splits an index's key list at its top-level commas: `lower("email"), "id"` gives two keys. */
function keyTexts(createIndex: string): string[] {
  const start = createIndex.indexOf('(', createIndex.search(/\sON\s/i));
  const keys: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of createIndex.slice(start + 1)) {
    if (char === ')' && depth === 0) break;
    if (char === ',' && depth === 0) {
      keys.push(current);
      current = '';
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    current += char;
  }
  return [...keys, current];
}

function tableShape(sqlite: Database.Database, table: string): TableShape {
  const columns = sqlite.prepare('select name, "notnull", pk from pragma_table_xinfo(?)').all(table) as Array<{ name: string; notnull: number; pk: number }>;
  const foreignKeys = sqlite.prepare('select * from pragma_foreign_key_list(?) order by id, seq').all(table) as Array<{
    id: number;
    table: string;
    from: string;
    to: string;
    on_delete: string;
  }>;
  const indexes = sqlite.prepare("select name, \"unique\", partial from pragma_index_list(?) where origin <> 'pk'").all(table) as Array<{
    name: string;
    unique: number;
    partial: number;
  }>;
  const fkIds = [...new Set(foreignKeys.map((fk) => fk.id))];
  return {
    columns: columns.map((column) => ({ name: column.name, notNull: column.notnull === 1 })),
    primaryKey: columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name),
    foreignKeys: fkIds.map((id) => {
      const parts = foreignKeys.filter((fk) => fk.id === id);
      return { columns: parts.map((fk) => fk.from), references: parts[0]!.table, referencedColumns: parts.map((fk) => fk.to), onDelete: parts[0]!.on_delete.toLowerCase() };
    }),
    indexes: indexes.map((index) => {
      const keys = sqlite.prepare('select name from pragma_index_xinfo(?) where key = 1 order by seqno').all(index.name) as Array<{ name: string | null }>;
      const createIndex = (sqlite.prepare("select sql from sqlite_master where type = 'index' and name = ?").get(index.name) as { sql: string | null }).sql;
      const texts = keys.some((key) => key.name === null) && createIndex ? keyTexts(createIndex) : [];
      return {
        name: index.name,
        columns: keys.map((key, position) => key.name ?? normalizedExpression(texts[position] ?? '?')),
        unique: index.unique === 1,
        partial: index.partial === 1,
      };
    }),
  };
}

/** The ordinary tables (not SQLite's own, drizzle's migrations table, virtual tables or their shadow tables). */
export function sqliteTableNames(sqlite: Database.Database, type: 'table' | 'virtual' | 'shadow' = 'table'): string[] {
  const tables = sqlite.prepare("select name, type from pragma_table_list where schema = 'main'").all() as Array<{ name: string; type: string }>;
  return tables
    .filter((table) => table.type === type && !table.name.startsWith('sqlite_') && table.name !== DRIZZLE_MIGRATIONS)
    .map((table) => table.name)
    .sort();
}

export function sqliteSchemaShape(sqlite: Database.Database): SchemaShape {
  return sortedShape(Object.fromEntries(sqliteTableNames(sqlite).map((table) => [table, tableShape(sqlite, table)])));
}
