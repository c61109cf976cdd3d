CREATE TABLE "rate_limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_brief_desc" (
	"code" text PRIMARY KEY NOT NULL,
	"cnnme" text NOT NULL,
	"ennme" text NOT NULL,
	"cargo_type_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_sub_type" (
	"code" text PRIMARY KEY NOT NULL,
	"cnnme" text NOT NULL,
	"cargo_brief_desc_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_type" (
	"code" text PRIMARY KEY NOT NULL,
	"cnnme" text NOT NULL,
	"ennme" text NOT NULL,
	"is_dangerous" boolean DEFAULT false NOT NULL,
	"is_reefer" boolean DEFAULT false NOT NULL,
	"is_special_line" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier" (
	"code" text PRIMARY KEY NOT NULL,
	"cnnme" text NOT NULL,
	"ennme" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_port" (
	"carrier_code" text NOT NULL,
	"port_code" text NOT NULL,
	CONSTRAINT "carrier_port_carrier_code_port_code_pk" PRIMARY KEY("carrier_code","port_code")
);
--> statement-breakpoint
CREATE TABLE "container_cargo_type" (
	"container_type_code" text NOT NULL,
	"cargo_type_code" text NOT NULL,
	CONSTRAINT "container_cargo_type_container_type_code_cargo_type_code_pk" PRIMARY KEY("container_type_code","cargo_type_code")
);
--> statement-breakpoint
CREATE TABLE "container_type" (
	"code" text PRIMARY KEY NOT NULL,
	"cnnme" text NOT NULL,
	"ennme" text NOT NULL,
	"size_ft" smallint NOT NULL,
	"is_high_cube" boolean DEFAULT false NOT NULL,
	"is_reefer" boolean DEFAULT false NOT NULL,
	"is_open_top" boolean DEFAULT false NOT NULL,
	"is_flat_rack" boolean DEFAULT false NOT NULL,
	"is_tank" boolean DEFAULT false NOT NULL,
	"teu" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "container_type_size_known" CHECK ("container_type"."size_ft" in (20, 40, 45)),
	CONSTRAINT "container_type_teu_positive" CHECK ("container_type"."teu" > 0)
);
--> statement-breakpoint
CREATE TABLE "container_weight_limit" (
	"container_type_code" text PRIMARY KEY NOT NULL,
	"min_weight_kg" integer NOT NULL,
	"max_weight_kg" integer NOT NULL,
	CONSTRAINT "container_weight_limit_range" CHECK (0 < "container_weight_limit"."min_weight_kg" and "container_weight_limit"."min_weight_kg" < "container_weight_limit"."max_weight_kg")
);
--> statement-breakpoint
CREATE TABLE "dict_item" (
	"item_type" text NOT NULL,
	"code" text NOT NULL,
	"cnnme" text NOT NULL,
	"ennme" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dict_item_item_type_code_pk" PRIMARY KEY("item_type","code")
);
--> statement-breakpoint
CREATE TABLE "hot_route" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_port_code" text NOT NULL,
	"to_port_code" text NOT NULL,
	"carrier_code" text NOT NULL,
	"container_type_code" text NOT NULL,
	"transit_days" smallint NOT NULL,
	"price_from_fen" bigint NOT NULL,
	"etd_weekday" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hot_route_weekday" CHECK ("hot_route"."etd_weekday" between 1 and 7),
	CONSTRAINT "hot_route_transit_days" CHECK ("hot_route"."transit_days" > 0),
	CONSTRAINT "hot_route_price" CHECK ("hot_route"."price_from_fen" > 0),
	CONSTRAINT "hot_route_distinct_ports" CHECK ("hot_route"."from_port_code" <> "hot_route"."to_port_code")
);
--> statement-breakpoint
CREATE TABLE "order_quantity_limit" (
	"product_type" smallint PRIMARY KEY NOT NULL,
	"max_quantity" integer NOT NULL,
	CONSTRAINT "order_quantity_limit_positive" CHECK ("order_quantity_limit"."max_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "place_order_window" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	CONSTRAINT "place_order_window_single_row" CHECK ("place_order_window"."id" = 1),
	CONSTRAINT "place_order_window_order" CHECK ("place_order_window"."opens_at" < "place_order_window"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "port_facility" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"cnnme" text NOT NULL,
	"ennme" text NOT NULL,
	"un_locode" text,
	"province" text NOT NULL,
	"parent_port_code" text,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_ignored" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "port_facility_type_known" CHECK ("port_facility"."type" in ('P', 'R', 'F')),
	CONSTRAINT "port_facility_parent_matches_type" CHECK (("port_facility"."type" = 'P') = ("port_facility"."parent_port_code" is null)),
	CONSTRAINT "port_facility_hot_is_port" CHECK (not "port_facility"."is_hot" or "port_facility"."type" = 'P')
);
--> statement-breakpoint
CREATE TABLE "rate_type" (
	"code" text PRIMARY KEY NOT NULL,
	"cnnme" text NOT NULL,
	"ennme" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reefer_temperature_limit" (
	"container_type_code" text PRIMARY KEY NOT NULL,
	"min_celsius" integer NOT NULL,
	"max_celsius" integer NOT NULL,
	CONSTRAINT "reefer_temperature_limit_range" CHECK ("reefer_temperature_limit"."min_celsius" < "reefer_temperature_limit"."max_celsius")
);
--> statement-breakpoint
CREATE TABLE "service_loop" (
	"carrier_code" text NOT NULL,
	"abbreviation" text NOT NULL,
	"cnnme" text NOT NULL,
	"ennme" text NOT NULL,
	"port_rotation" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_loop_carrier_code_abbreviation_pk" PRIMARY KEY("carrier_code","abbreviation")
);
--> statement-breakpoint
CREATE TABLE "sys_switch" (
	"type" text PRIMARY KEY NOT NULL,
	"is_on" boolean NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_switch_region" (
	"type" text NOT NULL,
	"port_code" text NOT NULL,
	"is_on" boolean NOT NULL,
	CONSTRAINT "sys_switch_region_type_port_code_pk" PRIMARY KEY("type","port_code")
);
--> statement-breakpoint
ALTER TABLE "cargo_brief_desc" ADD CONSTRAINT "cargo_brief_desc_cargo_type_code_cargo_type_code_fk" FOREIGN KEY ("cargo_type_code") REFERENCES "public"."cargo_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_sub_type" ADD CONSTRAINT "cargo_sub_type_cargo_brief_desc_code_cargo_brief_desc_code_fk" FOREIGN KEY ("cargo_brief_desc_code") REFERENCES "public"."cargo_brief_desc"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_port" ADD CONSTRAINT "carrier_port_carrier_code_carrier_code_fk" FOREIGN KEY ("carrier_code") REFERENCES "public"."carrier"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_port" ADD CONSTRAINT "carrier_port_port_code_port_facility_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_cargo_type" ADD CONSTRAINT "container_cargo_type_container_type_code_container_type_code_fk" FOREIGN KEY ("container_type_code") REFERENCES "public"."container_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_cargo_type" ADD CONSTRAINT "container_cargo_type_cargo_type_code_cargo_type_code_fk" FOREIGN KEY ("cargo_type_code") REFERENCES "public"."cargo_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_weight_limit" ADD CONSTRAINT "container_weight_limit_container_type_code_container_type_code_fk" FOREIGN KEY ("container_type_code") REFERENCES "public"."container_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_route" ADD CONSTRAINT "hot_route_from_port_code_port_facility_code_fk" FOREIGN KEY ("from_port_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_route" ADD CONSTRAINT "hot_route_to_port_code_port_facility_code_fk" FOREIGN KEY ("to_port_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_route" ADD CONSTRAINT "hot_route_carrier_code_carrier_code_fk" FOREIGN KEY ("carrier_code") REFERENCES "public"."carrier"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_route" ADD CONSTRAINT "hot_route_container_type_code_container_type_code_fk" FOREIGN KEY ("container_type_code") REFERENCES "public"."container_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_facility" ADD CONSTRAINT "port_facility_parent_fk" FOREIGN KEY ("parent_port_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reefer_temperature_limit" ADD CONSTRAINT "reefer_temperature_limit_container_type_code_container_type_code_fk" FOREIGN KEY ("container_type_code") REFERENCES "public"."container_type"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_loop" ADD CONSTRAINT "service_loop_carrier_code_carrier_code_fk" FOREIGN KEY ("carrier_code") REFERENCES "public"."carrier"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_switch_region" ADD CONSTRAINT "sys_switch_region_type_sys_switch_type_fk" FOREIGN KEY ("type") REFERENCES "public"."sys_switch"("type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_switch_region" ADD CONSTRAINT "sys_switch_region_port_code_port_facility_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."port_facility"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargo_brief_desc_cargo_type" ON "cargo_brief_desc" USING btree ("cargo_type_code");--> statement-breakpoint
CREATE INDEX "cargo_sub_type_brief_desc" ON "cargo_sub_type" USING btree ("cargo_brief_desc_code");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_single_default" ON "carrier" USING btree ("is_default") WHERE "carrier"."is_default";--> statement-breakpoint
CREATE INDEX "carrier_port_port" ON "carrier_port" USING btree ("port_code");--> statement-breakpoint
CREATE INDEX "port_facility_type_sort" ON "port_facility" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "port_facility_parent" ON "port_facility" USING btree ("parent_port_code");