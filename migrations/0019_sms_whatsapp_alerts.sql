CREATE TABLE `message_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`alert_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`channel` text NOT NULL,
	`phone` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`provider_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`alert_id`) REFERENCES `alert_log`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_deliveries_once` ON `message_deliveries` (`alert_id`,`channel`);--> statement-breakpoint
CREATE INDEX `message_deliveries_due_idx` ON `message_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `messaging_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`phone` text,
	`phone_verified_at` integer,
	`sms` integer DEFAULT false NOT NULL,
	`whatsapp` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messaging_preferences_phone_idx` ON `messaging_preferences` (`phone`);--> statement-breakpoint
CREATE TABLE `phone_verifications` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
