CREATE TABLE `missing_parcel_tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`package_id` integer NOT NULL,
	`opened_at` integer NOT NULL,
	`proof_of_delivery` text,
	`closed_at` integer,
	`closed_reason` text,
	`staff_note` text,
	`closed_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `missing_parcel_tasks_package_unique` ON `missing_parcel_tasks` (`package_id`);--> statement-breakpoint
CREATE INDEX `missing_parcel_tasks_open_idx` ON `missing_parcel_tasks` (`closed_at`,`opened_at`);--> statement-breakpoint
CREATE TABLE `package_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`package_id` integer NOT NULL,
	`storage_key` text NOT NULL,
	`content_type` text NOT NULL,
	`byte_size` integer NOT NULL,
	`file_name` text,
	`uploaded_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `package_invoices_storage_key_unique` ON `package_invoices` (`storage_key`);--> statement-breakpoint
CREATE INDEX `package_invoices_package_idx` ON `package_invoices` (`package_id`);--> statement-breakpoint
CREATE TABLE `signing_keys` (
	`purpose` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `overstay_warnings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`package_id` integer NOT NULL,
	`days_overdue` integer NOT NULL,
	`photo_id` integer,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `overstay_warnings_package_idx` ON `overstay_warnings` (`package_id`,`sent_at`);--> statement-breakpoint
CREATE TABLE `storage_extensions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`package_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`days` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`previous_last_day` text NOT NULL,
	`new_last_day` text NOT NULL,
	`payment_method` text NOT NULL,
	`transaction_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `storage_extensions_package_idx` ON `storage_extensions` (`package_id`);--> statement-breakpoint
CREATE INDEX `storage_extensions_user_idx` ON `storage_extensions` (`user_id`);--> statement-breakpoint
CREATE TABLE `trips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`arrival_date` text NOT NULL,
	`departure_date` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trips_user_departure_idx` ON `trips` (`user_id`,`departure_date`);--> statement-breakpoint
ALTER TABLE `packages` ADD `declared_value_cents` integer;--> statement-breakpoint
ALTER TABLE `packages` ADD `category` text;--> statement-breakpoint
ALTER TABLE `packages` ADD `shelf` text;--> statement-breakpoint
ALTER TABLE `packages` ADD `storage_extended_until` text;--> statement-breakpoint
ALTER TABLE `packages` ADD `carrier_delivered_at` integer;--> statement-breakpoint
ALTER TABLE `pickups` ADD `delegate_name` text;--> statement-breakpoint
ALTER TABLE `pickups` ADD `delegate_id_last4` text;--> statement-breakpoint
ALTER TABLE `pickups` ADD `collected_by` text;--> statement-breakpoint
ALTER TABLE `pickups` ADD `handed_over_at` integer;--> statement-breakpoint
ALTER TABLE `pickups` ADD `handed_over_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `pickups` ADD `handover_photo_key` text;