// What other areas use from assets: refundToPrepaidAccount (orders call it inside their cancel / reject
// transaction), the debit and owner helpers payments use, the tables (seed, payment, ops) and the routes.
export {
  debitPrepaidAccount,
  findPrepaidAccount,
  holdsRight,
  lockPrepaidAccount,
  lockPrepaidAccountById,
  ownerFromOrder,
  ownerNameOf,
  postLedgerEntry,
  prepaidAccountOwnerOf,
  prepaidStandingFrom,
  refundToPrepaidAccount,
  type PrepaidAccountRow,
  type PrepaidOwner,
  type PrepaidStanding,
} from './prepaid-account.service';
export { assertQrChannelAvailable, createPaymentRequest, sandboxPayPageUrl, type PaymentLine, type PaymentRequestRow } from './payment-request.service';
export { TOPUP_PURPOSE } from './topup.service';
export * from './assets.tables';
export * from './payment-request.tables';
export { assetsRoutes } from './assets.routes';
export { financeOpsRoutes } from './ops/finance-ops.routes';
