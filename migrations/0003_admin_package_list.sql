ALTER TABLE `packages` ADD `effective_status` text GENERATED ALWAYS AS (case when delivery_status in ('received', 'scheduled', 'picked_up') then delivery_status else status end) VIRTUAL;--> statement-breakpoint
CREATE INDEX `packages_effective_status_created_idx` ON `packages` (`effective_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `packages_created_idx` ON `packages` (`created_at`);--> statement-breakpoint
CREATE INDEX `packages_received_idx` ON `packages` (`received_at`);--> statement-breakpoint
-- Staff search any fragment of a tracking number, a suite code, or the owner's name or e-mail (trigram: case-insensitive substrings).
CREATE VIRTUAL TABLE `package_search` USING fts5(`tracking_number`, `suite_code`, `owner_name`, `owner_email`, tokenize = 'trigram');--> statement-breakpoint
INSERT INTO `package_search` (`rowid`, `tracking_number`, `suite_code`, `owner_name`, `owner_email`)
  SELECT p.`id`, p.`tracking_number`, u.`suite_code`, u.`first_name` || ' ' || u.`last_name`, u.`email` FROM `packages` p JOIN `users` u ON u.`id` = p.`user_id`;--> statement-breakpoint
CREATE TRIGGER `packages_search_insert` AFTER INSERT ON `packages` BEGIN
  INSERT INTO `package_search` (`rowid`, `tracking_number`, `suite_code`, `owner_name`, `owner_email`)
    SELECT NEW.`id`, NEW.`tracking_number`, u.`suite_code`, u.`first_name` || ' ' || u.`last_name`, u.`email` FROM `users` u WHERE u.`id` = NEW.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `packages_search_delete` AFTER DELETE ON `packages` BEGIN
  DELETE FROM `package_search` WHERE `rowid` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `packages_search_update` AFTER UPDATE OF `tracking_number`, `user_id` ON `packages` BEGIN
  DELETE FROM `package_search` WHERE `rowid` = OLD.`id`;
  INSERT INTO `package_search` (`rowid`, `tracking_number`, `suite_code`, `owner_name`, `owner_email`)
    SELECT NEW.`id`, NEW.`tracking_number`, u.`suite_code`, u.`first_name` || ' ' || u.`last_name`, u.`email` FROM `users` u WHERE u.`id` = NEW.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF `first_name`, `last_name`, `email`, `suite_code` ON `users` BEGIN
  DELETE FROM `package_search` WHERE `rowid` IN (SELECT `id` FROM `packages` WHERE `user_id` = NEW.`id`);
  INSERT INTO `package_search` (`rowid`, `tracking_number`, `suite_code`, `owner_name`, `owner_email`)
    SELECT p.`id`, p.`tracking_number`, NEW.`suite_code`, NEW.`first_name` || ' ' || NEW.`last_name`, NEW.`email` FROM `packages` p WHERE p.`user_id` = NEW.`id`;
END;--> statement-breakpoint
-- Counts by displayed status, kept by the database, so the list's totals never count a million rows.
CREATE TABLE `package_status_counts` (`status` text PRIMARY KEY NOT NULL, `count` integer NOT NULL);--> statement-breakpoint
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
