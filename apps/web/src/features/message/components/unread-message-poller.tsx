import { useUnreadMessageCount } from '../api/messages';

/** Renders nothing: keeps the header's unread-message count polled while a user is logged in. */
export function UnreadMessagePoller() {
  useUnreadMessageCount();
  return null;
}
