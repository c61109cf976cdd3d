// What other areas use from account: the routes, the code-recipient rule the verification routes
// apply, and the payment-password check payments will call before moving money.
export { accountRoutes } from './account.routes';
export { checkCodeRecipient } from './code-recipient';
export { checkPaymentPassword } from './payment-password.service';
export { identityTicket, paymentPasswordFailure } from './account.tables';
export { accountRetentionRules } from './account.retention';
