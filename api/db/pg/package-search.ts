import { sql, type SQL } from 'drizzle-orm';

/** Trigram search needs three characters (as FTS5's trigram tokenizer does on SQLite). */
const TRIGRAM = 3;

const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The folded forms compared: accents removed and lower case, as the GIN trigram indexes hold them (migrations/pg). */
const searchFold = (text: SQL) => sql`search_fold(${text})`;

/** A shorter fragment is compared as SQLite's LIKE compares it: only ASCII letters in any case, accents as typed. */
const asciiFold = (text: SQL) => sql`lower((${text}) collate "C")`;

function matching(fold: (text: SQL) => SQL, search: string): SQL {
  const pattern = fold(sql`${containsPattern(search)}::text`);
  const contains = (text: SQL) => sql`${fold(text)} like ${pattern} escape '\\'`;
  return sql`select p.id from packages p where ${contains(sql`p.tracking_number`)}
    union
    select p.id from packages p join users u on u.id = p.user_id
    where ${contains(sql`u.suite_code`)} or ${contains(sql`u.first_name || ' ' || u.last_name`)} or ${contains(sql`u.email`)}`;
}

/**
 * The ids (column `id`) of the packages whose tracking number, owner's suite code, owner's name ("first last") or
 * e-mail contain the fragment: what the admin list's search finds on SQLite (api/modules/warehouse/admin-packages-service.ts,
 * the FTS5 table of migrations 0003 and 0008). Each field is matched on its own, as FTS5 matches each column, and the
 * owner's fields are read from `users` when searched, so there is no copy to keep in step (docs/decisions/145).
 */
export function packageSearchIds(search: string): SQL {
  return matching(search.length >= TRIGRAM ? searchFold : asciiFold, search);
}
