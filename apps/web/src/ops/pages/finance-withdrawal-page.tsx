import { EyeOutlined } from '@ant-design/icons';
import type { TOpsWithdrawal } from '@coastbook/contracts';
import { formatMoney, WITHDRAWAL_STATUSES } from '@coastbook/domain';
import { App, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { revealWithdrawalAccount, useDecideWithdrawal, useWithdrawalPage } from '../api/finance';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { usePagedTableProps, widthOfColumns } from '../components/ops-table-props';
import { RefuseModal } from '../components/refuse-modal';
import { AmountText, DecisionButtons, FinanceQueueToolbar, ownerColumn, useDecidedColumns, useFinanceDecisions, useFinanceQueueParams } from './finance-queue';
import { useTradeTranslation } from './order-i18n';

const STATUSES = WITHDRAWAL_STATUSES.map((status) => status.value);

/**
 * 提现审批 (/ops/finance/withdrawals): withdrawal requests to the enterprise's verified bank account,
 * oldest first. The amount is already frozen; approve after paying it out, reject to return it to the
 * prepaid account. The full account number is shown on request (the server audits each reveal).
 */
export function WithdrawalPage() {
  return (
    <RequireOpsPermission permission="ops_withdrawal">
      <WithdrawalQueue />
    </RequireOpsPermission>
  );
}

function AccountNumber({ record }: { record: TOpsWithdrawal }) {
  const { t } = useTradeTranslation();
  const { message } = App.useApp();
  const [full, setFull] = useState<string | undefined>();
  return (
    <Space size={4}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{full ?? record.bankAccountNoMasked}</span>
      {full === undefined && record.status === 'W' && (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          title={t('finance.reveal')}
          onClick={() =>
            void revealWithdrawalAccount(record.id).then(
              (answer) => setFull(answer.bankAccountNo),
              (error: Error) => void message.error(t('finance.revealFailed', { msg: error.message })),
            )
          }
        />
      )}
    </Space>
  );
}

function WithdrawalQueue() {
  const { t } = useTradeTranslation();
  const params = useFinanceQueueParams(STATUSES);
  const { status, keyword, current, size, setSearchParams } = params;
  const page = useWithdrawalPage({ status, current, size, ...(keyword ? { keyword } : {}) });
  const decide = useDecideWithdrawal();
  const { approve, reject, rejecting, setRejecting, names } = useFinanceDecisions<TOpsWithdrawal>(decide, 'finance.approved');
  const decidedColumns = useDecidedColumns<TOpsWithdrawal>(WITHDRAWAL_STATUSES);

  const columns: TableColumnsType<TOpsWithdrawal> = [
    ownerColumn(t('finance.owner')),
    { title: t('common.amount'), dataIndex: 'amountFen', width: 120, align: 'right', render: (value: number) => <AmountText fen={value} /> },
    {
      title: t('finance.bankAccount'),
      key: 'bank',
      width: 230,
      render: (_, record) => (
        <>
          <div>{record.bankAccountName}</div>
          <AccountNumber record={record} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {/* The branch name usually starts with the bank's. */}
            {record.bankBranch?.startsWith(record.bankName) ? record.bankBranch : [record.bankName, record.bankBranch].filter(Boolean).join(' ')}
          </Typography.Text>
        </>
      ),
    },
    { title: t('finance.balance'), dataIndex: 'balanceFen', width: 120, align: 'right', render: (value: number) => formatMoney(value) },
    { title: t('common.remark'), dataIndex: 'remark', width: 130, render: (value: string | null) => orDash(value) },
    { title: t('common.submittedAt'), dataIndex: 'createdAt', width: 140, render: (value: string) => formatDateTime(value) },
    ...(status === 'W'
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 130,
            fixed: 'right' as const,
            render: (_: unknown, record: TOpsWithdrawal) => (
              <DecisionButtons
                queue="withdrawal"
                action="approve"
                recordId={record.id}
                title={t('finance.approveTitle', names(record))}
                hint={t('finance.approveHint')}
                onApprove={() => approve(record)}
                onReject={() => setRejecting(record)}
              />
            ),
          },
        ]
      : decidedColumns),
  ];
  const tableProps = usePagedTableProps(page, { current, size, setSearchParams, emptyText: t('finance.withdrawalEmpty') });

  return (
    <div className="ops-panel" data-testid="withdrawal-page">
      <FinanceQueueToolbar statuses={WITHDRAWAL_STATUSES} params={params} />
      <Table<TOpsWithdrawal> rowKey="id" size="middle" columns={columns} scroll={{ x: widthOfColumns(columns) }} {...tableProps} />
      <RefuseModal
        open={rejecting !== undefined}
        subject={rejecting ? t('finance.withdrawalRejectSubject', names(rejecting)) : ''}
        submitting={decide.isPending}
        onSubmit={reject}
        onCancel={() => setRejecting(undefined)}
      />
    </div>
  );
}
