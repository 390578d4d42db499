ALTER TABLE `push_preferences` ADD `tracking` integer DEFAULT true NOT NULL;
