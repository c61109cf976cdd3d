import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { TBankReviewRecord } from '@coastbook/contracts';
import { App, Button, Popconfirm, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBankReviewPage, useDecideBankInfo } from '../api/bank-reviews';
import { revealBankAccount } from '../api/operators';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { RefuseModal } from '../components/refuse-modal';
import { TwoLines } from '../components/two-lines';
import { usePagedTableProps, widthOfColumns } from '../components/ops-table-props';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { useOpsTranslation } from '../i18n';

/**
 * 银行信息审核 (/ops/bank-reviews): enterprises whose bank information waits, oldest first. The API
 * sends the account number masked (last 4 digits); "查看完整账号" asks the server for the full number,
 * which writes an audit row each time. Approve asks for a confirmation, refuse for a reason.
 */
export function BankReviewPage() {
  return (
    <RequireOpsPermission permission="ops_bank_review">
      <BankReviewQueue />
    </RequireOpsPermission>
  );
}

function BankReviewQueue() {
  const { t } = useOpsTranslation();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const page = useBankReviewPage({ current, size });
  const decide = useDecideBankInfo();
  const [refusing, setRefusing] = useState<TBankReviewRecord | undefined>();

  const failed = (error: Error) => void message.error(error.message);
  const approve = (record: TBankReviewRecord) =>
    decide.mutate(
      { enterpriseId: record.enterpriseId, kind: 'approve' },
      { onSuccess: () => void message.success(t('ops:bank.approved', { name: record.enterpriseCnnme })), onError: failed },
    );
  const refuse = (reason: string) => {
    if (!refusing) return;
    const record = refusing;
    decide.mutate(
      { enterpriseId: record.enterpriseId, kind: 'refuse', body: { reason } },
      {
        onSuccess: () => {
          setRefusing(undefined);
          void message.success(t('ops:bank.refused', { name: record.enterpriseCnnme }));
        },
        onError: failed,
      },
    );
  };

  const columns: TableColumnsType<TBankReviewRecord> = [
    // Pairs share a cell, as the finance queues' do, so that the queue fits a 1366 px screen: the bank and the
    // submission time were hidden under the fixed actions column until the reviewer scrolled sideways.
    {
      title: `${t('ops:bank.enterprise')} / ${t('ops:bank.socialCreditCode')}`,
      key: 'enterprise',
      width: 240,
      render: (_, record) => <TwoLines main={record.enterpriseCnnme} sub={orDash(record.socialCreditCode)} />,
    },
    { title: t('ops:bank.mainAccount'), dataIndex: 'mainAccountLogonId', width: 110, render: (value: string | null) => orDash(value) },
    {
      title: `${t('ops:bank.accountName')} / ${t('ops:bank.accountNo')}`,
      key: 'account',
      width: 250,
      render: (_, record) => (
        <>
          <div>{orDash(record.bankAccountName)}</div>
          <AccountNumberCell masked={record.bankAccountNo} enterpriseId={record.enterpriseId} testId={record.mainAccountLogonId ?? record.enterpriseId} />
        </>
      ),
    },
    {
      title: `${t('ops:bank.bankName')} / ${t('ops:bank.branch')}`,
      key: 'bank',
      width: 200,
      render: (_, record) => <TwoLines main={orDash(record.bankName)} sub={orDash(record.bankBranch)} />,
    },
    { title: t('ops:bank.submittedAt'), dataIndex: 'submittedAt', width: 140, render: (value: string | null) => formatDateTime(value) },
    {
      title: t('ops:bank.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, record) => (
        <Space size={4} wrap>
          <Popconfirm
            title={t('ops:bank.approveConfirm', { name: record.enterpriseCnnme })}
            okText={t('ops:common.approve')}
            cancelText={t('ops:common.cancel')}
            onConfirm={() => approve(record)}
          >
            <Button type="link" size="small" data-testid={`bank-approve-${record.mainAccountLogonId ?? record.enterpriseId}`}>
              {t('ops:common.approve')}
            </Button>
          </Popconfirm>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => setRefusing(record)}
            data-testid={`bank-refuse-${record.mainAccountLogonId ?? record.enterpriseId}`}
          >
            {t('ops:common.refuse')}
          </Button>
        </Space>
      ),
    },
  ];

  const tableProps = usePagedTableProps(page, { current, size, setSearchParams, emptyText: t('ops:bank.empty') });
  return (
    <div className="ops-panel" data-testid="bank-review-page">
      <Table<TBankReviewRecord>
        rowKey="enterpriseId"
        size="middle"
        columns={columns}
        scroll={{ x: widthOfColumns(columns) }}
        {...tableProps}
      />
      <RefuseModal
        open={refusing !== undefined}
        subject={refusing?.enterpriseCnnme ?? ''}
        submitting={decide.isPending}
        onSubmit={refuse}
        onCancel={() => setRefusing(undefined)}
      />
    </div>
  );
}

/** The masked number and, on request, the full one (fetched each time, never cached: each look is audited). */
function AccountNumberCell({ masked, enterpriseId, testId }: { masked: string | null; enterpriseId: string; testId: string }) {
  const { t } = useOpsTranslation();
  const { message } = App.useApp();
  const [full, setFull] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  if (!masked) return <>{orDash(masked)}</>;
  const reveal = () => {
    setLoading(true);
    revealBankAccount(enterpriseId)
      .then((answer) => setFull(answer.bankAccountNo))
      .catch((error: Error) => void message.error(error.message))
      .finally(() => setLoading(false));
  };
  return (
    <Space size={4}>
      <Typography.Text code={full !== undefined} data-testid={`bank-account-no-${testId}`}>
        {full ?? masked}
      </Typography.Text>
      {full === undefined ? (
        <Tooltip title={t('ops:bank.revealHint')}>
          <Button type="link" size="small" icon={<EyeOutlined />} loading={loading} onClick={reveal} aria-label={t('ops:bank.reveal')} data-testid={`bank-reveal-${testId}`} />
        </Tooltip>
      ) : (
        <Button type="link" size="small" icon={<EyeInvisibleOutlined />} onClick={() => setFull(undefined)} aria-label={t('ops:bank.revealHide')} />
      )}
    </Space>
  );
}
