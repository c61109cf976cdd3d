CREATE TABLE "outbox_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"target_masked" text NOT NULL,
	"target_encrypted" text NOT NULL,
	"target_hash" text NOT NULL,
	"purpose" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_challenge" (
	"key" text PRIMARY KEY NOT NULL,
	"offset" integer NOT NULL,
	"show_width" integer DEFAULT 400 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempted_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_code_channel_check" CHECK ("verification_code"."channel" IN ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "identity_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_password_failure" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_message_created_idx" ON "outbox_message" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_message_target_idx" ON "outbox_message" USING btree ("target_hash","created_at");--> statement-breakpoint
CREATE INDEX "slide_challenge_created_idx" ON "slide_challenge" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_code_target_idx" ON "verification_code" USING btree ("channel","target_hash","created_at");--> statement-breakpoint
CREATE INDEX "verification_code_ip_idx" ON "verification_code" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "identity_ticket_user_idx" ON "identity_ticket" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_password_failure_user_idx" ON "payment_password_failure" USING btree ("user_id","failed_at");