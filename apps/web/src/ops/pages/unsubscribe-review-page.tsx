import type { TOpsUnsubscribeRecord } from '@coastbook/contracts';
import { USER_TYPES, labelOf } from '@coastbook/domain';
import { App, Button, Popconfirm, Segmented, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { RefuseModal } from '../components/refuse-modal';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt, tablePagination } from '../components/table-pagination';
import { useDecideUnsubscribe, useUnsubscribeQueue } from './unsubscribe-review-api';

const STATUSES = ['W', 'A', 'R'] as const;

/**
 * 账号注销审核 (/ops/unsubscribe-requests): cancellation requests, oldest first. Approval disables the
 * account at once (tokens revoked, login refused); the server re-checks that nothing is unfinished.
 */
export function UnsubscribeReviewPage() {
  return (
    <RequireOpsPermission permission="ops_certification_review">
      <UnsubscribeQueue />
    </RequireOpsPermission>
  );
}

function UnsubscribeQueue() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = STATUSES.find((value) => value === searchParams.get('status')) ?? 'W';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const page = useUnsubscribeQueue({ status, current, size });
  const decide = useDecideUnsubscribe();
  const [refusing, setRefusing] = useState<TOpsUnsubscribeRecord | undefined>();
  const failed = (error: Error) => void message.error(error.message);
  const language = i18n.language.startsWith('en') ? 'en' : 'zh';

  const columns: TableColumnsType<TOpsUnsubscribeRecord> = [
    { title: t('accountRequests.ops.logonId'), dataIndex: 'logonId', width: 140 },
    { title: t('accountRequests.ops.userType'), dataIndex: 'userType', width: 110, render: (value: string) => labelOf(USER_TYPES, value, language) },
    { title: t('accountRequests.ops.enterprise'), dataIndex: 'enterpriseCnnme', width: 220, render: (value: string | null) => orDash(value) },
    { title: t('accountRequests.ops.phone'), dataIndex: 'phoneMasked', width: 130 },
    { title: t('accountRequests.ops.reason'), dataIndex: 'reason' },
    { title: t('accountRequests.ops.createdAt'), dataIndex: 'createdAt', width: 140, render: (value: string) => formatDateTime(value) },
    status === 'W'
      ? {
          title: t('accountRequests.common.actions'),
          key: 'actions',
          width: 130,
          fixed: 'right',
          render: (_, record) => (
            <Space size={4}>
              <Popconfirm
                title={t('accountRequests.ops.approveUnsubscribeConfirm', { logonId: record.logonId })}
                okButtonProps={{ danger: true }}
                onConfirm={() => decide.mutate({ id: record.id, kind: 'approve' }, { onSuccess: () => void message.success(t('accountRequests.ops.approved')), onError: failed })}
              >
                <Button type="link" size="small" data-testid={`unsubscribe-approve-${record.logonId}`}>
                  {t('accountRequests.ops.approve')}
                </Button>
              </Popconfirm>
              <Button type="link" size="small" danger onClick={() => setRefusing(record)} data-testid={`unsubscribe-refuse-${record.logonId}`}>
                {t('accountRequests.ops.refuse')}
              </Button>
            </Space>
          ),
        }
      : {
          title: status === 'R' ? t('accountRequests.ops.refuseReason') : t('accountRequests.ops.decidedAt'),
          key: 'decided',
          width: 200,
          render: (_, record) => (status === 'R' ? orDash(record.refuseReason) : formatDateTime(record.decidedAt)),
        },
  ];

  return (
    <div className="ops-panel" data-testid="unsubscribe-review-page">
      <Segmented
        style={{ marginBottom: 12 }}
        value={status}
        onChange={(value) => setSearchParams({ status: String(value) }, { replace: true })}
        options={STATUSES.map((value) => ({ value, label: t(`accountRequests.unsubscribe.status${value}`) }))}
      />
      <Table<TOpsUnsubscribeRecord>
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
        subject={refusing?.logonId ?? ''}
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
