import type { TFinishedTodoTask } from '@coastbook/contracts';
import { TODO_TASK_OUTCOMES, labelOf } from '@coastbook/domain';
import { Alert, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { formatChinaTime } from '../../../lib/china-time';
import { FIRST_PAGE, tablePagination } from '../../../lib/table-pagination';
import { useUiLanguage } from '../../../i18n/use-language';
import { useHistoryTodoTaskList } from '../api/todo-tasks';
import '../user-center.css';

/** Outcomes that closed a task without it being done as asked, shown in grey rather than green. */
const CLOSED_UNDONE = new Set(['CANCELLED', 'TIMED_OUT', 'REFUSED', 'WITHDRAWN', 'REMOVED', 'REJECTED']);

/**
 * /historyTask (001 §2 user centre, embedded under /ssb too; getHistoryTodoTaskList): the to-do items
 * handled or closed in the last 6 months, newest first — a paid, cancelled or timed-out order, a decided
 * link application, a resubmitted certification, verified bank information, confirmed service terms, a
 * reminder removed from the list.
 */
export function HistoryTaskPage() {
  const { t, i18n } = useTranslation();
  const language = useUiLanguage();
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  const history = useHistoryTodoTaskList(page);

  const columns: TableColumnsType<TFinishedTodoTask> = [
    {
      title: t('todo.history.task'),
      key: 'type',
      width: 220,
      render: (_, task) => (i18n.exists(`todo.types.${task.taskType}`) ? t(`todo.types.${task.taskType}` as 'todo.title') : task.title),
    },
    { title: t('todo.history.content'), dataIndex: 'content', key: 'content' },
    {
      title: t('todo.history.outcome'),
      key: 'outcome',
      width: 190,
      render: (_, task) => (
        <Tag color={CLOSED_UNDONE.has(task.outcome) ? 'default' : 'success'} data-testid="history-task-outcome">
          {labelOf(TODO_TASK_OUTCOMES, task.outcome, language)}
        </Tag>
      ),
    },
    { title: t('todo.history.doneAt'), key: 'doneAt', width: 150, render: (_, task) => formatChinaTime(task.doneAt) },
    { title: '', key: 'view', width: 80, render: (_, task) => <Link to={task.link}>{t('todo.history.view')}</Link> },
  ];

  return (
    <section className="page-card uc-history" data-testid="history-task-page">
      <h1 className="uc-history__title">{t('todo.history.title')}</h1>
      <p className="uc-history__intro">{t('todo.history.intro')}</p>
      {!history.showsTodo && <Alert type="info" showIcon title={t('todo.history.notShown')} />}
      {history.isError && (
        <LoadFailedAlert error={history.error} onRetry={() => void history.refetch()} />
      )}
      {history.showsTodo && !history.isError && (
        <Table<TFinishedTodoTask>
          rowKey="taskId"
          columns={columns}
          dataSource={history.data?.records ?? []}
          loading={history.isFetching}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.history.empty')} /> }}
          pagination={tablePagination({ ...page, total: history.data?.total, onChange: (current, size) => setPage({ current, size }) })}
          data-testid="history-task-table"
        />
      )}
    </section>
  );
}
