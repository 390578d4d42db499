CREATE TABLE `deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`quote_id` text NOT NULL,
	`stage` text NOT NULL,
	`destination` text NOT NULL,
	`weight_oz` real NOT NULL,
	`shipment_id` text NOT NULL,
	`rate_id` text NOT NULL,
	`carrier` text NOT NULL,
	`service` text NOT NULL,
	`rate_cents` integer NOT NULL,
	`handling_fee_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`est_delivery_date` text,
	`transaction_id` text,
	`card_type` text,
	`card_last4` text,
	`tracking_code` text,
	`label_file_key` text,
	`tracking_status` text,
	`tracking_checked_at` integer,
	`tracking_next_check_at` integer,
	`tracking_error` text,
	`label_bought_at` integer,
	`label_bought_by` integer,
	`shipped_at` integer,
	`shipped_by` integer,
	`delivered_at` integer,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`label_bought_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`shipped_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_quote_id_unique` ON `deliveries` (`quote_id`);--> statement-breakpoint
CREATE INDEX `deliveries_user_created_idx` ON `deliveries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `deliveries_stage_created_idx` ON `deliveries` (`stage`,`created_at`);--> statement-breakpoint
CREATE INDEX `deliveries_tracking_code_idx` ON `deliveries` (`tracking_code`);--> statement-breakpoint
CREATE INDEX `deliveries_tracking_due_idx` ON `deliveries` (`stage`,`tracking_next_check_at`);--> statement-breakpoint
CREATE TABLE `delivery_packages` (
	`delivery_id` integer NOT NULL,
	`package_id` integer NOT NULL,
	`holds` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`delivery_id`) REFERENCES `deliveries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_packages_unique` ON `delivery_packages` (`delivery_id`,`package_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_packages_one_hold` ON `delivery_packages` (`package_id`) WHERE "delivery_packages"."holds" = 1;--> statement-breakpoint
CREATE TABLE `delivery_quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`address_id` integer NOT NULL,
	`package_ids` text NOT NULL,
	`destination` text NOT NULL,
	`weight_oz` real NOT NULL,
	`shipment_id` text NOT NULL,
	`rates` text NOT NULL,
	`handling_fee_cents` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`address_id`) REFERENCES `delivery_addresses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `delivery_quotes_user_idx` ON `delivery_quotes` (`user_id`);--> statement-breakpoint
CREATE INDEX `delivery_quotes_expires_idx` ON `delivery_quotes` (`expires_at`);--> statement-breakpoint
CREATE TABLE `delivery_tracking_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`delivery_id` integer NOT NULL,
	`status` text NOT NULL,
	`description` text NOT NULL,
	`location` text,
	`event_time` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`delivery_id`) REFERENCES `deliveries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_tracking_events_unique` ON `delivery_tracking_events` (`delivery_id`,`event_time`,`status`,`description`);--> statement-breakpoint
-- A shipped package shows as shipped (decision 166): the displayed status is rebuilt, with the index and the count
-- triggers that read it (SQLite drops no column a trigger or an index names).
DROP TRIGGER `packages_count_insert`;--> statement-breakpoint
DROP TRIGGER `packages_count_delete`;--> statement-breakpoint
DROP TRIGGER `packages_count_update`;--> statement-breakpoint
DROP INDEX `packages_effective_status_created_idx`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `effective_status`;--> statement-breakpoint
ALTER TABLE `packages` ADD `effective_status` text GENERATED ALWAYS AS (case when delivery_status in ('received', 'scheduled', 'picked_up', 'shipped') then delivery_status else status end) VIRTUAL;--> statement-breakpoint
CREATE INDEX `packages_effective_status_created_idx` ON `packages` (`effective_status`,`created_at`);--> statement-breakpoint
DELETE FROM `package_status_counts`;--> statement-breakpoint
INSERT INTO `package_status_counts` (`status`, `count`) SELECT `effective_status`, count(*) FROM `packages` GROUP BY `effective_status`;--> statement-breakpoint
CREATE TRIGGER `packages_count_insert` AFTER INSERT ON `packages` BEGIN
  INSERT INTO `package_status_counts` (`status`, `count`) VALUES (NEW.`effective_status`, 1) ON CONFLICT(`status`) DO UPDATE SET `count` = `count` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `packages_count_delete` AFTER DELETE ON `packages` BEGIN
  UPDATE `package_status_counts` SET `count` = `count` - 1 WHERE `status` = OLD.`effective_status`;
END;--> statement-breakpoint
CREATE TRIGGER `packages_count_update` AFTER UPDATE OF `status`, `delivery_status` ON `packages` WHEN OLD.`effective_status` IS NOT NEW.`effective_status` BEGIN
  UPDATE `package_status_counts` SET `count` = `count` - 1 WHERE `status` = OLD.`effective_status`;
  INSERT INTO `package_status_counts` (`status`, `count`) VALUES (NEW.`effective_status`, 1) ON CONFLICT(`status`) DO UPDATE SET `count` = `count` + 1;
END;
