-- The admin list's search (docs/decisions/145): any fragment of a package's tracking number or of its owner's suite
-- code, name ("first last") or e-mail, found whatever its case and accents. SQLite has an FTS5 trigram table kept by
-- triggers (migrations 0003, 0008); here each field has a trigram index over its folded text, read in place.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it looks its dictionary up through search_path), so no index may use it. A SQL-standard
-- body binds the dictionary and the functions when it is created: the result then depends on the text alone.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(unaccent('unaccent'::regdictionary, value));--> statement-breakpoint
CREATE INDEX packages_tracking_number_search_idx ON packages USING gin (search_fold(tracking_number) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_suite_code_search_idx ON users USING gin (search_fold(suite_code) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_owner_name_search_idx ON users USING gin (search_fold(first_name || ' ' || last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_email_search_idx ON users USING gin (search_fold(email) gin_trgm_ops);
