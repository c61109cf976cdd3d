// What other areas use from account cancellation: the table (schema) and the routes app.ts mounts.
export { accountCancellationRequest } from './unsubscribe.tables';
export { unsubscribeOpsRoutes, unsubscribeRoutes } from './unsubscribe.routes';
