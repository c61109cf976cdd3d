import { App, Button, Popconfirm, Segmented, Space, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefuseModal } from './refuse-modal';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt, tablePagination } from './table-pagination';
import { loadFailureTableProps } from './ops-table-props';

/**
 * What the two account-request queues (主账号变更审核, 账号注销审核) share: the W/A/R status tabs and the
 * page kept in the address bar (so a reload or a shared link lands on the same page), the table, and
 * approve (after a confirm) / refuse (with a reason) on the waiting tab. Only the columns and texts differ.
 */
const STATUSES = ['W', 'A', 'R'] as const;
export type RequestQueueStatus = (typeof STATUSES)[number];

type Decision = { id: string; kind: 'approve' } | { id: string; kind: 'refuse'; body: { reason: string } };
type DecideMutation = {
  mutate: (decision: Decision, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

/** Status, page number and size from the address bar (unknown values fall back to the waiting tab's first page). */
export function useRequestQueueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = STATUSES.find((value) => value === searchParams.get('status')) ?? 'W';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  return { status, current, size, setSearchParams };
}

/** Approve and refuse with the same toasts; the refusal dialog stays open on failure so the reason is kept. */
export function useRequestDecisions<T extends { id: string }>(decide: DecideMutation) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [refusing, setRefusing] = useState<T | undefined>();
  const failed = (error: Error) => void message.error(error.message);
  return {
    refusing,
    setRefusing,
    approve: (id: string) => decide.mutate({ id, kind: 'approve' }, { onSuccess: () => void message.success(t('accountRequests.ops.approved')), onError: failed }),
    refuse: (reason: string) =>
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
      ),
  };
}

/** The waiting tab's action cell: approve behind a confirm, refuse opens the reason dialog. */
export function DecisionButtons(props: { confirmTitle: ReactNode; dangerConfirm?: boolean; testIdSuffix: string; testIdPrefix: string; onApprove: () => void; onRefuse: () => void }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Popconfirm title={props.confirmTitle} {...(props.dangerConfirm ? { okButtonProps: { danger: true } } : {})} onConfirm={props.onApprove}>
        <Button type="link" size="small" data-testid={`${props.testIdPrefix}-approve-${props.testIdSuffix}`}>
          {t('accountRequests.ops.approve')}
        </Button>
      </Popconfirm>
      <Button type="link" size="small" danger onClick={props.onRefuse} data-testid={`${props.testIdPrefix}-refuse-${props.testIdSuffix}`}>
        {t('accountRequests.ops.refuse')}
      </Button>
    </Space>
  );
}

export function RequestQueue<T extends { id: string }>(props: {
  testId: string;
  /** i18n key prefix of the tab labels; the status letter is appended. */
  statusLabelPrefix: string;
  params: ReturnType<typeof useRequestQueueParams>;
  columns: TableColumnsType<T>;
  page: { data?: { records: T[]; total: number } | undefined; isFetching: boolean; isError: boolean; error: Error | null; refetch: () => Promise<unknown> };
  decide: DecideMutation;
  decisions: ReturnType<typeof useRequestDecisions<T>>;
  /** How the refusal dialog names the request. */
  subject: (record: T) => string;
}) {
  const { t } = useTranslation();
  const { status, current, size, setSearchParams } = props.params;
  const { page, decisions } = props;
  return (
    <div className="ops-panel" data-testid={props.testId}>
      <Segmented
        style={{ marginBottom: 12 }}
        value={status}
        onChange={(value) => setSearchParams({ status: String(value) }, { replace: true })}
        options={STATUSES.map((value) => ({ value, label: t(`${props.statusLabelPrefix}${value}`) }))}
      />
      <Table<T>
        rowKey="id"
        size="middle"
        columns={props.columns}
        scroll={{ x: 1060 }}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        locale={{ emptyText: t('accountRequests.ops.empty') }}
        {...loadFailureTableProps(page, page.data?.records)}
        pagination={tablePagination({
          current,
          size,
          total: page.data?.total,
          totalText: (total) => t('accountRequests.common.total', { total }),
          onChange: (nextCurrent, nextSize) => setSearchParams({ status, current: String(nextSize === size ? nextCurrent : 1), size: String(nextSize) }, { replace: true }),
        })}
      />
      <RefuseModal
        open={decisions.refusing !== undefined}
        subject={decisions.refusing ? props.subject(decisions.refusing) : ''}
        submitting={props.decide.isPending}
        onSubmit={(reason) => decisions.refuse(reason)}
        onCancel={() => decisions.setRefusing(undefined)}
      />
    </div>
  );
}
