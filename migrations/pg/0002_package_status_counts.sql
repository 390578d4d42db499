-- Counts by displayed status, kept by the database, so the list's totals never count a million rows (as SQLite's
-- migration 0003). A package's count moves only when its effective_status does; a row at 0 stays, as on SQLite.
CREATE TABLE package_status_counts (status text PRIMARY KEY NOT NULL, count integer NOT NULL);--> statement-breakpoint
INSERT INTO package_status_counts (status, count) SELECT effective_status, count(*) FROM packages GROUP BY effective_status;--> statement-breakpoint
-- Inserts and deletes are counted once per statement (a bulk import or an owner's cascade is one counter update per
-- status), in status order, so two transactions take the counter rows in the same order.
CREATE FUNCTION packages_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO package_status_counts AS counts (status, count)
    SELECT effective_status, count(*) FROM inserted GROUP BY effective_status ORDER BY effective_status
    ON CONFLICT (status) DO UPDATE SET count = counts.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER packages_count_insert AFTER INSERT ON packages
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION packages_count_insert();--> statement-breakpoint
CREATE FUNCTION packages_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The status has its row already: the package was counted when it was inserted.
  INSERT INTO package_status_counts AS counts (status, count)
    SELECT effective_status, -count(*) FROM deleted GROUP BY effective_status ORDER BY effective_status
    ON CONFLICT (status) DO UPDATE SET count = counts.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER packages_count_delete AFTER DELETE ON packages
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION packages_count_delete();--> statement-breakpoint
-- An update is counted per row, as on SQLite: a trigger with transition tables cannot name its columns, and this one
-- fires only for a change of status or delivery_status that changes the displayed status.
CREATE FUNCTION packages_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE package_status_counts SET count = count - 1 WHERE status = OLD.effective_status;
  INSERT INTO package_status_counts AS counts (status, count) VALUES (NEW.effective_status, 1)
    ON CONFLICT (status) DO UPDATE SET count = counts.count + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER packages_count_update AFTER UPDATE OF status, delivery_status ON packages
  FOR EACH ROW WHEN (OLD.effective_status IS DISTINCT FROM NEW.effective_status) EXECUTE FUNCTION packages_count_update();
