import { MESSAGE_THEMES, type TCustomerMessage } from '@coastbook/contracts';
import { labelOf } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Popconfirm, Segmented, Table, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { FIRST_PAGE, tablePagination } from '../../../lib/table-pagination';
import { deleteMessages, messageQueryKeys, readMessages, useMessages } from '../api/messages';
import '../message.css';

type ReadFilter = 'all' | 'unread' | 'read';

/**
 * /myMessage (000 §2.2, 001 §7 "Messages"): messages by theme, newest first, unread in bold; opening
 * one marks it read; selected messages can be marked read or deleted, or every unread one read.
 */
export function MyMessagePage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const theme = searchParams.get('theme') ?? 'ALL';
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  const [selection, setSelection] = useState<string[]>([]);

  const request = {
    current: page.current,
    size: page.size,
    ...(theme !== 'ALL' ? { theme } : {}),
    ...(readFilter !== 'all' ? { isRead: readFilter === 'read' ? (1 as const) : (0 as const) } : {}),
  };
  const messages = useMessages(request);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setSelection([]);
      await queryClient.invalidateQueries({ queryKey: messageQueryKeys.all });
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const columns: TableColumnsType<TCustomerMessage> = [
    {
      title: t('accounts.messages.titleColumn'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <span className={row.isRead === 0 ? 'msg-row--unread' : undefined}>
          {row.isRead === 0 && <Badge status="processing" />} {title}
        </span>
      ),
    },
    // From the theme code, in the page's language (the answer's themeName is the Chinese label).
    { title: t('accounts.messages.theme'), dataIndex: 'theme', width: 120, render: (value: string) => labelOf(MESSAGE_THEMES, value, language) },
    { title: t('accounts.messages.time'), dataIndex: 'createTime', width: 170, render: (time: string) => formatChinaTime(time) },
    {
      title: t('accounts.messages.actions'),
      key: 'actions',
      width: 160,
      render: (_value, row) => (
        <>
          {row.isRead === 0 && (
            <Button type="link" size="small" onClick={() => void run(() => readMessages({ custMsgLogIds: [row.custMsgLogId] }))}>
              {t('accounts.messages.markRead')}
            </Button>
          )}
          <Popconfirm title={t('accounts.messages.deleteConfirm')} onConfirm={() => void run(() => deleteMessages([row.custMsgLogId]))}>
            <Button type="link" size="small" danger>
              {t('accounts.messages.delete')}
            </Button>
          </Popconfirm>
        </>
      ),
    },
  ];

  return (
    <section className="page-card" data-testid="my-message-page">
      <h1 className="msg-page__title">{t('accounts.messages.pageTitle')}</h1>
      <Tabs
        activeKey={theme}
        onChange={(key) => {
          setSearchParams(key === 'ALL' ? {} : { theme: key });
          setPage((current) => ({ ...current, current: 1 }));
          setSelection([]);
        }}
        items={[{ key: 'ALL', label: t('accounts.messages.allThemes') }, ...MESSAGE_THEMES.map((item) => ({ key: item.value, label: item[language] }))]}
      />
      <div className="msg-page__toolbar">
        <Segmented<ReadFilter>
          value={readFilter}
          onChange={(value) => {
            setReadFilter(value);
            setPage((current) => ({ ...current, current: 1 }));
          }}
          options={[
            { value: 'all', label: t('accounts.messages.filterAll') },
            { value: 'unread', label: t('accounts.messages.filterUnread') },
            { value: 'read', label: t('accounts.messages.filterRead') },
          ]}
        />
        <Button disabled={selection.length === 0} onClick={() => void run(() => readMessages({ custMsgLogIds: selection }))}>
          {t('accounts.messages.markSelectedRead')}
        </Button>
        <Button onClick={() => void run(() => readMessages({ readAll: true, ...(theme !== 'ALL' ? { theme } : {}) }))}>{t('accounts.messages.markAllRead')}</Button>
        <Popconfirm title={t('accounts.messages.deleteConfirm')} onConfirm={() => void run(() => deleteMessages(selection))} disabled={selection.length === 0}>
          <Button danger disabled={selection.length === 0}>
            {t('accounts.messages.deleteSelected')}
          </Button>
        </Popconfirm>
      </div>
      <Table<TCustomerMessage>
        rowKey="custMsgLogId"
        columns={columns}
        dataSource={messages.data?.records ?? []}
        loading={messages.isFetching}
        rowSelection={{ selectedRowKeys: selection, onChange: (keys) => setSelection(keys as string[]) }}
        expandable={{
          expandedRowRender: (row) => <p className="msg-page__content">{row.content}</p>,
          onExpand: (expanded, row) => {
            if (expanded && row.isRead === 0) void run(() => readMessages({ custMsgLogIds: [row.custMsgLogId] }));
          },
        }}
        pagination={tablePagination({ current: page.current, size: page.size, total: messages.data?.total, onChange: (current, size) => setPage({ current, size }) })}
      />
    </section>
  );
}
