// Order documents: the download routes (registered in app.ts under /web/domestic/order/download). The renderer
// (order-document-pdf.ts) is theirs alone: it runs on the drawing thread the routes start.
export { orderDocumentRoutes } from './order-document.routes';
