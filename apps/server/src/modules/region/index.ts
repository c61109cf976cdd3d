// What other areas use from regions: the table (seed) and the routes app.ts mounts.
export { region } from './region.tables';
export { regionRoutes } from './region.routes';
