// The user-centre area's public face (its page is loaded by the route table directly).
export { UserCard } from './components/user-card';
export { TodoCountPoller } from './components/todo-count-poller';
