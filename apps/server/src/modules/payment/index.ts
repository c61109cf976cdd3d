// What app.ts mounts from payment: the order payment calls, the deposit-note calls under member/assets,
// and the sandbox payment page (outside production).
export { paymentRoutes } from './payment.routes';
export { blankNoteRoutes } from './blank-note.routes';
export { paySandboxRoutes } from './channels/sandbox.routes';
