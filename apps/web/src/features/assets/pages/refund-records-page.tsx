import type { TRefundRecord } from '@coastbook/contracts';
import { LEDGER_KINDS, WITHDRAWAL_STATUSES, formatMoney, labelOf } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Segmented, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { formatChinaTime } from '../../../lib/china-time';
import { useButtonLock } from '../../../lib/button-lock';
import { useMoneyAction } from '../../../lib/money-action';
import { useUiLanguage } from '../../../i18n/use-language';
import { assetsQueryKeys, cancelWithdrawal, useRefundRecords } from '../api/assets-calls';
import { FIRST_PAGE } from '../../../lib/table-pagination';
import { RecordsTable } from '../components/records-table';
import '../assets.css';

const STATUS_COLOURS: Record<string, string> = { W: 'processing', A: 'success', R: 'error', X: 'default' };

/**
 * /accountStore/refundApplyRecord: withdrawal requests (cancel one still under review: the frozen amount
 * returns) and order refunds back to the prepaid account.
 */
export function RefundRecordsPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const guard = useButtonLock();
  const [kind, setKind] = useState<'' | TRefundRecord['kind']>('');
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  const records = useRefundRecords({ ...page, ...(kind ? { kind } : {}) });
  const [cancelling, setCancelling] = useState<string | null>(null);
  const cancellation = useMoneyAction([assetsQueryKeys.all]);

  const cancel = async (record: TRefundRecord) => {
    setCancelling(record.id);
    try {
      await cancellation.send({ id: record.id }, (idempotencyKey) => cancelWithdrawal(record.id, idempotencyKey));
      void message.success(t('assets.refundRecords.cancelled'));
      await queryClient.invalidateQueries({ queryKey: assetsQueryKeys.all });
    } catch (error) {
      void message.error(cancellation.messageFor(error));
    } finally {
      setCancelling(null);
    }
  };

  const columns: TableColumnsType<TRefundRecord> = [
    { title: t('assets.common.createdAt'), key: 'createdAt', width: 150, className: 'assets-nowrap', render: (_value, row) => formatChinaTime(row.createdAt) },
    {
      // The kind and what it concerns share a cell, so that the remarks keep a readable width at the portal's
      // 1 200 px: an order refund names its order, a withdrawal the bank account it goes to.
      title: t('assets.refundRecords.kindAndNo'),
      key: 'kind',
      render: (_value, row) => (
        <>
          {labelOf(LEDGER_KINDS, row.kind, language)}
          <div className="assets-table__sub">
            {row.kind === 'REFUND' ? (row.businessNo ?? '—') : (row.bankAccountNoMasked ?? '—')}
          </div>
        </>
      ),
    },
    { title: t('assets.common.amount'), key: 'amount', width: 120, align: 'right', className: 'assets-nowrap', render: (_value, row) => formatMoney(row.amountFen) },
    {
      title: t('assets.common.status'),
      key: 'status',
      width: 150,
      render: (_value, row) => (
        <>
          <Tag color={STATUS_COLOURS[row.status]} data-testid="refund-status">
            {row.kind === 'REFUND' ? t('assets.refundRecords.refunded') : labelOf(WITHDRAWAL_STATUSES, row.status, language)}
          </Tag>
          {row.decidedAt && <div className="assets-table__sub">{formatChinaTime(row.decidedAt)}</div>}
        </>
      ),
    },
    { title: t('assets.refundRecords.reason'), key: 'reason', render: (_value, row) => row.reason ?? '—' },
    {
      title: t('assets.common.actions'),
      key: 'actions',
      width: 100,
      render: (_value, row) =>
        row.kind === 'WITHDRAWAL' && row.status === 'W' ? (
          <Popconfirm title={t('assets.refundRecords.cancelConfirm')} okText={t('assets.common.confirm')} cancelText={t('assets.common.cancel')} onConfirm={guard(() => cancel(row))}>
            <Button type="link" danger size="small" loading={cancelling === row.id} data-testid="refund-cancel">
              {t('assets.refundRecords.cancel')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <section className="page-card assets-page" data-testid="refund-records-page">
      <h1 className="assets-page__title">{t('assets.refundRecords.title')}</h1>
      <div className="assets-filters">
        <Segmented
          value={kind}
          onChange={(value) => {
            setKind(value as typeof kind);
            setPage((current) => ({ ...current, current: 1 }));
          }}
          options={[
            { value: '', label: t('assets.my.allKinds') },
            { value: 'WITHDRAWAL', label: labelOf(LEDGER_KINDS, 'WITHDRAWAL', language) },
            { value: 'REFUND', label: labelOf(LEDGER_KINDS, 'REFUND', language) },
          ]}
        />
        <LinkButton type="primary" to="/assetsManagement/refundApply">
          {t('assets.refundRecords.apply')}
        </LinkButton>
      </div>
      <RecordsTable<TRefundRecord> records={records} columns={columns} page={page} onPageChange={setPage} testId="refund-table" />
    </section>
  );
}
