// What other areas use from products: the routes app.ts mounts, the tables (operator console, orders),
// and the offer loader orders will price with.
export { productCoreRoutes } from './product.routes';
export * from './product.tables';
export { CATALOG_TOPIC, getOffer } from './search.service';
export { loadCustomerContext, type CustomerContext } from './customer-context';
export { releaseInventory, reserveInventory } from './inventory.service';
// Orders check cargo and price surcharges with the same rules as the booking page's calls.
export { findCargoRefusalForOffer, findExtraChargesForCargo } from './cargo.service';
