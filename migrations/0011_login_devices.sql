CREATE TABLE `login_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_devices_token_hash_unique` ON `login_devices` (`token_hash`);--> statement-breakpoint
CREATE INDEX `login_devices_user_idx` ON `login_devices` (`user_id`);