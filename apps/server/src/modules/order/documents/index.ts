// Order documents: the download routes (registered in app.ts under /web/domestic/order/download) and the renderer.
export { orderDocumentRoutes } from './order-document.routes';
export { renderOrderDocument, documentFileName, type OrderDocumentInput, type OrderDocumentKind } from './order-document-pdf';
