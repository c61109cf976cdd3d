import { DownloadOutlined } from '@ant-design/icons';
import type { TDealDetailQuery, TDealDetailRecord } from '@coastbook/contracts';
import { LEDGER_KINDS, formatMoney, labelOf } from '@coastbook/domain';
import { Alert, App, Button, Card, Col, DatePicker, Row, Select, Space, Statistic, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { formatChinaTime } from '../../../lib/china-time';
import { useButtonLock } from '../../../lib/button-lock';
import { NOT_LOADED } from '../../../lib/not-loaded';
import { FIRST_PAGE, tablePagination } from '../../../lib/table-pagination';
import { useUiLanguage } from '../../../i18n/use-language';
import { useSession } from '../../../session/session-store';
import { useBalanceAccount, useCreditBalanceAccount, useDealDetail } from '../api/assets-calls';
import { downloadDealDetail } from '../api/download-deal-detail';
import '../assets.css';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

type Filters = Pick<TDealDetailQuery, 'startDate' | 'endDate' | 'kind'>;

/**
 * /myAssets (member_capital_fund_index): prepaid balance, frozen withdrawals, freight-loan credit and the
 * per-payment limit, with the ledger (deal detail) filtered by date range and kind, and its Excel download
 * ('网络连接错误' when the download fails, 001 §8).
 */
export function MyAssetsPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const guard = useButtonLock();
  const balance = useBalanceAccount();
  const credit = useCreditBalanceAccount();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [kind, setKind] = useState<string>('');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  // A sub-account without the prepay right may see the balances but not the ledger (the server refuses it with
  // 7401): the section says so instead of asking and showing a load failure a retry cannot cure. A sub-account's
  // ledger therefore waits for the balance's canPrepay; a main or personal account asks for both at once.
  const isSubAccount = useSession((session) => session.user?.userType === 'S');
  const ledgerRefused = balance.data?.canPrepay === false;
  const deals = useDealDetail({ ...filters, ...page }, !isSubAccount || balance.data?.canPrepay === true);
  const [downloading, setDownloading] = useState(false);

  const apply = () => {
    const next: Filters = {};
    if (range?.[0]) next.startDate = range[0].format('YYYY-MM-DD');
    if (range?.[1]) next.endDate = range[1].format('YYYY-MM-DD');
    if (kind) next.kind = kind;
    setFilters(next);
    setPage((current) => ({ ...current, current: 1 }));
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDealDetail(filters, `${t('assets.my.dealDetail')}.xlsx`);
    } catch {
      void message.error(t('assets.common.networkError'));
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableColumnsType<TDealDetailRecord> = [
    { title: t('assets.my.columns.createdAt'), key: 'createdAt', render: (_value, row) => formatChinaTime(row.createdAt, 'YYYY-MM-DD HH:mm:ss') },
    { title: t('assets.my.columns.kind'), key: 'kind', render: (_value, row) => labelOf(LEDGER_KINDS, row.kind, language) },
    {
      title: t('assets.my.columns.amount'),
      key: 'amount',
      align: 'right',
      render: (_value, row) => {
        // Deposit notes, credit payments and refunds to the line move the freight-loan line, not the balance
        // (amount 0): their amount is the line's, marked as such (the Excel download has it as its own column).
        const onCreditLine = row.amountFen === 0 && row.creditFen !== 0;
        const shown = onCreditLine ? -row.creditFen : row.amountFen;
        return (
          <span className={shown < 0 ? 'assets-amount assets-amount--out' : 'assets-amount assets-amount--in'}>
            {shown > 0 ? '+' : ''}
            {formatMoney(shown)}
            {onCreditLine ? t('assets.my.onCreditLine') : ''}
          </span>
        );
      },
    },
    { title: t('assets.my.columns.balanceAfter'), key: 'balanceAfter', align: 'right', render: (_value, row) => formatMoney(row.balanceAfterFen) },
    { title: t('assets.my.columns.business'), key: 'business', render: (_value, row) => row.businessNo ?? row.remark ?? '—' },
  ];

  const account = balance.data;
  return (
    <section className="page-card assets-page" data-testid="my-assets-page">
      <h1 className="assets-page__title">{t('assets.my.title')}</h1>
      {balance.isError && <LoadFailedAlert error={balance.error} onRetry={() => void balance.refetch()} />}
      <Row gutter={[16, 16]} className="assets-cards">
        <Col xs={24} md={12} xl={6}>
          <Card className="assets-card assets-card--primary">
            <Statistic title={t('assets.my.balance')} value={account ? formatMoney(account.balanceFen) : '—'} loading={balance.isPending} valueRender={(node) => <span data-testid="assets-balance">{node}</span>} />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card className="assets-card">
            <Statistic title={t('assets.my.frozen')} value={account ? formatMoney(account.frozenFen) : '—'} loading={balance.isPending} valueRender={(node) => <span data-testid="assets-frozen">{node}</span>} />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card className="assets-card">
            <Statistic title={t('assets.my.creditBalance')} value={credit.data ? formatMoney(credit.data.creditAvailableFen) : '—'} loading={credit.isPending} />
            {credit.data && <div className="assets-card__sub">{t('assets.my.creditLimit', { amount: formatMoney(credit.data.creditLimitFen) })}</div>}
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card className="assets-card">
            <Statistic
              title={t('assets.my.upperLimit')}
              value={account ? (account.paymentUpperLimitFen === null ? t('assets.my.noUpperLimit') : formatMoney(account.paymentUpperLimitFen)) : '—'}
              loading={balance.isPending}
            />
          </Card>
        </Col>
      </Row>
      <Space wrap className="assets-actions">
        <LinkButton type="primary" to="/accountStore/stabs" data-testid="assets-topup">
          {t('assets.my.topUp')}
        </LinkButton>
        <LinkButton to="/assetsManagement/refundApply" data-testid="assets-withdraw">
          {t('assets.my.withdraw')}
        </LinkButton>
        <LinkButton type="link" to="/accountStore/storeOfflineRecord">
          {t('assets.my.offlineRecords')}
        </LinkButton>
        <LinkButton type="link" to="/accountStore/refundApplyRecord">
          {t('assets.my.refundRecords')}
        </LinkButton>
      </Space>

      <h2 className="assets-page__subtitle">{t('assets.my.dealDetail')}</h2>
      {ledgerRefused ? (
        <Alert type="warning" showIcon title={t('assets.my.noLedgerRight')} data-testid="deal-no-right" />
      ) : (
        <>
          <div className="assets-filters">
            <Space wrap>
              <span>{t('assets.my.dateRange')}</span>
              <DatePicker.RangePicker value={range} onChange={(value) => setRange(value)} data-testid="deal-range" />
              <span>{t('assets.my.kind')}</span>
              <Select
                value={kind}
                onChange={setKind}
                style={{ width: 160 }}
                options={[{ value: '', label: t('assets.my.allKinds') }, ...LEDGER_KINDS.map((entry) => ({ value: entry.value, label: language === 'en' ? entry.en : entry.zh }))]}
                data-testid="deal-kind"
              />
              <Button type="primary" onClick={apply} data-testid="deal-search">
                {t('assets.common.search')}
              </Button>
            </Space>
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={guard(download)} data-testid="deal-download">
              {downloading ? t('assets.my.downloading') : t('assets.my.download')}
            </Button>
          </div>
          {deals.isError && <LoadFailedAlert error={deals.error} onRetry={() => void deals.refetch()} />}
          <Table<TDealDetailRecord>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={deals.data?.records ?? []}
            loading={deals.isFetching}
            locale={{ emptyText: deals.data ? t('assets.common.empty') : NOT_LOADED }}
            pagination={tablePagination({ current: page.current, size: page.size, total: deals.data?.total, onChange: (current, size) => setPage({ current, size }) })}
            footer={() => <span data-testid="deal-total">{deals.data ? t('assets.common.total', { total: deals.data.total }) : NOT_LOADED}</span>}
            data-testid="deal-table"
          />
        </>
      )}
    </section>
  );
}
