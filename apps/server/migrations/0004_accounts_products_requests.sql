CREATE TABLE "cargo_type_extra_charge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_code" text NOT NULL,
	"cargo_type_code" text NOT NULL,
	"cargo_brief_desc_code" text,
	"container_type_code" text,
	"charge_code" text NOT NULL,
	"charge_cnnme" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "cargo_type_extra_charge_amount" CHECK ("cargo_type_extra_charge"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "container_price" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"container_type_code" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "container_price_positive" CHECK ("container_price"."price_fen" > 0),
	CONSTRAINT "container_price_validity" CHECK ("container_price"."valid_to" is null or "container_price"."valid_to" > "container_price"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "port_call" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voyage_id" uuid NOT NULL,
	"sequence" smallint NOT NULL,
	"port_code" text NOT NULL,
	"eta" timestamp with time zone NOT NULL,
	"etd" timestamp with time zone NOT NULL,
	CONSTRAINT "port_call_sequence_positive" CHECK ("port_call"."sequence" > 0),
	CONSTRAINT "port_call_etd_after_eta" CHECK ("port_call"."etd" >= "port_call"."eta")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_code" text NOT NULL,
	"carrier_code" text NOT NULL,
	"product_type" smallint DEFAULT 0 NOT NULL,
	"product_kind" smallint DEFAULT 0 NOT NULL,
	"svc_loop_abbrv" text NOT NULL,
	"orig_facility_code" text NOT NULL,
	"fpol_code" text NOT NULL,
	"lpod_code" text NOT NULL,
	"dest_facility_code" text NOT NULL,
	"transit_days" smallint NOT NULL,
	"rail_transit_days" smallint DEFAULT 0 NOT NULL,
	"service_code" text,
	"cargo_type_code" text,
	"committed_volume" integer,
	"agreement_id" text,
	"max_order_quantity" integer,
	"is_auto_confirm" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_product_code_unique" UNIQUE("product_code"),
	CONSTRAINT "product_type_known" CHECK ("product"."product_type" between 0 and 5),
	CONSTRAINT "product_kind_known" CHECK ("product"."product_kind" in (0, 1, 97, 98, 99)),
	CONSTRAINT "product_transit_days_positive" CHECK ("product"."transit_days" > 0 and "product"."rail_transit_days" >= 0),
	CONSTRAINT "product_ports_distinct" CHECK ("product"."fpol_code" <> "product"."lpod_code"),
	CONSTRAINT "product_committed_volume_positive" CHECK ("product"."committed_volume" is null or "product"."committed_volume" > 0),
	CONSTRAINT "product_max_order_quantity_positive" CHECK ("product"."max_order_quantity" is null or "product"."max_order_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_cargo_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"cargo_type_code" text,
	"cargo_brief_desc_code" text,
	"effect" text NOT NULL,
	"reason" text,
	CONSTRAINT "product_cargo_rule_effect" CHECK ("product_cargo_rule"."effect" in ('ALLOW', 'DENY')),
	CONSTRAINT "product_cargo_rule_target" CHECK (("product_cargo_rule"."cargo_type_code" is null) <> ("product_cargo_rule"."cargo_brief_desc_code" is null))
);
--> statement-breakpoint
CREATE TABLE "product_sailing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"voyage_id" uuid NOT NULL,
	"load_call_id" uuid NOT NULL,
	"discharge_call_id" uuid NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sailing_calls_distinct" CHECK ("product_sailing"."load_call_id" <> "product_sailing"."discharge_call_id")
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"charge_type" text NOT NULL,
	"scope" text NOT NULL,
	"product_id" uuid,
	"carrier_code" text,
	"container_type_code" text,
	"amount_fen" bigint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"min_member_level" smallint,
	"threshold_quantity" integer,
	"shipping_term" smallint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_charge_type_known" CHECK ("promotion"."charge_type" in ('TP', 'FP', 'VP', 'DP', 'FS')),
	CONSTRAINT "promotion_scope_known" CHECK ("promotion"."scope" in ('PRODUCT', 'ALL')),
	CONSTRAINT "promotion_scope_product" CHECK (("promotion"."scope" = 'PRODUCT') = ("promotion"."product_id" is not null)),
	CONSTRAINT "promotion_amount_positive" CHECK ("promotion"."amount_fen" > 0),
	CONSTRAINT "promotion_validity" CHECK ("promotion"."valid_to" > "promotion"."valid_from"),
	CONSTRAINT "promotion_vp_level" CHECK ("promotion"."charge_type" <> 'VP' or "promotion"."min_member_level" between 1 and 4),
	CONSTRAINT "promotion_fs_threshold" CHECK ("promotion"."charge_type" <> 'FS' or "promotion"."threshold_quantity" > 0),
	CONSTRAINT "promotion_dp_term" CHECK ("promotion"."charge_type" <> 'DP' or "promotion"."shipping_term" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "sailing_inventory" (
	"sailing_id" uuid NOT NULL,
	"container_type_code" text NOT NULL,
	"total" integer NOT NULL,
	"available" integer NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sailing_inventory_sailing_id_container_type_code_pk" PRIMARY KEY("sailing_id","container_type_code"),
	CONSTRAINT "sailing_inventory_total" CHECK ("sailing_inventory"."total" >= 0),
	CONSTRAINT "sailing_inventory_available" CHECK ("sailing_inventory"."available" >= 0 and "sailing_inventory"."available" <= "sailing_inventory"."total")
);
--> statement-breakpoint
CREATE TABLE "sailing_ladder_inventory" (
	"sailing_id" uuid NOT NULL,
	"container_type_code" text NOT NULL,
	"tier" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"available" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	CONSTRAINT "sailing_ladder_inventory_sailing_id_container_type_code_tier_pk" PRIMARY KEY("sailing_id","container_type_code","tier"),
	CONSTRAINT "sailing_ladder_tier_positive" CHECK ("sailing_ladder_inventory"."tier" > 0),
	CONSTRAINT "sailing_ladder_quantity" CHECK ("sailing_ladder_inventory"."quantity" > 0 and "sailing_ladder_inventory"."available" >= 0 and "sailing_ladder_inventory"."available" <= "sailing_ladder_inventory"."quantity"),
	CONSTRAINT "sailing_ladder_price_positive" CHECK ("sailing_ladder_inventory"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "vessel" (
	"code" text PRIMARY KEY NOT NULL,
	"cnnme" text NOT NULL,
	"ennme" text NOT NULL,
	"carrier_code" text NOT NULL,
	"teu_capacity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vessel_teu_capacity_positive" CHECK ("vessel"."teu_capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "voyage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_code" text NOT NULL,
	"svc_loop_abbrv" text NOT NULL,
	"vessel_code" text NOT NULL,
	"voyage_no" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voyage_status_known" CHECK ("voyage"."status" in ('open', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "region" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "region_level_check" CHECK ("region"."level" IN ('Province', 'City', 'County', 'Towns', 'Street'))
);
--> statement-breakpoint
CREATE TABLE "account_cancellation_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'W' NOT NULL,
	"reason" text NOT NULL,
	"refuse_reason" text,
	"decided_by_operator_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_cancellation_request_status_check" CHECK ("account_cancellation_request"."status" IN ('W', 'A', 'R', 'X'))
);
--> statement-breakpoint
CREATE TABLE "trailer_driver" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_enterprise_id" uuid NOT NULL,
	"driver_name" text NOT NULL,
	"phone_encrypted" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_masked" text NOT NULL,
	"plate_number" text NOT NULL,
	"can_upload" boolean DEFAULT false NOT NULL,
	"granted_at" timestamp with time zone,
	"granted_by" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_booking_location" (
	"enterprise_id" uuid PRIMARY KEY NOT NULL,
	"port_code" text NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "hot_route" CASCADE;--> statement-breakpoint
ALTER TABLE "ops_operator" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ops_operator" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "bank_account_no_encrypted" text;--> statement-breakpoint
ALTER TABLE "cargo_type_extra_charge" ADD CONSTRAINT "cargo_type_extra_charge_carrier_code_carrier_code_fk" FOREIGN KEY ("carrier_code") REFERENCES "public"."carrier"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_type_extra_charge" ADD CONSTRAINT "cargo_type_extra_charge_cargo_type_code_cargo_type_code_fk" FOREIGN KEY ("cargo_type_code") REFERENCES "public"."cargo_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_type_extra_charge" ADD CONSTRAINT "cargo_type_extra_charge_cargo_brief_desc_code_cargo_brief_desc_code_fk" FOREIGN KEY ("cargo_brief_desc_code") REFERENCES "public"."cargo_brief_desc"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_type_extra_charge" ADD CONSTRAINT "cargo_type_extra_charge_container_type_code_container_type_code_fk" FOREIGN KEY ("container_type_code") REFERENCES "public"."container_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_price" ADD CONSTRAINT "container_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_price" ADD CONSTRAINT "container_price_container_type_code_container_type_code_fk" FOREIGN KEY ("container_type_code") REFERENCES "public"."container_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_call" ADD CONSTRAINT "port_call_voyage_id_voyage_id_fk" FOREIGN KEY ("voyage_id") REFERENCES "public"."voyage"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_call" ADD CONSTRAINT "port_call_port_code_port_facility_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_orig_facility_code_port_facility_code_fk" FOREIGN KEY ("orig_facility_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_fpol_code_port_facility_code_fk" FOREIGN KEY ("fpol_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_lpod_code_port_facility_code_fk" FOREIGN KEY ("lpod_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_dest_facility_code_port_facility_code_fk" FOREIGN KEY ("dest_facility_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_cargo_type_code_cargo_type_code_fk" FOREIGN KEY ("cargo_type_code") REFERENCES "public"."cargo_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_service_loop_fk" FOREIGN KEY ("carrier_code","svc_loop_abbrv") REFERENCES "public"."service_loop"("carrier_code","abbreviation") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cargo_rule" ADD CONSTRAINT "product_cargo_rule_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cargo_rule" ADD CONSTRAINT "product_cargo_rule_cargo_type_code_cargo_type_code_fk" FOREIGN KEY ("cargo_type_code") REFERENCES "public"."cargo_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cargo_rule" ADD CONSTRAINT "product_cargo_rule_cargo_brief_desc_code_cargo_brief_desc_code_fk" FOREIGN KEY ("cargo_brief_desc_code") REFERENCES "public"."cargo_brief_desc"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sailing" ADD CONSTRAINT "product_sailing_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sailing" ADD CONSTRAINT "product_sailing_voyage_id_voyage_id_fk" FOREIGN KEY ("voyage_id") REFERENCES "public"."voyage"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sailing" ADD CONSTRAINT "product_sailing_load_call_id_port_call_id_fk" FOREIGN KEY ("load_call_id") REFERENCES "public"."port_call"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sailing" ADD CONSTRAINT "product_sailing_discharge_call_id_port_call_id_fk" FOREIGN KEY ("discharge_call_id") REFERENCES "public"."port_call"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_carrier_code_carrier_code_fk" FOREIGN KEY ("carrier_code") REFERENCES "public"."carrier"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_container_type_code_container_type_code_fk" FOREIGN KEY ("container_type_code") REFERENCES "public"."container_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_inventory" ADD CONSTRAINT "sailing_inventory_sailing_id_product_sailing_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."product_sailing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_inventory" ADD CONSTRAINT "sailing_inventory_container_type_code_container_type_code_fk" FOREIGN KEY ("container_type_code") REFERENCES "public"."container_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_ladder_inventory" ADD CONSTRAINT "sailing_ladder_inventory_sailing_id_product_sailing_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."product_sailing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_ladder_inventory" ADD CONSTRAINT "sailing_ladder_inventory_container_type_code_container_type_code_fk" FOREIGN KEY ("container_type_code") REFERENCES "public"."container_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel" ADD CONSTRAINT "vessel_carrier_code_carrier_code_fk" FOREIGN KEY ("carrier_code") REFERENCES "public"."carrier"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyage" ADD CONSTRAINT "voyage_vessel_code_vessel_code_fk" FOREIGN KEY ("vessel_code") REFERENCES "public"."vessel"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyage" ADD CONSTRAINT "voyage_service_loop_fk" FOREIGN KEY ("carrier_code","svc_loop_abbrv") REFERENCES "public"."service_loop"("carrier_code","abbreviation") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargo_type_extra_charge_lookup" ON "cargo_type_extra_charge" USING btree ("carrier_code","cargo_type_code");--> statement-breakpoint
CREATE UNIQUE INDEX "container_price_one_open" ON "container_price" USING btree ("product_id","container_type_code") WHERE "container_price"."valid_to" is null;--> statement-breakpoint
CREATE INDEX "container_price_lookup" ON "container_price" USING btree ("product_id","container_type_code","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "port_call_voyage_sequence" ON "port_call" USING btree ("voyage_id","sequence");--> statement-breakpoint
CREATE INDEX "port_call_port_etd" ON "port_call" USING btree ("port_code","etd");--> statement-breakpoint
CREATE INDEX "product_route" ON "product" USING btree ("fpol_code","lpod_code");--> statement-breakpoint
CREATE INDEX "product_orig_dest" ON "product" USING btree ("orig_facility_code","dest_facility_code");--> statement-breakpoint
CREATE INDEX "product_cargo_rule_product" ON "product_cargo_rule" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sailing_product_voyage" ON "product_sailing" USING btree ("product_id","voyage_id");--> statement-breakpoint
CREATE INDEX "product_sailing_voyage" ON "product_sailing" USING btree ("voyage_id");--> statement-breakpoint
CREATE INDEX "product_sailing_load_call" ON "product_sailing" USING btree ("load_call_id");--> statement-breakpoint
CREATE INDEX "promotion_product" ON "promotion" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promotion_validity_idx" ON "promotion" USING btree ("valid_from","valid_to");--> statement-breakpoint
CREATE INDEX "vessel_carrier" ON "vessel" USING btree ("carrier_code");--> statement-breakpoint
CREATE UNIQUE INDEX "voyage_vessel_voyage_no" ON "voyage" USING btree ("vessel_code","voyage_no");--> statement-breakpoint
CREATE INDEX "voyage_loop" ON "voyage" USING btree ("carrier_code","svc_loop_abbrv");--> statement-breakpoint
CREATE INDEX "region_parent_idx" ON "region" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "account_cancellation_request_pending_key" ON "account_cancellation_request" USING btree ("user_id") WHERE "account_cancellation_request"."status" = 'W';--> statement-breakpoint
CREATE INDEX "account_cancellation_request_status_idx" ON "account_cancellation_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trailer_driver_vendor_phone_key" ON "trailer_driver" USING btree ("vendor_enterprise_id","phone_hash");--> statement-breakpoint
CREATE INDEX "trailer_driver_vendor_idx" ON "trailer_driver" USING btree ("vendor_enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "trailer_driver_phone_idx" ON "trailer_driver" USING btree ("phone_hash") WHERE "trailer_driver"."can_upload";--> statement-breakpoint
ALTER TABLE "enterprise" DROP COLUMN "bank_account_no";