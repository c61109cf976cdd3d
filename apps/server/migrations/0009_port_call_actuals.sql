ALTER TABLE "port_call" ADD COLUMN "ata" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "port_call" ADD COLUMN "atd" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "port_call" ADD CONSTRAINT "port_call_atd_after_ata" CHECK ("port_call"."ata" is null or "port_call"."atd" is null or "port_call"."atd" >= "port_call"."ata");