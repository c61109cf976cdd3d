// The account-cancellation area's public face (its page is loaded by the route table directly).
export { unsubscribeQueryKeys } from './api/unsubscribe';
