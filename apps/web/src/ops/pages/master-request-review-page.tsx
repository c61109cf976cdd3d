import type { TOpsMasterRequestRecord } from '@coastbook/contracts';
import { App, Button, Popconfirm, Segmented, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchOpsFile } from '../api/ops-transport';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { RefuseModal } from '../components/refuse-modal';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt, tablePagination } from '../components/table-pagination';
import { useDecideMasterRequest, useMasterRequestQueue } from './master-request-review-api';

const STATUSES = ['W', 'A', 'R'] as const;

/** Opens an uploaded letter in a new tab (fetched with the operator token: a plain link cannot carry it). */
async function openLetter(fileId: string, onError: (text: string) => void) {
  const opened = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchOpsFile(`/api/ops/files/${fileId}`));
    if (opened) opened.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    opened?.close();
    onError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * 主账号变更审核 (/ops/master-requests): applications the enterprise's main account agreed to (W). The
 * reviewer opens the letter of authorisation, then approves (the roles swap at once, both are told) or
 * refuses with a reason.
 */
export function MasterRequestReviewPage() {
  return (
    <RequireOpsPermission permission="ops_certification_review">
      <MasterRequestQueue />
    </RequireOpsPermission>
  );
}

function MasterRequestQueue() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = STATUSES.find((value) => value === searchParams.get('status')) ?? 'W';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const page = useMasterRequestQueue({ status, current, size });
  const decide = useDecideMasterRequest();
  const [refusing, setRefusing] = useState<TOpsMasterRequestRecord | undefined>();
  const failed = (error: Error) => void message.error(error.message);

  const columns: TableColumnsType<TOpsMasterRequestRecord> = [
    { title: t('accountRequests.ops.enterprise'), dataIndex: 'enterpriseCnnme', width: 200 },
    { title: t('accountRequests.ops.socialCreditCode'), dataIndex: 'socialCreditCode', width: 170, render: (value: string | null) => orDash(value) },
    { title: t('accountRequests.ops.applicant'), dataIndex: 'applicantLogonId', width: 100 },
    { title: t('accountRequests.ops.previousMaster'), dataIndex: 'previousMasterLogonId', width: 100, render: (value: string | null) => orDash(value) },
    { title: t('accountRequests.ops.reason'), dataIndex: 'reason', render: (value: string | null) => orDash(value) },
    {
      title: t('accountRequests.ops.files'),
      dataIndex: 'fileIds',
      width: 80,
      render: (fileIds: string[]) =>
        fileIds.length === 0
          ? '-'
          : fileIds.map((fileId, index) => (
              <Button key={fileId} type="link" size="small" onClick={() => void openLetter(fileId, (text) => void message.error(text))}>
                {t('accountRequests.ops.open')}
                {fileIds.length > 1 ? index + 1 : ''}
              </Button>
            )),
    },
    { title: t('accountRequests.ops.createdAt'), dataIndex: 'createdAt', width: 140, render: (value: string) => formatDateTime(value) },
    status === 'W'
      ? {
          title: t('accountRequests.common.actions'),
          key: 'actions',
          width: 120,
          fixed: 'right',
          render: (_, record) => (
            <Space size={4}>
              <Popconfirm
                title={t('accountRequests.ops.approveMasterConfirm', { logonId: record.applicantLogonId, enterprise: record.enterpriseCnnme })}
                onConfirm={() =>
                  decide.mutate({ id: record.id, kind: 'approve' }, { onSuccess: () => void message.success(t('accountRequests.ops.approved')), onError: failed })
                }
              >
                <Button type="link" size="small" data-testid={`master-approve-${record.applicantLogonId}`}>
                  {t('accountRequests.ops.approve')}
                </Button>
              </Popconfirm>
              <Button type="link" size="small" danger onClick={() => setRefusing(record)} data-testid={`master-refuse-${record.applicantLogonId}`}>
                {t('accountRequests.ops.refuse')}
              </Button>
            </Space>
          ),
        }
      : { title: t('accountRequests.ops.decidedAt'), dataIndex: 'decidedAt', width: 140, render: (value: string | null) => formatDateTime(value) },
  ];

  return (
    <div className="ops-panel" data-testid="master-request-review-page">
      <Segmented
        style={{ marginBottom: 12 }}
        value={status}
        onChange={(value) => setSearchParams({ status: String(value) }, { replace: true })}
        options={STATUSES.map((value) => ({ value, label: t(`accountRequests.master.status${value}`) }))}
      />
      <Table<TOpsMasterRequestRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={{ x: 1060 }}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        locale={{ emptyText: page.isError ? page.error.message : t('accountRequests.ops.empty') }}
        pagination={tablePagination({
          current,
          size,
          total: page.data?.total,
          totalText: (total) => t('accountRequests.common.total', { total }),
          onChange: (nextCurrent, nextSize) => setSearchParams({ status, current: String(nextSize === size ? nextCurrent : 1), size: String(nextSize) }, { replace: true }),
        })}
      />
      <RefuseModal
        open={refusing !== undefined}
        subject={refusing ? `${refusing.enterpriseCnnme} · ${refusing.applicantLogonId}` : ''}
        submitting={decide.isPending}
        onSubmit={(reason) =>
          refusing &&
          decide.mutate(
            { id: refusing.id, kind: 'refuse', body: { reason } },
            {
              onSuccess: () => {
                setRefusing(undefined);
                void message.success(t('accountRequests.ops.refused'));
              },
              onError: failed,
            },
          )
        }
        onCancel={() => setRefusing(undefined)}
      />
    </div>
  );
}
