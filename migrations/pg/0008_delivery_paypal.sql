ALTER TABLE "deliveries" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "wallet_order_id" text;--> statement-breakpoint
ALTER TABLE "local_sandbox_paypal_orders" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "local_sandbox_paypal_orders" ADD COLUMN "cancel_url" text;--> statement-breakpoint
ALTER TABLE "local_sandbox_paypal_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "local_sandbox_paypal_orders" ADD COLUMN "refund_request_id" text;--> statement-breakpoint
ALTER TABLE "local_sandbox_paypal_orders" ADD COLUMN "refunded_at" bigint;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_wallet_order_id_unique" UNIQUE("wallet_order_id");