CREATE TABLE `contact_message_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`author_id` integer,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_message_replies_message_idx` ON `contact_message_replies` (`message_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `support_tier` text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `response_hours` integer DEFAULT 24 NOT NULL;