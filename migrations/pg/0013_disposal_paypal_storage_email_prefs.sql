CREATE TABLE "email_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"received" boolean DEFAULT false NOT NULL,
	"tracking" boolean DEFAULT false NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"storage" boolean DEFAULT false NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
-- A disposed package shows as disposed (issue 32): the displayed status is rebuilt as 0007 did for shipped, with its
-- index and the count trigger whose condition reads it. No package is disposed yet, so the counts stand.
DROP TRIGGER packages_count_update ON packages;--> statement-breakpoint
ALTER TABLE "packages" drop column "effective_status";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "effective_status" text GENERATED ALWAYS AS (case when delivery_status in ('received', 'scheduled', 'picked_up', 'shipped', 'disposed') then delivery_status else status end) STORED;--> statement-breakpoint
CREATE INDEX "packages_effective_status_created_idx" ON "packages" USING btree ("effective_status","created_at");--> statement-breakpoint
CREATE TRIGGER packages_count_update AFTER UPDATE OF status, delivery_status ON packages
  FOR EACH ROW WHEN (OLD.effective_status IS DISTINCT FROM NEW.effective_status) EXECUTE FUNCTION packages_count_update();--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "disposed_at" bigint;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "disposed_by" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "disposal_note" text;--> statement-breakpoint
ALTER TABLE "storage_extensions" ADD COLUMN "state" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_extensions" ADD COLUMN "wallet_order_id" text;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_disposed_by_users_id_fk" FOREIGN KEY ("disposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storage_extensions_one_paying" ON "storage_extensions" USING btree ("package_id") WHERE "storage_extensions"."state" = 'paying';--> statement-breakpoint
ALTER TABLE "storage_extensions" ADD CONSTRAINT "storage_extensions_wallet_order_id_unique" UNIQUE("wallet_order_id");