// What other areas use from address: the routes, and the tables for the seed.
export { addressRoutes } from './address.routes';
export { invoiceAcceptanceEmail, userAddress } from './address.tables';
