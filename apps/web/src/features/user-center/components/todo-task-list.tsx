import type { TTodoTask } from '@coastbook/contracts';
import { TODO_TASK_REFUSE_REASON_MAX, formatTodoBadge, todoTaskActions } from '@coastbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, Input, List, Modal, Pagination, Popconfirm, Space, Spin, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { refuseTodoTask, removeTodoTask, todoQueryKeys, useTodoTaskList } from '../api/todo-tasks';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

const PAGE_SIZE = 5;

/**
 * The user centre's to-do list: each task links to the page where it is done; a decision can also be
 * refused here and a reminder removed (domain todoTaskActions decides which, as the server does).
 */
export function TodoTaskList({ total }: { total: number }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(1);
  const list = useTodoTaskList({ current, size: PAGE_SIZE });
  const records: TTodoTask[] = list.data?.records ?? [];
  const [refusing, setRefusing] = useState<TTodoTask | null>(null);
  const [reason, setReason] = useState('');

  const titleOf = (task: TTodoTask) => (i18n.exists(`todo.types.${task.taskType}`) ? t(`todo.types.${task.taskType}` as 'todo.title') : task.title);

  // Count, list and history all change: the task left the list and may have entered the history.
  const taskAction = useMutation({
    mutationFn: (call: () => Promise<true>) => call(),
    onSuccess: async () => {
      void message.success(t('todo.done'));
      await queryClient.invalidateQueries({ queryKey: todoQueryKeys.all });
    },
    onError: (error) => void message.error(errorMessage(error)),
  });

  const confirmRefusal = () => {
    if (refusing === null) return;
    const trimmed = reason.trim();
    taskAction.mutate(() => refuseTodoTask({ taskId: refusing.taskId, ...(trimmed ? { reason: trimmed } : {}) }), { onSuccess: () => setRefusing(null) });
  };

  const actionsOf = (task: TTodoTask) => {
    const allowed = todoTaskActions(task.taskType);
    return (
      <Space size={12}>
        <Link to={task.link}>{t('todo.go')}</Link>
        {allowed.refuse && (
          <Button
            type="link"
            size="small"
            onClick={() => {
              setReason('');
              setRefusing(task);
            }}
            data-testid="uc-todo-refuse"
          >
            {t('todo.refuse')}
          </Button>
        )}
        {allowed.remove && (
          <Popconfirm title={t('todo.removeConfirm')} okText={t('todo.remove')} cancelText={t('todo.cancel')} onConfirm={() => taskAction.mutate(() => removeTodoTask({ taskId: task.taskId }))}>
            <Button type="link" size="small" data-testid="uc-todo-remove">
              {t('todo.remove')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    );
  };

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
        <LoadFailedAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.empty')} />
      ) : (
        <List<TTodoTask>
          dataSource={records}
          renderItem={(task) => (
            <List.Item key={task.taskId} data-testid={`uc-todo-${task.taskType}`} extra={actionsOf(task)}>
              <List.Item.Meta title={titleOf(task)} description={task.content} />
            </List.Item>
          )}
        />
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination size="small" current={current} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setCurrent} style={{ marginTop: 12, textAlign: 'right' }} />
      )}
      <Modal
        open={refusing !== null}
        title={refusing ? t('todo.refuseTitle', { title: titleOf(refusing) }) : ''}
        okText={t('todo.refuseOk')}
        cancelText={t('todo.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'uc-todo-refuse-ok' } as ButtonProps}
        confirmLoading={taskAction.isPending}
        onOk={confirmRefusal}
        onCancel={() => setRefusing(null)}
        destroyOnHidden
      >
        {refusing && <p>{refusing.content}</p>}
        <Typography.Text>{t('todo.refuseReason')}</Typography.Text>
        <Input.TextArea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={TODO_TASK_REFUSE_REASON_MAX}
          showCount
          rows={3}
          placeholder={t('todo.refuseReasonPlaceholder')}
          data-testid="uc-todo-refuse-reason"
        />
      </Modal>
    </section>
  );
}
