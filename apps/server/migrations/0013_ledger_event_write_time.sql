ALTER TABLE "order_event" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "prepaid_ledger" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();