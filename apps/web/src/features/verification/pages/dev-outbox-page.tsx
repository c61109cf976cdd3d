import type { TDevOutboxMessage } from '@coastbook/contracts';
import { SMS_CODE_KINDS, EMAIL_CODE_KINDS, labelOf } from '@coastbook/domain';
import { Alert, Result, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { DEV_OUTBOX_REFRESH_MS, isOutboxUnavailable, useDevOutbox } from '../api/get-dev-outbox';
import '../verification.css';

const PAGE_SIZE = 20;

/** The six-digit code inside a message body, highlighted so a developer finds it at a glance. */
function Body({ text }: { text: string }) {
  const parts = text.split(/(\b\d{6}\b)/);
  return (
    <span className="dev-outbox__body">
      {parts.map((part, index) =>
        /^\d{6}$/.test(part) ? (
          <span key={index} className="dev-outbox__code" data-testid="outbox-code">
            {part}
          </span>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </span>
  );
}

/**
 * /dev/outbox: the SMS and e-mails the built-in outbox transport "sent" (codes included), newest
 * first, reloaded every 3 s. Public and in no menu; outside development the server has no such call
 * (404) and the page says it is not available.
 */
export function DevOutboxPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [current, setCurrent] = useState(1);
  const outbox = useDevOutbox({ current, size: PAGE_SIZE });

  if (isOutboxUnavailable(outbox.error)) {
    return (
      <section className="page-card page-card--centered" data-testid="dev-outbox-unavailable">
        <Result status="info" title={t('verification.outboxUnavailable')} subTitle={t('verification.outboxUnavailableHint')} />
      </section>
    );
  }

  const purposeLabel = (message: TDevOutboxMessage) =>
    message.purpose === null
      ? '—'
      : labelOf(message.channel === 'sms' ? SMS_CODE_KINDS : EMAIL_CODE_KINDS, message.purpose, language);

  const columns: TableColumnsType<TDevOutboxMessage> = [
    { title: t('verification.outboxTime'), dataIndex: 'createdAt', width: 170, render: (value: string) => formatChinaTime(value, 'YYYY-MM-DD HH:mm:ss') },
    {
      title: t('verification.outboxChannel'),
      dataIndex: 'channel',
      width: 90,
      render: (channel: TDevOutboxMessage['channel']) => (
        <Tag color={channel === 'sms' ? 'cyan' : 'geekblue'}>{t(`verification.outboxChannel_${channel}`)}</Tag>
      ),
    },
    { title: t('verification.outboxTarget'), dataIndex: 'targetMasked', width: 170 },
    { title: t('verification.outboxPurpose'), key: 'purpose', width: 120, render: (_value, message) => purposeLabel(message) },
    {
      title: t('verification.outboxContent'),
      key: 'body',
      render: (_value, message) => (
        <>
          {message.channel === 'email' && <Typography.Text strong>{message.subject}：</Typography.Text>}
          <Body text={message.body} />
        </>
      ),
    },
  ];

  const page = outbox.data;
  return (
    <section className="container dev-outbox" data-testid="dev-outbox">
      <div className="page-card">
        <Typography.Title level={3}>{t('verification.outboxTitle')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('verification.outboxIntro', { seconds: DEV_OUTBOX_REFRESH_MS / 1000 })}
        </Typography.Paragraph>
        {outbox.error && <Alert type="error" showIcon title={errorMessage(outbox.error)} style={{ marginBottom: 16 }} />}
        <Table<TDevOutboxMessage>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={outbox.isLoading}
          pagination={
            (page?.total ?? 0) > PAGE_SIZE
              ? { current, pageSize: PAGE_SIZE, total: page?.total ?? 0, onChange: setCurrent, showSizeChanger: false }
              : false
          }
          locale={{ emptyText: t('verification.outboxEmpty') }}
        />
      </div>
    </section>
  );
}
