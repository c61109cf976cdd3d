import type { TOpsAccountSummary } from '@coastbook/contracts';
import { ACCOUNT_STATES, CERTIFICATION_STATUSES, labelOf, USER_TYPES } from '@coastbook/domain';
import { Input, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUiLanguage } from '../../i18n/use-language';
import { useAccountPage } from '../api/accounts';
import { certificationStatusColor } from '../components/certification-labels';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt, tablePagination } from '../components/table-pagination';
import { useOpsTranslation } from '../i18n';
import { loadFailureTableProps } from '../components/ops-table-props';

/** 账号查询 (/ops/accounts): one keyword (logon id prefix, exact phone or e-mail, enterprise name), read-only results. */
export function AccountSearchPage() {
  return (
    <RequireOpsPermission permission="ops_account_read">
      <AccountSearch />
    </RequireOpsPermission>
  );
}

function AccountSearch() {
  const { t } = useOpsTranslation();
  const language = useUiLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const query = useMemo(() => ({ current, size, ...(keyword ? { keyword } : {}) }), [keyword, current, size]);
  const page = useAccountPage(query);

  const columns: TableColumnsType<TOpsAccountSummary> = [
    {
      title: t('ops:accounts.logonId'),
      dataIndex: 'logonId',
      width: 150,
      render: (value: string, record) => (
        <Link to={`/ops/accounts/${record.userId}`} data-testid={`account-link-${value}`}>
          {value}
        </Link>
      ),
    },
    { title: t('ops:accounts.name'), dataIndex: 'userCnnme', width: 100 },
    { title: t('ops:accounts.phone'), dataIndex: 'phone', width: 120 },
    { title: t('ops:accounts.email'), dataIndex: 'email', render: (value: string | null) => orDash(value) },
    { title: t('ops:accounts.userType'), dataIndex: 'userType', width: 90, render: (value: string) => labelOf(USER_TYPES, value, language) },
    {
      title: t('ops:accounts.state'),
      dataIndex: 'accountState',
      width: 100,
      render: (value: string) => <Tag color={value === 'Active' ? 'green' : 'orange'}>{labelOf(ACCOUNT_STATES, value, language)}</Tag>,
    },
    { title: t('ops:accounts.enterprise'), dataIndex: 'enterpriseCnnme', render: (value: string | null) => orDash(value) },
    {
      title: t('ops:accounts.certStatus'),
      dataIndex: 'enterpriseCheckStatus',
      width: 100,
      render: (value: string | null) => (value ? <Tag color={certificationStatusColor(value)}>{labelOf(CERTIFICATION_STATUSES, value, language)}</Tag> : '-'),
    },
    { title: t('ops:accounts.createdAt'), dataIndex: 'createdAt', width: 140, render: (value: string) => formatDateTime(value) },
  ];

  return (
    <div className="ops-panel" data-testid="account-search-page">
      <div className="ops-toolbar">
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          enterButton={t('ops:common.search')}
          placeholder={t('ops:accounts.keywordPlaceholder')}
          style={{ maxWidth: 480 }}
          maxLength={80}
          onSearch={(value) => setSearchParams(value.trim() ? { keyword: value.trim(), size: String(size) } : { size: String(size) })}
          data-testid="account-keyword"
        />
      </div>
      <Table<TOpsAccountSummary>
        rowKey="userId"
        size="middle"
        columns={columns}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        locale={{ emptyText: t('ops:accounts.empty') }}
        {...loadFailureTableProps(page, page.data?.records)}
        pagination={tablePagination({
          current,
          size,
          total: page.data?.total,
          totalText: (total) => t('ops:common.total', { total }),
          onChange: (nextCurrent, nextSize) =>
            setSearchParams({ ...(keyword ? { keyword } : {}), current: String(nextSize === size ? nextCurrent : 1), size: String(nextSize) }),
        })}
      />
    </div>
  );
}
