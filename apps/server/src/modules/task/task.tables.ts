import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TTodoTask } from '@coastbook/contracts';

/**
 * Reminders a user took off the to-do list (removeTodoTask). Tasks themselves are derived, not stored:
 * this row only hides one task id from that user's list and count, and keeps the task as it was listed
 * so /historyTask can show it as removed (unless its business ended since; then that outcome stands).
 */
export const todoTaskRemoval = pgTable(
  'todo_task_removal',
  {
    userId: uuid('user_id').notNull(),
    taskId: text('task_id').notNull(),
    taskType: text('task_type').notNull(),
    task: jsonb('task').$type<TTodoTask>().notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.taskId] })],
);
