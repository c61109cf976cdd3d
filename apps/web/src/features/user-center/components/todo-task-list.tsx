import type { TTodoTask } from '@coastbook/contracts';
import { formatTodoBadge } from '@coastbook/domain';
import { Badge, Empty, List, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTodoTaskList } from '../api/todo-tasks';

const PAGE_SIZE = 5;

/** The user centre's to-do list: each task links to the page where it is done. */
export function TodoTaskList({ total }: { total: number }) {
  const { t, i18n } = useTranslation();
  const [current, setCurrent] = useState(1);
  const list = useTodoTaskList({ current, size: PAGE_SIZE });
  const records: TTodoTask[] = list.data?.records ?? [];

  return (
    <section className="page-card uc-todo" data-testid="uc-todo-list">
      <div className="uc-todo__head">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('todo.title')}
        </Typography.Title>
        <Badge count={total > 0 ? formatTodoBadge(total) : 0} />
        <Link className="uc-todo__history" to="/historyTask" data-testid="uc-todo-history">
          {t('todo.historyLink')}
        </Link>
      </div>
      {list.isPending && list.fetchStatus !== 'idle' ? (
        <Spin />
      ) : list.isError ? (
        <Typography.Text type="danger">{list.error.message}</Typography.Text>
      ) : records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.empty')} />
      ) : (
        <List<TTodoTask>
          dataSource={records}
          renderItem={(task) => (
            <List.Item key={task.taskId} data-testid={`uc-todo-${task.taskType}`} extra={<Link to={task.link}>{t('todo.go')}</Link>}>
              <List.Item.Meta title={i18n.exists(`todo.types.${task.taskType}`) ? t(`todo.types.${task.taskType}` as 'todo.title') : task.title} description={task.content} />
            </List.Item>
          )}
        />
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination size="small" current={current} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setCurrent} style={{ marginTop: 12, textAlign: 'right' }} />
      )}
    </section>
  );
}
