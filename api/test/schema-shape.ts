/** What both databases are compared on (api/db/schema-parity.test.ts): names, nullability, keys and indexes. */
export interface ColumnShape {
  name: string;
  notNull: boolean;
}

export interface ForeignKeyShape {
  columns: string[];
  references: string;
  referencedColumns: string[];
  onDelete: string;
}

export interface IndexShape {
  name: string;
  /** Column names, or the expression's text (normalized) for an expression. */
  columns: string[];
  unique: boolean;
  partial: boolean;
}

export interface TableShape {
  /** By name: SQLite appends columns added later, PostgreSQL's first migration declares them in schema order. */
  columns: ColumnShape[];
  primaryKey: string[];
  foreignKeys: ForeignKeyShape[];
  indexes: IndexShape[];
}

export type SchemaShape = Record<string, TableShape>;

/** Quotes, spaces, case and table qualifiers aside: `lower("email")` (SQLite) and `lower(email)` (PostgreSQL) match. */
export function normalizedExpression(text: string): string {
  return text.replace(/["`]/g, '').replace(/\b[a-z_]\w*\./gi, '').replace(/\s+/g, '').toLowerCase();
}

export function sortedShape(tables: SchemaShape): SchemaShape {
  const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));
  const byColumns = (items: ForeignKeyShape[]) => [...items].sort((a, b) => a.columns.join().localeCompare(b.columns.join()));
  return Object.fromEntries(
    Object.keys(tables)
      .sort()
      .map((name) => {
        const table = tables[name]!;
        return [name, { ...table, columns: byName(table.columns), foreignKeys: byColumns(table.foreignKeys), indexes: byName(table.indexes) }];
      }),
  );
}
