import { useLocation } from 'react-router';
import { useRefreshTodoOn, useTodoTaskCount } from '../api/todo-tasks';

/** Renders nothing: keeps the header's to-do count polled (000 §6, §4.3); mounted by the header beside the message poller. */
export function TodoCountPoller() {
  const { pathname } = useLocation();
  const { showsTodo, isError } = useTodoTaskCount();
  useRefreshTodoOn(pathname, showsTodo && !isError);
  return null;
}
