import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { tablePagination } from '../../../lib/table-pagination';

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
      {records.isError && <Alert type="error" showIcon title={t('assets.common.loadFailed', { message: errorMessage(records.error) })} />}
      <Table<R>
        rowKey="id"
        columns={props.columns}
        dataSource={records.data?.records ?? []}
        loading={records.isFetching}
        locale={{ emptyText: t('assets.common.empty') }}
        pagination={tablePagination({ current: page.current, size: page.size, total: records.data?.total, onChange: (current, size) => props.onPageChange({ current, size }) })}
        footer={() => t('assets.common.total', { total: records.data?.total ?? 0 })}
        data-testid={props.testId}
      />
    </>
  );
}
