ALTER TABLE "audit_log" ALTER COLUMN "at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "customer_message" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "account_state_event" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "order_event" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "prepaid_ledger" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();