// The operator console's product pages' API (issue 5), mounted by app.ts at /api/ops/product.
export { productAdminRoutes } from './product-admin.routes';
