import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../../../lib/table-pagination';
import { NOT_LOADED } from '../../../lib/not-loaded';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

export interface RecordsPage {
  current: number;
  size: number;
}

/** A paged record list of the prepaid account (offline top-ups, refunds): error line, table, "N in all" footer. */
export function RecordsTable<R extends { id: string }>(props: {
  records: UseQueryResult<{ records: R[]; total: number }>;
  columns: TableColumnsType<R>;
  page: RecordsPage;
  onPageChange: (page: RecordsPage) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { records, page } = props;
  return (
    <>
      {records.isError && <LoadFailedAlert error={records.error} onRetry={() => void records.refetch()} />}
      <Table<R>
        rowKey="id"
        columns={props.columns}
        dataSource={records.data?.records ?? []}
        loading={records.isFetching}
        locale={{ emptyText: records.data ? t('assets.common.empty') : NOT_LOADED }}
        pagination={tablePagination({ current: page.current, size: page.size, total: records.data?.total, onChange: (current, size) => props.onPageChange({ current, size }) })}
        footer={() => (records.data ? t('assets.common.total', { total: records.data.total }) : NOT_LOADED)}
        data-testid={props.testId}
      />
    </>
  );
}
