// To-do tasks: the registry other areas add their TaskSource to (app.ts composes it) and the routes.
export { TaskRegistry, type FinishedTaskContext, type TaskContext, type TaskSource } from './task-source';
export { taskRoutes } from './task.routes';
export { accountTaskSources } from './sources/account-task-sources';
