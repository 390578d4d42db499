-- Staff type names without accents: "lucia" finds "Lucía". The search table is rebuilt with the trigram tokenizer
-- folding diacritics; its triggers (migration 0003) name it and keep working.
DROP TABLE `package_search`;--> statement-breakpoint
CREATE VIRTUAL TABLE `package_search` USING fts5(`tracking_number`, `suite_code`, `owner_name`, `owner_email`, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
INSERT INTO `package_search` (`rowid`, `tracking_number`, `suite_code`, `owner_name`, `owner_email`)
  SELECT p.`id`, p.`tracking_number`, u.`suite_code`, u.`first_name` || ' ' || u.`last_name`, u.`email` FROM `packages` p JOIN `users` u ON u.`id` = p.`user_id`;
