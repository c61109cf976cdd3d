// The messages area's public face (the page is loaded by the route table directly).
export { UnreadMessagePoller } from './components/unread-message-poller';
export { useUnreadMessageCount, messageQueryKeys } from './api/messages';
