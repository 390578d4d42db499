ALTER TABLE `deliveries` ADD `payment_method` text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE `deliveries` ADD `wallet_order_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_wallet_order_id_unique` ON `deliveries` (`wallet_order_id`);--> statement-breakpoint
ALTER TABLE `local_sandbox_paypal_orders` ADD `return_url` text;--> statement-breakpoint
ALTER TABLE `local_sandbox_paypal_orders` ADD `cancel_url` text;--> statement-breakpoint
ALTER TABLE `local_sandbox_paypal_orders` ADD `refund_id` text;--> statement-breakpoint
ALTER TABLE `local_sandbox_paypal_orders` ADD `refund_request_id` text;--> statement-breakpoint
ALTER TABLE `local_sandbox_paypal_orders` ADD `refunded_at` integer;