-- Stock levels get their own topic. Every booking, cancellation and refund changes sailing_inventory; as
-- `catalog:` it made the sailing search recompute every kept answer (prices, promotions, hundreds of
-- offers) once per booking. As `stock:` it only makes the kept answers re-read the stock of their own
-- sailings (product/search.service.ts, OfferSearchCache). Ladder tiers stay `catalog:`: they change with
-- the offer itself, not with bookings.
DROP TRIGGER IF EXISTS sailing_inventory_catalog_notify ON "sailing_inventory";
--> statement-breakpoint
CREATE TRIGGER sailing_inventory_stock_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sailing_inventory" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_table_change('stock');
