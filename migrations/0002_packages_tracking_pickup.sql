ALTER TABLE `packages` ADD `tracking_url` text;--> statement-breakpoint
ALTER TABLE `packages` ADD `tracking_next_check_at` integer;--> statement-breakpoint
ALTER TABLE `packages` ADD `tracking_raw` text;--> statement-breakpoint
ALTER TABLE `packages` ADD `tracking_error` text;--> statement-breakpoint
ALTER TABLE `packages` ADD `weight_lb` real;--> statement-breakpoint
CREATE INDEX `packages_user_created_idx` ON `packages` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `packages_tracking_due_idx` ON `packages` (`delivery_status`,`tracking_next_check_at`);--> statement-breakpoint
-- SQLite adds a NOT NULL column only with a default; every existing user then gets a suite of their own.
ALTER TABLE `users` ADD `suite_code` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `users` SET `suite_code` = 'MD-' || (10000 + `id`) WHERE `suite_code` = '';--> statement-breakpoint
CREATE UNIQUE INDEX `users_suite_code_unique` ON `users` (`suite_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `tracking_events_unique` ON `tracking_events` (`package_id`,`event_time`,`status`,`description`);