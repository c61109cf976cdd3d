import { FileImageOutlined } from '@ant-design/icons';
import type { TOpsOfflineTopup } from '@coastbook/contracts';
import { OFFLINE_TOPUP_STATUSES } from '@coastbook/domain';
import { App, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useDecideOfflineTopup, useOfflineTopupPage } from '../api/finance';
import { fetchOpsFile } from '../api/ops-transport';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { usePagedTableProps, widthOfColumns } from '../components/ops-table-props';
import { RefuseModal } from '../components/refuse-modal';
import { TwoLines } from '../components/two-lines';
import { AmountText, DecisionButtons, FinanceQueueToolbar, ownerColumn, useDecidedColumns, useFinanceDecisions, useFinanceQueueParams } from './finance-queue';
import { useTradeTranslation } from './order-i18n';

const STATUSES = OFFLINE_TOPUP_STATUSES.map((status) => status.value);

/**
 * 线下充值确认 (/ops/finance/offline-topups): bank transfers customers declared with a voucher, oldest
 * first. The operator opens the voucher, checks the bank statement, then confirms (the amount is credited
 * to the prepaid account) or rejects with the reason the customer reads.
 */
export function OfflineTopupPage() {
  return (
    <RequireOpsPermission permission="ops_offline_topup">
      <OfflineTopupQueue />
    </RequireOpsPermission>
  );
}

/** Fetches the voucher with the operator token and shows it in a tab opened at the click (not a pop-up). */
async function openVoucher(downloadPath: string, fileName: string, onError: (text: string) => void): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchOpsFile(downloadPath));
    if (opened) {
      opened.location.href = url;
    } else {
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      anchor.click();
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    opened?.close();
    onError(error instanceof Error ? error.message : String(error));
  }
}

function OfflineTopupQueue() {
  const { t } = useTradeTranslation();
  const { message } = App.useApp();
  const params = useFinanceQueueParams(STATUSES);
  const { status, keyword, current, size, setSearchParams } = params;
  const page = useOfflineTopupPage({ status, current, size, ...(keyword ? { keyword } : {}) });
  const decide = useDecideOfflineTopup();
  const { approve, reject, rejecting, setRejecting, names } = useFinanceDecisions<TOpsOfflineTopup>(decide, 'finance.confirmed');
  const decidedColumns = useDecidedColumns<TOpsOfflineTopup>(OFFLINE_TOPUP_STATUSES);

  const columns: TableColumnsType<TOpsOfflineTopup> = [
    ownerColumn(t('finance.owner')),
    {
      title: `${t('common.amount')} / ${t('finance.transferDate')}`,
      dataIndex: 'amountFen',
      width: 120,
      align: 'right',
      render: (value: number, record) => (
        <>
          <AmountText fen={value} />
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {record.transferDate}
            </Typography.Text>
          </div>
        </>
      ),
    },
    {
      title: `${t('finance.payerAccountName')} / ${t('finance.payerBankName')}`,
      key: 'payer',
      width: 180,
      render: (_, record) => <TwoLines main={record.payerAccountName} sub={orDash(record.payerBankName)} />,
    },
    {
      title: t('finance.vouchers'),
      key: 'vouchers',
      width: 150,
      render: (_, record) =>
        record.voucherFiles.length === 0 ? (
          <Typography.Text type="secondary">{t('finance.voucherMissing')}</Typography.Text>
        ) : (
          <Space orientation="vertical" size={0}>
            {record.voucherFiles.map((file, index) => (
              <Typography.Link
                key={file.fileId}
                onClick={() => void openVoucher(file.downloadPath, file.fileName ?? file.fileId, (text) => void message.error(t('finance.voucherOpenFailed', { msg: text })))}
                data-testid={`topup-voucher-${record.id}-${index}`}
              >
                <FileImageOutlined /> {file.fileName ?? file.fileId}
              </Typography.Link>
            ))}
          </Space>
        ),
    },
    { title: t('common.remark'), dataIndex: 'remark', width: 130, render: (value: string | null) => orDash(value) },
    { title: t('common.submittedAt'), dataIndex: 'createdAt', width: 140, render: (value: string) => formatDateTime(value) },
    ...(status === 'W' ? [] : decidedColumns),
    ...(status === 'W'
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 160,
            fixed: 'right' as const,
            render: (_: unknown, record: TOpsOfflineTopup) => (
              <DecisionButtons
                queue="topup"
                action="confirm"
                recordId={record.id}
                title={t('finance.confirmTitle', names(record))}
                hint={t('finance.confirmHint')}
                onApprove={() => approve(record)}
                onReject={() => setRejecting(record)}
              />
            ),
          },
        ]
      : []),
  ];
  const tableProps = usePagedTableProps(page, { current, size, setSearchParams, emptyText: t('finance.topupEmpty') });

  return (
    <div className="ops-panel" data-testid="offline-topup-page">
      <FinanceQueueToolbar statuses={OFFLINE_TOPUP_STATUSES} params={params} />
      <Table<TOpsOfflineTopup> rowKey="id" size="middle" columns={columns} scroll={{ x: widthOfColumns(columns) }} {...tableProps} />
      <RefuseModal
        open={rejecting !== undefined}
        subject={rejecting ? t('finance.rejectSubject', names(rejecting)) : ''}
        submitting={decide.isPending}
        onSubmit={reject}
        onCancel={() => setRejecting(undefined)}
      />
    </div>
  );
}
