CREATE TABLE `email_change_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	`new_email` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_change_requests_token_hash_unique` ON `email_change_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_change_requests_user_idx` ON `email_change_requests` (`user_id`);