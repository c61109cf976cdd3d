import { Collapse, Empty, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { formatChinaTime } from '../../../lib/china-time';
import { FIRST_PAGE, tablePagination } from '../../../lib/table-pagination';
import { useStowageNotices } from '../api/messages';
import '../message.css';

/**
 * /stowageInformation (000 §2.2, embedded under /ssb too; the header's 配载通知): the carrier's stowage
 * notices (findStowageInfo), newest first, each opening to its full text; a notice about one port carries its code.
 */
export function StowageInformationPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  const notices = useStowageNotices(page);
  const pagination = tablePagination({ ...page, total: notices.data?.total, onChange: (current, size) => setPage({ current, size }) });

  return (
    <section className="page-card stowage-page" data-testid="stowage-information-page">
      <h1 className="stowage-page__title">{t('stowage.title')}</h1>
      <p className="stowage-page__intro">{t('stowage.intro')}</p>
      {notices.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {notices.isError && (
        <LoadFailedAlert error={notices.error} onRetry={() => void notices.refetch()} />
      )}
      {notices.data &&
        (notices.data.records.length === 0 ? (
          <Empty description={t('stowage.empty')} />
        ) : (
          <Collapse
            defaultActiveKey={notices.data.records[0] ? [notices.data.records[0].id] : []}
            items={notices.data.records.map((notice) => ({
              key: notice.id,
              label: (
                <span className="stowage-page__head" data-testid="stowage-notice">
                  <strong>{notice.title}</strong>
                  {notice.portCde && <Tag>{notice.portCde}</Tag>}
                  <span className="stowage-page__time">{formatChinaTime(notice.publishTime)}</span>
                </span>
              ),
              children: <p className="stowage-page__content">{notice.content}</p>,
            }))}
          />
        ))}
      {pagination && <Pagination className="stowage-page__pager" {...pagination} />}
    </section>
  );
}
