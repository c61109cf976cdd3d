import type { TOfflineTopupRecord } from '@coastbook/contracts';
import { OFFLINE_TOPUP_STATUSES, formatMoney, labelOf } from '@coastbook/domain';
import { Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { formatChinaTime } from '../../../lib/china-time';
import { useUiLanguage } from '../../../i18n/use-language';
import { useOfflineRecords } from '../api/assets-calls';
import { FIRST_PAGE } from '../../../lib/table-pagination';
import { RecordsTable } from '../components/records-table';
import '../assets.css';

const STATUS_COLOURS: Record<string, string> = { W: 'processing', A: 'success', R: 'error' };

/** /accountStore/storeOfflineRecord (member_capital_fund_detail): the owner's offline top-up declarations and their status. */
export function OfflineRecordsPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [status, setStatus] = useState<'' | TOfflineTopupRecord['status']>('');
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  const records = useOfflineRecords({ ...page, ...(status ? { status } : {}) });

  const columns: TableColumnsType<TOfflineTopupRecord> = [
    { title: t('assets.common.createdAt'), key: 'createdAt', className: 'assets-nowrap', render: (_value, row) => formatChinaTime(row.createdAt) },
    { title: t('assets.common.amount'), key: 'amount', align: 'right', className: 'assets-nowrap', render: (_value, row) => formatMoney(row.amountFen) },
    { title: t('assets.offlineRecords.payerName'), dataIndex: 'payerAccountName', key: 'payer' },
    { title: t('assets.offlineRecords.transferDate'), dataIndex: 'transferDate', key: 'transferDate', className: 'assets-nowrap' },
    {
      title: t('assets.common.status'),
      key: 'status',
      width: 150,
      render: (_value, row) => (
        <>
          <Tag color={STATUS_COLOURS[row.status]} data-testid="offline-status">
            {labelOf(OFFLINE_TOPUP_STATUSES, row.status, language)}
          </Tag>
          {row.decidedAt && <div className="assets-table__sub">{formatChinaTime(row.decidedAt)}</div>}
        </>
      ),
    },
    { title: t('assets.offlineRecords.reason'), key: 'reason', render: (_value, row) => row.rejectReason ?? row.remark ?? '—' },
  ];

  return (
    <section className="page-card assets-page" data-testid="offline-records-page">
      <h1 className="assets-page__title">{t('assets.offlineRecords.title')}</h1>
      <div className="assets-filters">
        <Space>
          <span>{t('assets.common.status')}</span>
          <Select
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage((current) => ({ ...current, current: 1 }));
            }}
            style={{ width: 160 }}
            options={[{ value: '', label: t('assets.common.allStatuses') }, ...OFFLINE_TOPUP_STATUSES.map((entry) => ({ value: entry.value, label: language === 'en' ? entry.en : entry.zh }))]}
          />
        </Space>
        <LinkButton type="primary" to="/accountStore/stabs?tab=offline">
          {t('assets.prepaid.offline')}
        </LinkButton>
      </div>
      <RecordsTable<TOfflineTopupRecord> records={records} columns={columns} page={page} onPageChange={setPage} testId="offline-table" />
    </section>
  );
}
