CREATE TABLE `gateway_customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`gateway` text NOT NULL,
	`customer_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gateway_customers_user_unique` ON `gateway_customers` (`user_id`,`gateway`);--> statement-breakpoint
CREATE UNIQUE INDEX `gateway_customers_customer_unique` ON `gateway_customers` (`gateway`,`customer_id`);--> statement-breakpoint
CREATE TABLE `local_sandbox_customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` text NOT NULL,
	`email` text,
	`first_name` text,
	`last_name` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_sandbox_customers_customer_id_unique` ON `local_sandbox_customers` (`customer_id`);--> statement-breakpoint
CREATE TABLE `local_sandbox_payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`customer_id` text NOT NULL,
	`card_type` text NOT NULL,
	`last_4` text NOT NULL,
	`cardholder_name` text,
	`expiration_month` text NOT NULL,
	`expiration_year` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_sandbox_payment_methods_token_unique` ON `local_sandbox_payment_methods` (`token`);--> statement-breakpoint
CREATE INDEX `local_sandbox_payment_methods_customer_idx` ON `local_sandbox_payment_methods` (`customer_id`);--> statement-breakpoint
CREATE TABLE `local_sandbox_paypal_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`description` text,
	`custom_id` text,
	`status` text NOT NULL,
	`payer_id` text,
	`create_request_id` text,
	`capture_request_id` text,
	`capture_id` text,
	`approved_at` integer,
	`captured_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_sandbox_paypal_orders_order_id_unique` ON `local_sandbox_paypal_orders` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `local_sandbox_paypal_orders_create_request_id_unique` ON `local_sandbox_paypal_orders` (`create_request_id`);--> statement-breakpoint
CREATE TABLE `local_sandbox_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`price_cents` integer NOT NULL,
	`payment_method_token` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_sandbox_subscriptions_subscription_id_unique` ON `local_sandbox_subscriptions` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `local_sandbox_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_id` text NOT NULL,
	`subscription_id` text,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_sandbox_transactions_transaction_id_unique` ON `local_sandbox_transactions` (`transaction_id`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `payment_method_token` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `storage_period_reset_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_pending_card_charge` ON `payments` (`user_id`) WHERE kind in ('subscription', 'plan_change') and status = 'pending';