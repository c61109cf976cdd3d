import type { TCertificationQueueRecord, TOpsCertificationQueueQuery } from '@coastbook/contracts';
import { App, Button, Select, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCertificationPage } from '../api/certifications';
import { CertificationDrawer } from '../components/certification-drawer';
import { certificationStatusColor, certificationSubject } from '../components/certification-labels';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt, tablePagination } from '../components/table-pagination';
import { useOpsTranslation } from '../i18n';
import { loadFailureTableProps } from '../components/ops-table-props';

type RequestType = NonNullable<TOpsCertificationQueueQuery['type']>;
type RequestStatus = NonNullable<TOpsCertificationQueueQuery['status']>;

const TYPES: RequestType[] = ['Enterprise', 'Personal', 'TmsVendor', 'CharterSupplier'];
const STATUSES: RequestStatus[] = ['Submit', 'Confirm', 'Refuse', 'Cancel'];
/**
 * 认证审核 (/ops/certifications): one tab per request type, a status filter (pending by default),
 * oldest first as the server answers. Type, status, page and the open request live in the address.
 */
export function CertificationReviewPage() {
  return (
    <RequireOpsPermission permission="ops_certification_review">
      <CertificationQueue />
    </RequireOpsPermission>
  );
}

function CertificationQueue() {
  const { t } = useOpsTranslation();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = (TYPES as string[]).includes(searchParams.get('type') ?? '') ? (searchParams.get('type') as RequestType) : 'Enterprise';
  const status = (STATUSES as string[]).includes(searchParams.get('status') ?? '') ? (searchParams.get('status') as RequestStatus) : 'Submit';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const openId = searchParams.get('id') ?? undefined;
  const query = useMemo(() => ({ type, status, current, size }), [type, status, current, size]);
  const page = useCertificationPage(query);

  const update = (changes: Record<string, string | undefined>) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  const columns: TableColumnsType<TCertificationQueueRecord> = [
    { title: t('ops:certifications.applicant'), dataIndex: 'logonId', width: 150 },
    { title: t('ops:certifications.subject'), key: 'subject', render: (_, record) => certificationSubject(record) },
    {
      title: t('ops:certifications.type'),
      dataIndex: 'type',
      width: 150,
      render: (value: RequestType, record) => (
        <Space size={4}>
          {t(`ops:certType.${value}`)}
          {record.isUpgrade && <Tag color="purple">{t('ops:certifications.upgrade')}</Tag>}
        </Space>
      ),
    },
    { title: t('ops:certifications.submittedAt'), dataIndex: 'submittedAt', width: 150, render: (value: string) => formatDateTime(value) },
    {
      title: t('ops:certifications.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: RequestStatus) => <Tag color={certificationStatusColor(value)}>{t(`ops:certStatus.${value}`)}</Tag>,
    },
    ...(status === 'Submit'
      ? []
      : [{ title: t('ops:certifications.reviewedAt'), dataIndex: 'reviewedAt', width: 150, render: (value: string | null) => formatDateTime(value) }]),
    ...(status === 'Refuse' ? [{ title: t('ops:certifications.refuseReason'), dataIndex: 'refuseReason', render: (value: string | null) => orDash(value) }] : []),
    {
      title: t('ops:certifications.actions'),
      key: 'actions',
      width: 90,
      render: (_, record) => (
        <Button type="link" size="small" onClick={() => update({ id: record.id })} data-testid={`open-certification-${record.logonId}`}>
          {t('ops:common.view')}
        </Button>
      ),
    },
  ];

  return (
    <div className="ops-panel" data-testid="certification-review-page">
      <Tabs
        activeKey={type}
        onChange={(key) => update({ type: key, current: undefined, id: undefined })}
        items={TYPES.map((value) => ({ key: value, label: t(`ops:certType.${value}`) }))}
        tabBarExtraContent={
          <Space>
            {t('ops:certifications.status')}
            <Select<RequestStatus>
              value={status}
              style={{ width: 120 }}
              onChange={(value) => update({ status: value, current: undefined, id: undefined })}
              options={STATUSES.map((value) => ({ value, label: t(`ops:certStatus.${value}`) }))}
              data-testid="certification-status-filter"
            />
          </Space>
        }
      />
      <Table<TCertificationQueueRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        locale={{ emptyText: t('ops:certifications.empty') }}
        {...loadFailureTableProps(page, page.data?.records)}
        onRow={(record) => ({ onDoubleClick: () => update({ id: record.id }) })}
        pagination={tablePagination({
          current,
          size,
          total: page.data?.total,
          totalText: (total) => t('ops:common.total', { total }),
          onChange: (nextCurrent, nextSize) => update({ current: String(nextSize === size ? nextCurrent : 1), size: String(nextSize) }),
        })}
      />
      <CertificationDrawer
        requestId={openId}
        onClose={() => update({ id: undefined })}
        onDecided={(text) => {
          void message.success(text);
          update({ id: undefined });
        }}
      />
    </div>
  );
}
