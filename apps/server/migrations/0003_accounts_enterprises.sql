CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" IN ('operator', 'customer', 'system'))
);
--> statement-breakpoint
CREATE TABLE "ops_operator" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login_name" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"state" text DEFAULT 'Active' NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ops_operator_role_check" CHECK ("ops_operator"."role" IN ('admin', 'reviewer', 'finance', 'product')),
	CONSTRAINT "ops_operator_state_check" CHECK ("ops_operator"."state" IN ('Active', 'Disabled'))
);
--> statement-breakpoint
CREATE TABLE "ops_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_template" (
	"file_code" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"enterprise_id" uuid,
	"business_id" text,
	"file_type" text NOT NULL,
	"original_name" text NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_acceptance_email" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope_id" uuid NOT NULL,
	"enterprise_id" uuid,
	"created_by_user_id" uuid NOT NULL,
	"email_encrypted" text NOT NULL,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_address" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"enterprise_id" uuid,
	"address_type" text NOT NULL,
	"is_company" boolean DEFAULT false NOT NULL,
	"label" text NOT NULL,
	"company_name" text,
	"contact_name" text NOT NULL,
	"title" text,
	"mobile_encrypted" text,
	"phone_encrypted" text,
	"email_encrypted" text,
	"province_code" text,
	"province_name" text,
	"city_code" text,
	"city_name" text,
	"county_code" text,
	"county_name" text,
	"town_code" text,
	"town_name" text,
	"street_code" text,
	"street_name" text,
	"detail_address" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_address_type_check" CHECK ("user_address"."address_type" IN ('S', 'B', 'N', 'C', 'L', 'D', 'I', 'E'))
);
--> statement-breakpoint
CREATE TABLE "customer_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"theme" text NOT NULL,
	"type" text NOT NULL,
	"order_type" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"business_id" text,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stowage_notice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"port_code" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_state_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "account_state_event_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"enterprise_id" uuid,
	"user_id" uuid,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_state_event_actor_kind_check" CHECK ("account_state_event"."actor_kind" IN ('customer', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "certification_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Submit' NOT NULL,
	"user_id" uuid NOT NULL,
	"enterprise_id" uuid,
	"is_upgrade" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"refuse_reason" text,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"resubmit_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_request_type_check" CHECK ("certification_request"."type" IN ('Enterprise', 'Personal', 'TmsVendor', 'CharterSupplier')),
	CONSTRAINT "certification_request_status_check" CHECK ("certification_request"."status" IN ('Submit', 'Confirm', 'Refuse', 'Cancel'))
);
--> statement-breakpoint
CREATE TABLE "ent_master_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"applicant_user_id" uuid NOT NULL,
	"previous_master_user_id" uuid NOT NULL,
	"reason" text,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"decided_by" uuid,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ent_master_request_kind_check" CHECK ("ent_master_request"."kind" IN ('apply', 'change')),
	CONSTRAINT "ent_master_request_status_check" CHECK ("ent_master_request"."status" IN ('A', 'R', 'M', 'W', 'X'))
);
--> statement-breakpoint
CREATE TABLE "enterprise" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_cnnme" text NOT NULL,
	"enterprise_name" text,
	"ent_type" text NOT NULL,
	"is_individual_business" boolean DEFAULT false NOT NULL,
	"check_status" text NOT NULL,
	"upgrade_status" text,
	"social_credit_code" text,
	"business_license_no" text,
	"fleet_code" text,
	"id_card_no_encrypted" text,
	"id_card_no_hash" text,
	"sap_id" text,
	"level" integer DEFAULT 1 NOT NULL,
	"member_level" text DEFAULT '银卡' NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"trade_count" integer DEFAULT 0 NOT NULL,
	"next_lev_count" integer DEFAULT 0 NOT NULL,
	"blanknote_status" text,
	"confirm_term" boolean DEFAULT false NOT NULL,
	"confirm_term_at" timestamp with time zone,
	"address" text,
	"legal_person_name" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"license_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_ebooking" boolean DEFAULT false NOT NULL,
	"is_domestic" boolean DEFAULT true NOT NULL,
	"master_user_id" uuid NOT NULL,
	"bank_account_name" text,
	"bank_account_no" text,
	"bank_name" text,
	"bank_branch" text,
	"bank_cert_status" text,
	"bank_refuse_reason" text,
	"bank_submitted_at" timestamp with time zone,
	"bank_reviewed_by" uuid,
	"bank_reviewed_at" timestamp with time zone,
	"certified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_ent_type_check" CHECK ("enterprise"."ent_type" IN ('Enterprise', 'Personal', 'TmsVendor')),
	CONSTRAINT "enterprise_check_status_check" CHECK ("enterprise"."check_status" IN ('Submit', 'Confirm', 'Refuse', 'Cancel')),
	CONSTRAINT "enterprise_upgrade_status_check" CHECK ("enterprise"."upgrade_status" IS NULL OR "enterprise"."upgrade_status" IN ('Submit', 'Confirm', 'Refuse', 'Cancel')),
	CONSTRAINT "enterprise_bank_status_check" CHECK ("enterprise"."bank_cert_status" IS NULL OR "enterprise"."bank_cert_status" IN ('draft', 'Submit', 'Confirm', 'Refuse', 'Cancel')),
	CONSTRAINT "enterprise_level_check" CHECK ("enterprise"."level" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "enterprise_relation_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"status" text DEFAULT 'W' NOT NULL,
	"applicant_note" text NOT NULL,
	"visibility" text,
	"rights" text[] DEFAULT '{}'::text[] NOT NULL,
	"refuse_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_relation_status_check" CHECK ("enterprise_relation_request"."status" IN ('W', 'A', 'R', 'X')),
	CONSTRAINT "enterprise_relation_visibility_check" CHECK ("enterprise_relation_request"."visibility" IS NULL OR "enterprise_relation_request"."visibility" IN ('ALL', 'OWN'))
);
--> statement-breakpoint
CREATE TABLE "sub_user_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"issued_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uaas_binding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unified_account_id" text NOT NULL,
	"unified_email" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uaas_logon_code" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"sister_user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uaas_sister_company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"social_credit_code" text NOT NULL,
	"sap_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uaas_sister_membership" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sister_user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"app_name" text NOT NULL,
	"role" text NOT NULL,
	"verify_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uaas_sister_membership_role_check" CHECK ("uaas_sister_membership"."role" IN ('main', 'sub')),
	CONSTRAINT "uaas_sister_membership_verify_check" CHECK ("uaas_sister_membership"."verify_status" IN ('verifying', 'verified', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "uaas_sister_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone_hash" text,
	"phone_masked" text,
	"display_name" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uaas_sister_user_status_check" CHECK ("uaas_sister_user"."status" IN ('Active', 'Inactive'))
);
--> statement-breakpoint
ALTER TABLE "ops_token" ADD CONSTRAINT "ops_token_operator_id_ops_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."ops_operator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_master_request" ADD CONSTRAINT "ent_master_request_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_relation_request" ADD CONSTRAINT "enterprise_relation_request_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uaas_sister_membership" ADD CONSTRAINT "uaas_sister_membership_sister_user_id_uaas_sister_user_id_fk" FOREIGN KEY ("sister_user_id") REFERENCES "public"."uaas_sister_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uaas_sister_membership" ADD CONSTRAINT "uaas_sister_membership_company_id_uaas_sister_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."uaas_sister_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_kind","actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_operator_login_name_key" ON "ops_operator" USING btree (lower("login_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ops_token_hash_key" ON "ops_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ops_token_operator_idx" ON "ops_token" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "stored_file_business_idx" ON "stored_file" USING btree ("business_id") WHERE "stored_file"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stored_file_owner_idx" ON "stored_file" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_file_enterprise_idx" ON "stored_file" USING btree ("enterprise_id") WHERE "stored_file"."enterprise_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_acceptance_email_key" ON "invoice_acceptance_email" USING btree ("scope_id","email_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_address_label_key" ON "user_address" USING btree ("owner_user_id","address_type",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_address_default_key" ON "user_address" USING btree ("owner_user_id","address_type") WHERE "user_address"."is_default";--> statement-breakpoint
CREATE INDEX "user_address_enterprise_idx" ON "user_address" USING btree ("enterprise_id","address_type") WHERE "user_address"."enterprise_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_message_user_idx" ON "customer_message" USING btree ("user_id","created_at") WHERE "customer_message"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customer_message_unread_idx" ON "customer_message" USING btree ("user_id","type","order_type") WHERE "customer_message"."deleted_at" IS NULL AND "customer_message"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stowage_notice_published_idx" ON "stowage_notice" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "account_state_event_enterprise_idx" ON "account_state_event" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "account_state_event_user_idx" ON "account_state_event" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "account_state_event_subject_idx" ON "account_state_event" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_request_one_pending_key" ON "certification_request" USING btree ("user_id",("type" = 'CharterSupplier')) WHERE "certification_request"."status" = 'Submit';--> statement-breakpoint
CREATE INDEX "certification_request_user_idx" ON "certification_request" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "certification_request_queue_idx" ON "certification_request" USING btree ("status","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ent_master_request_pending_key" ON "ent_master_request" USING btree ("enterprise_id") WHERE "ent_master_request"."status" IN ('M', 'W');--> statement-breakpoint
CREATE INDEX "ent_master_request_enterprise_idx" ON "ent_master_request" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_confirmed_credit_code_key" ON "enterprise" USING btree ("social_credit_code") WHERE "enterprise"."check_status" = 'Confirm';--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_confirmed_name_key" ON "enterprise" USING btree (lower("enterprise_cnnme")) WHERE "enterprise"."check_status" = 'Confirm' AND "enterprise"."ent_type" <> 'Personal';--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_confirmed_id_card_key" ON "enterprise" USING btree ("id_card_no_hash") WHERE "enterprise"."check_status" = 'Confirm';--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_sap_id_key" ON "enterprise" USING btree ("sap_id");--> statement-breakpoint
CREATE INDEX "enterprise_master_user_idx" ON "enterprise" USING btree ("master_user_id");--> statement-breakpoint
CREATE INDEX "enterprise_check_status_idx" ON "enterprise" USING btree ("check_status","ent_type");--> statement-breakpoint
CREATE INDEX "enterprise_bank_status_idx" ON "enterprise" USING btree ("bank_cert_status");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_relation_live_key" ON "enterprise_relation_request" USING btree ("user_id") WHERE "enterprise_relation_request"."status" IN ('W', 'A');--> statement-breakpoint
CREATE INDEX "enterprise_relation_enterprise_idx" ON "enterprise_relation_request" USING btree ("enterprise_id","status");--> statement-breakpoint
CREATE INDEX "enterprise_relation_user_idx" ON "enterprise_relation_request" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_user_token_hash_key" ON "sub_user_token" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_user_token_live_key" ON "sub_user_token" USING btree ("user_id") WHERE "sub_user_token"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "uaas_binding_account_key" ON "uaas_binding" USING btree ("unified_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uaas_sister_company_code_key" ON "uaas_sister_company" USING btree ("social_credit_code");--> statement-breakpoint
CREATE INDEX "uaas_sister_membership_user_idx" ON "uaas_sister_membership" USING btree ("sister_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uaas_sister_user_email_key" ON "uaas_sister_user" USING btree (lower("email"));