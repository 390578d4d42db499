CREATE TABLE `delivery_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`street1` text NOT NULL,
	`street2` text,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip` text NOT NULL,
	`phone` text NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`verification_status` text NOT NULL,
	`suggested_correction` text,
	`carrier_address_id` text NOT NULL,
	`verified_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `delivery_addresses_user_idx` ON `delivery_addresses` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_addresses_one_primary` ON `delivery_addresses` (`user_id`) WHERE "delivery_addresses"."is_primary" = 1;