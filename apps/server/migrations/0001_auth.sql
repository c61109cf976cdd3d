CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"access_token_hash" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"grant_type" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"logon_id" text NOT NULL,
	"user_cnnme" text NOT NULL,
	"phone_encrypted" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_masked" text NOT NULL,
	"email_encrypted" text,
	"email_hash" text,
	"qq_encrypted" text,
	"wechat_encrypted" text,
	"head_url" text,
	"user_type" text DEFAULT 'N' NOT NULL,
	"account_state" text DEFAULT 'Active' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"password_hash" text NOT NULL,
	"is_strong_password" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_password_hash" text,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"enterprise_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_account_user_type_check" CHECK ("user_account"."user_type" IN ('M', 'S', 'N')),
	CONSTRAINT "user_account_state_check" CHECK ("user_account"."account_state" IN ('Active', 'Lock', 'ResetPassword'))
);
--> statement-breakpoint
ALTER TABLE "auth_token" ADD CONSTRAINT "auth_token_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_token_access_hash_key" ON "auth_token" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_token_refresh_hash_key" ON "auth_token" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "auth_token_family_idx" ON "auth_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "auth_token_user_idx" ON "auth_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failure_subject_idx" ON "login_failure" USING btree ("subject","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_logon_id_key" ON "user_account" USING btree (lower("logon_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_phone_hash_key" ON "user_account" USING btree ("phone_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_email_hash_key" ON "user_account" USING btree ("email_hash");