// What other areas use from orders: the tables and the sailing copy (payment, documents, seed), the one status-change
// function (payment moves S → W/A through it), the visibility rule (payment and documents load the
// caller's orders through it), the to-do source, the routes app.ts mounts and the payment-timeout job.
export * from './order.tables';
export { recordBalancePayment, transitionOrder, type OrderActor, type OrderPatch, type OrderRow } from './order-state.service';
export { findVisibleOrder, findVisibleOrders, orderScopeFrom, type OrderScope } from './order-access';
export { sailingColumns } from './order-offer';
export { buildOrderComplete } from './order-query.service';
export { releaseOrderInventory } from './order-inventory';
export { orderTaskSources } from './order-task-source';
export { orderRoutes } from './order.routes';
export { orderOpsRoutes } from './ops/order-ops.routes';
export { cancelExpiredOrders, startOrderTimeoutJob, type OrderTimeoutJob } from './order-timeout.job';
