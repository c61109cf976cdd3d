// What other areas use from the operator console: the requireOperator preHandler and the Operator it
// sets (orders review, finance and product areas guard their /api/ops routes with it), the operator
// table (seed) and the routes app.ts mounts at /api/ops.
export { opsOperator, opsToken } from './ops.tables';
export { operatorOf, requireOperator } from './require-operator';
export { decideWithAudit, operatorDecision } from './audited-decision';
export type { Operator } from './ops-token.service';
export { opsRoutes } from './ops.routes';
export { opsRetentionRules } from './ops.retention';
