import type { TFinishedTodoTask, TTodoTask } from '@coastbook/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';

/**
 * A to-do task source: one area's way of saying "this user has something to do here". Tasks are
 * derived from that area's own state each time they are asked for (a pending link application, a
 * refused certification...), so a task disappears the moment it is done, with nothing to keep in step.
 * Removing a reminder is the task area's own (todo_task_removal); refusing one is the source's business,
 * so a source whose tasks may be refused (domain todoTaskActions) says how.
 */
export interface TaskSource {
  /** The taskType its tasks carry (unique among sources). */
  readonly taskType: string;
  /** The user's open tasks of this type. */
  find(context: TaskContext): Promise<TTodoTask[]>;
  /** How many there are; defaults to find().length (a source with many tasks should count in SQL). */
  count?(context: TaskContext): Promise<number>;
  /**
   * The user's finished tasks of this type done since `context.since`, newest first, at most `limit`:
   * read back from the same records that made them tasks (a source without a record of when a task
   * ended has none).
   */
  findFinished?(context: FinishedTaskContext): Promise<TFinishedTodoTask[]>;
  /** Declines what the open `task` asks, as the area's own page would (refuseTodoTask). */
  refuse?(context: RefuseTaskContext): Promise<void>;
}

export interface RefuseTaskContext {
  db: Db;
  actor: Actor;
  task: TTodoTask;
  reason: string | undefined;
}

export interface TaskContext {
  db: DbOrTx;
  userId: string;
}

export interface FinishedTaskContext extends TaskContext {
  since: Date;
  limit: number;
}

/**
 * The sources the to-do calls ask, in registration order. app.ts composes it: each area exports its
 * sources and the registry is handed to taskRoutes, so the task area depends on no area's internals.
 */
export class TaskRegistry {
  readonly #sources = new Map<string, TaskSource>();

  constructor(sources: readonly TaskSource[] = []) {
    for (const source of sources) this.register(source);
  }

  register(source: TaskSource): this {
    if (this.#sources.has(source.taskType)) throw new Error(`task source ${source.taskType} registered twice`);
    this.#sources.set(source.taskType, source);
    return this;
  }

  get sources(): readonly TaskSource[] {
    return [...this.#sources.values()];
  }
}
