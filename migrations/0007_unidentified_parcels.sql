CREATE TABLE `unidentified_parcels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tracking_number` text NOT NULL,
	`suite_code` text,
	`weight_lb` real,
	`notes` text,
	`status` text DEFAULT 'open' NOT NULL,
	`package_id` integer,
	`logged_by_user_id` integer,
	`resolved_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`logged_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `unidentified_parcels_open_number_unique` ON `unidentified_parcels` (`tracking_number`) WHERE "unidentified_parcels"."status" = 'open';--> statement-breakpoint
CREATE INDEX `unidentified_parcels_status_created_idx` ON `unidentified_parcels` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `unidentified_parcels_package_idx` ON `unidentified_parcels` (`package_id`);