-- Changes of whole tables, announced once per statement as `<topic>:<table>` for in-process answers built
-- from many rows (ARCHITECTURE.md "Caches"): `catalog` — what a sailing offer is made of (products, sailings,
-- prices, promotions, inventory, the base data they show), for the sailing search; `orders` — orders, their
-- containers and sub-account links (who sees which orders), for the my-orders list.
CREATE OR REPLACE FUNCTION coastbook_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the topic.
  PERFORM pg_notify('coastbook_change', TG_ARGV[0] || ':' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER product_sailing_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sailing" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER voyage_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "voyage" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER vessel_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vessel" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER port_call_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "port_call" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER port_facility_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "port_facility" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER service_loop_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_loop" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER carrier_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carrier" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER container_type_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "container_type" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER order_quantity_limit_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_quantity_limit" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER container_price_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "container_price" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER promotion_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotion" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER sailing_inventory_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sailing_inventory" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER sailing_ladder_inventory_catalog_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sailing_ladder_inventory" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER order_mast_orders_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_mast" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('orders');
--> statement-breakpoint
CREATE TRIGGER order_container_orders_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_container" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('orders');
--> statement-breakpoint
CREATE TRIGGER enterprise_relation_request_orders_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enterprise_relation_request" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('orders');
