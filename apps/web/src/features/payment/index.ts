// The payment area's public face (its pages are loaded by the route table directly).
export { qrCodePath } from './pages/order-payment-page';
