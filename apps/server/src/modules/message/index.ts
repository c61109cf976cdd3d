// What other areas use from message: sendCustomerMessage (inside their own transactions) and the routes.
export { messageRoutes } from './message.routes';
export { sendCustomerMessage } from './message.service';
export { customerMessage, stowageNotice } from './message.tables';
