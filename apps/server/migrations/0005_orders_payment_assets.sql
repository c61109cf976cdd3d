CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_charge" (
	"order_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "order_charge_order_id_seq_pk" PRIMARY KEY("order_id","seq")
);
--> statement-breakpoint
CREATE TABLE "order_container" (
	"order_id" uuid NOT NULL,
	"cntr_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_fen" bigint DEFAULT 0 NOT NULL,
	"unit_promotion_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_container_order_id_cntr_type_pk" PRIMARY KEY("order_id","cntr_type"),
	CONSTRAINT "order_container_quantity" CHECK ("order_container"."quantity" > 0),
	CONSTRAINT "order_container_prices" CHECK ("order_container"."unit_price_fen" >= 0 and "order_container"."unit_promotion_fen" >= 0 and "order_container"."unit_promotion_fen" <= "order_container"."unit_price_fen")
);
--> statement-breakpoint
CREATE TABLE "order_door_address" (
	"order_id" uuid NOT NULL,
	"io_flag" text NOT NULL,
	"region_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"region_text" text DEFAULT '' NOT NULL,
	"detail_address" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"loading_time" timestamp with time zone,
	CONSTRAINT "order_door_address_order_id_io_flag_pk" PRIMARY KEY("order_id","io_flag"),
	CONSTRAINT "order_door_address_io_flag" CHECK ("order_door_address"."io_flag" in ('L','D'))
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_event_actor_kind" CHECK ("order_event"."actor_kind" in ('customer','operator','system','payment'))
);
--> statement-breakpoint
CREATE TABLE "order_mast" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"user_id" uuid NOT NULL,
	"enterprise_id" uuid,
	"product_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"svc_loop" text NOT NULL,
	"vsl_cde" text NOT NULL,
	"vsl_cnnme" text NOT NULL,
	"voyage" text NOT NULL,
	"orig_facility_cde" text NOT NULL,
	"orig_facility_cnnme" text NOT NULL,
	"fpol_cde" text NOT NULL,
	"fpol_cnnme" text NOT NULL,
	"lpod_cde" text NOT NULL,
	"lpod_cnnme" text NOT NULL,
	"dest_facility_cde" text NOT NULL,
	"dest_facility_cnnme" text NOT NULL,
	"etd" timestamp with time zone NOT NULL,
	"eta" timestamp with time zone NOT NULL,
	"product_type" smallint DEFAULT 0 NOT NULL,
	"committed_volume" integer,
	"max_order_quantity" integer,
	"is_auto_confirm" boolean DEFAULT false NOT NULL,
	"shipping_term" smallint,
	"cgo_brief_desc_cde" text,
	"cgo_brief_desc_cnnme" text,
	"cargo_type_cde" text,
	"weight_kg" double precision,
	"packages" integer,
	"packaging_cnnme" text,
	"is_dangerous" boolean DEFAULT false NOT NULL,
	"insurance_code" text,
	"insured_amount_fen" bigint,
	"remarks" text,
	"bkg_no" text,
	"pay_way" smallint,
	"freight_fen" bigint DEFAULT 0 NOT NULL,
	"promotion_fen" bigint DEFAULT 0 NOT NULL,
	"extra_charge_fen" bigint DEFAULT 0 NOT NULL,
	"doc_fee_fen" bigint DEFAULT 0 NOT NULL,
	"door_fee_fen" bigint DEFAULT 0 NOT NULL,
	"insurance_fee_fen" bigint DEFAULT 0 NOT NULL,
	"coupon_fen" bigint DEFAULT 0 NOT NULL,
	"point_fen" bigint DEFAULT 0 NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"inventory_reserved" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"pay_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"reject_reason" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_mast_status_known" CHECK ("order_mast"."status" in ('P','S','W','WM','WB','A','AM','C','H','T','B','X','R')),
	CONSTRAINT "order_mast_shipping_term" CHECK ("order_mast"."shipping_term" is null or "order_mast"."shipping_term" between 0 and 3),
	CONSTRAINT "order_mast_amounts_non_negative" CHECK ("order_mast"."freight_fen" >= 0 and "order_mast"."promotion_fen" >= 0 and "order_mast"."extra_charge_fen" >= 0 and "order_mast"."doc_fee_fen" >= 0 and "order_mast"."door_fee_fen" >= 0 and "order_mast"."insurance_fee_fen" >= 0 and "order_mast"."coupon_fen" >= 0 and "order_mast"."point_fen" >= 0 and "order_mast"."total_fen" >= 0 and "order_mast"."paid_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_party" (
	"order_id" uuid NOT NULL,
	"party_type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"contact" text,
	"phone" text,
	"address" text,
	"address_id" uuid,
	CONSTRAINT "order_party_order_id_party_type_pk" PRIMARY KEY("order_id","party_type"),
	CONSTRAINT "order_party_type" CHECK ("order_party"."party_type" in ('S','C','N','B'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
CREATE TABLE "blank_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_no" text NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'D' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"pay_request_id" uuid,
	CONSTRAINT "blank_note_status_known" CHECK ("blank_note"."status" in ('D', 'F', 'X', 'N'))
);
--> statement-breakpoint
CREATE TABLE "blank_note_order" (
	"blank_note_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"amount_fen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_topup" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'W' NOT NULL,
	"payer_account_name" text NOT NULL,
	"payer_bank_name" text,
	"transfer_date" text NOT NULL,
	"voucher_file_ids" text[] NOT NULL,
	"remark" text,
	"reject_reason" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "offline_topup_status_known" CHECK ("offline_topup"."status" in ('W', 'A', 'R')),
	CONSTRAINT "offline_topup_amount_positive" CHECK ("offline_topup"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "prepaid_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"credit_limit_fen" bigint DEFAULT 0 NOT NULL,
	"credit_used_fen" bigint DEFAULT 0 NOT NULL,
	"payment_upper_limit_fen" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_account_owner_kind_known" CHECK ("prepaid_account"."owner_kind" in ('enterprise', 'user')),
	CONSTRAINT "prepaid_account_balance_not_negative" CHECK ("prepaid_account"."balance_fen" >= 0),
	CONSTRAINT "prepaid_account_credit_within_limit" CHECK ("prepaid_account"."credit_used_fen" >= 0 and "prepaid_account"."credit_used_fen" <= "prepaid_account"."credit_limit_fen")
);
--> statement-breakpoint
CREATE TABLE "prepaid_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"credit_fen" bigint DEFAULT 0 NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"business_id" text,
	"business_no" text,
	"remark" text,
	"idempotency_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_ledger_kind_known" CHECK ("prepaid_ledger"."kind" in ('TOPUP_ONLINE', 'TOPUP_OFFLINE', 'ORDER_PAY', 'REFUND', 'WITHDRAWAL', 'WITHDRAWAL_RETURN', 'CREDIT_PAY', 'BLANK_NOTE', 'BLANK_NOTE_REDEEM')),
	CONSTRAINT "prepaid_ledger_balance_after_not_negative" CHECK ("prepaid_ledger"."balance_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'W' NOT NULL,
	"bank_account_name" text NOT NULL,
	"bank_account_no_encrypted" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_branch" text,
	"remark" text,
	"reject_reason" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawal_request_status_known" CHECK ("withdrawal_request"."status" in ('W', 'A', 'R', 'X')),
	CONSTRAINT "withdrawal_request_amount_positive" CHECK ("withdrawal_request"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pay_no" text NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"pay_way" integer DEFAULT 1 NOT NULL,
	"purpose" integer DEFAULT 0 NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'INIT' NOT NULL,
	"idempotency_key" text,
	"provider_trade_no" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payment_request_status_known" CHECK ("payment_request"."status" in ('INIT', 'PAID', 'FAILED', 'CLOSED')),
	CONSTRAINT "payment_request_purpose_known" CHECK ("payment_request"."purpose" in (0, 1, 2, 9)),
	CONSTRAINT "payment_request_amount_not_negative" CHECK ("payment_request"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_request_order" (
	"payment_request_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"amount_fen" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_charge" ADD CONSTRAINT "order_charge_order_id_order_mast_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_mast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_container" ADD CONSTRAINT "order_container_order_id_order_mast_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_mast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_door_address" ADD CONSTRAINT "order_door_address_order_id_order_mast_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_mast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_order_mast_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_mast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mast" ADD CONSTRAINT "order_mast_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mast" ADD CONSTRAINT "order_mast_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mast" ADD CONSTRAINT "order_mast_product_id_product_sailing_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_sailing"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_party" ADD CONSTRAINT "order_party_order_id_order_mast_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_mast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_note" ADD CONSTRAINT "blank_note_account_id_prepaid_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_note_order" ADD CONSTRAINT "blank_note_order_blank_note_id_blank_note_id_fk" FOREIGN KEY ("blank_note_id") REFERENCES "public"."blank_note"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_topup" ADD CONSTRAINT "offline_topup_account_id_prepaid_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_ledger" ADD CONSTRAINT "prepaid_ledger_account_id_prepaid_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_request" ADD CONSTRAINT "withdrawal_request_account_id_prepaid_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_order" ADD CONSTRAINT "payment_request_order_payment_request_id_payment_request_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_event_order" ON "order_event" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_mast_order_no" ON "order_mast" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_mast_bkg_no" ON "order_mast" USING btree ("bkg_no");--> statement-breakpoint
CREATE INDEX "order_mast_enterprise_created" ON "order_mast" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "order_mast_user_created" ON "order_mast" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_mast_status_deadline" ON "order_mast" USING btree ("status","pay_deadline");--> statement-breakpoint
CREATE INDEX "order_mast_product" ON "order_mast" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "idempotency_key_created" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blank_note_no" ON "blank_note" USING btree ("note_no");--> statement-breakpoint
CREATE INDEX "blank_note_account" ON "blank_note" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blank_note_order_pk" ON "blank_note_order" USING btree ("blank_note_id","order_id");--> statement-breakpoint
CREATE INDEX "blank_note_order_order" ON "blank_note_order" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "offline_topup_account" ON "offline_topup" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "offline_topup_status" ON "offline_topup" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_account_owner" ON "prepaid_account" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "prepaid_ledger_account_time" ON "prepaid_ledger" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "prepaid_ledger_business" ON "prepaid_ledger" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "withdrawal_request_account" ON "withdrawal_request" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_request_status" ON "withdrawal_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_request_pay_no" ON "payment_request" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "payment_request_account" ON "payment_request" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_request_order_pk" ON "payment_request_order" USING btree ("payment_request_id","order_id");--> statement-breakpoint
CREATE INDEX "payment_request_order_order" ON "payment_request_order" USING btree ("order_id");