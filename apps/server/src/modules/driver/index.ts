// What other areas use from driver upload permission: the routes app.ts mounts, the table (schema,
// seed) and the check the container-photo upload will ask (001 §3).
export { driverRoutes } from './driver.routes';
export { isDriverPermittedToUpload } from './driver.service';
export { trailerDriver } from './driver.tables';
