CREATE TABLE `email_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`received` integer DEFAULT false NOT NULL,
	`tracking` integer DEFAULT false NOT NULL,
	`pickup` integer DEFAULT false NOT NULL,
	`storage` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A disposed package shows as disposed (issue 32): the displayed status is rebuilt as 0020 did for shipped, with the
-- index and the count triggers that read it.
DROP TRIGGER `packages_count_insert`;--> statement-breakpoint
DROP TRIGGER `packages_count_delete`;--> statement-breakpoint
DROP TRIGGER `packages_count_update`;--> statement-breakpoint
DROP INDEX `packages_effective_status_created_idx`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `effective_status`;--> statement-breakpoint
ALTER TABLE `packages` ADD `effective_status` text GENERATED ALWAYS AS (case when delivery_status in ('received', 'scheduled', 'picked_up', 'shipped', 'disposed') then delivery_status else status end) VIRTUAL;--> statement-breakpoint
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
END;--> statement-breakpoint
ALTER TABLE `packages` ADD `disposed_at` integer;--> statement-breakpoint
ALTER TABLE `packages` ADD `disposed_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `packages` ADD `disposal_note` text;--> statement-breakpoint
ALTER TABLE `storage_extensions` ADD `state` text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE `storage_extensions` ADD `wallet_order_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `storage_extensions_wallet_order_id_unique` ON `storage_extensions` (`wallet_order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `storage_extensions_one_paying` ON `storage_extensions` (`package_id`) WHERE "storage_extensions"."state" = 'paying';