ALTER TABLE `mail_queue` ADD `message_id` text;--> statement-breakpoint
ALTER TABLE `mail_queue` ADD `lease_until` integer;