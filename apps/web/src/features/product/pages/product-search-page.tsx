import { PAGINATION_PAGE_SIZES, PRODUCT_TYPES, isPaginationHidden, labelOf } from '@coastbook/domain';
import { App, Empty, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { loginRedirectPath } from '../../../app/guard-rules';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { formatChinaTime } from '../../../lib/china-time';
import { useSession } from '../../../session/session-store';
import { useCarrierName } from '../../basedata';
import { useUiLanguage } from '../../../i18n/use-language';
import { useProductSearch, useSailingCalendar, useSelectedSailing, validateCargo } from '../api/search-products';
import { ProductSearchForm, type ProductSearchCriteria } from '../components/product-search-form';
import { SailingList } from '../components/sailing-list';
import { SailingWeekView } from '../components/sailing-week-view';
import { ShoppingBox, type ShoppingBoxProps } from '../components/shopping-box';
import { findQuantityConflicts } from '../lib/quantity-conflict';
import type { SailingView } from '../lib/sailing-view';
import { isSearchable, readProductSearch, writeProductSearch, type ProductSearchState, type ProductSort } from '../lib/search-params';
import '../product.css';

/** Function code held by certified customers (permissionsFor): they may trade, others only browse. */
const TRADING_CODE = 'buyer_trade_center_index';

export interface ProductSearchPageProps {
  /** searchProductType of the page: undefined = domestic routes (normal, sea-rail, contract), 3 = liquid bag. */
  productType?: number;
}

function todayInChina(): string {
  return formatChinaTime(new Date().toISOString(), 'YYYY-MM-DD');
}

/**
 * /product (001 §2, code product_domestic_trade_index) and /liquidBag/product?searchProductType=3:
 * search form, week view, sailings with prices, promotions and inventory, sorting and paging, and
 * the shopping box. The search lives in the URL, so the home page's hot routes search at once.
 * Visitors browse; "consign now" needs a login and a certified account, then the server's cargo check.
 */
export function ProductSearchPage({ productType }: ProductSearchPageProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const accessToken = useSession((session) => session.accessToken);
  const functionCodes = useSession((session) => session.functionCodes);
  const carrierName = useCarrierName();

  const search = useMemo(() => readProductSearch(params, todayInChina()), [params]);
  const pickedDay = params.get('day') ?? undefined;
  const extraParams = useMemo((): Record<string, string> => (productType === undefined ? {} : { searchProductType: String(productType) }), [productType]);
  const criteria = useMemo<ProductSearchCriteria>(
    () => ({ fpolCde: search.fpolCde, lpodCde: search.lpodCde, etdFrom: search.etdFrom, etdTo: search.etdTo, cntrType: search.cntrType, carrier: search.carrier }),
    [search.fpolCde, search.lpodCde, search.etdFrom, search.etdTo, search.cntrType, search.carrier],
  );
  const searchable = isSearchable(search);

  const results = useProductSearch(searchable ? { ...search, productType, day: pickedDay } : null);
  const calendar = useSailingCalendar(searchable ? { ...criteria, productType } : null);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const selected = useSelectedSailing(selectedId);
  const [consigning, setConsigning] = useState(false);
  // Until the selected sailing's fresh prices arrive, the box shows the list's figures ('price calculating').
  const listedSelection = results.data?.records.find((sailing) => sailing.productId === selectedId);
  const boxSailing = useMemo((): SailingView | null => {
    const sailing = selectedId === undefined ? undefined : (selected.data ?? listedSelection);
    if (sailing === undefined) return null;
    // 001 §5 quantity conflict: a type also sold by a special product of the same flow and voyage is ordered there.
    const conflicts = findQuantityConflicts(sailing, results.data?.records ?? []);
    if (conflicts.size === 0) return sailing;
    return {
      ...sailing,
      containers: sailing.containers.map((container) => {
        const other = conflicts.get(container.cntrType);
        return other === undefined
          ? container
          : {
              ...container,
              conflictMessage: t('product.box.quantityConflict', {
                type: container.cntrType,
                product: labelOf(PRODUCT_TYPES, other.productType, language),
                voyage: other.voyage,
              }),
            };
      }),
    };
  }, [selectedId, selected.data, listedSelection, results.data, t, language]);

  const go = (next: ProductSearchState, day?: string) => {
    const written = writeProductSearch(next, extraParams);
    if (day !== undefined) written.set('day', day);
    setParams(written);
  };
  const onSearch = (next: ProductSearchCriteria) => {
    setSelectedId(undefined);
    go({ ...search, ...next, current: 1 });
  };

  const promptCertification = () =>
    modal.confirm({
      title: t('product.box.certifyTitle'),
      content: t('product.box.certifyContent'),
      okText: t('product.box.certifyNow'),
      cancelText: t('product.box.later'),
      onOk: () => navigate('/auth/customer'),
    });

  const onConsign: ShoppingBoxProps['onConsign'] = async ({ productId, containers }) => {
    if (accessToken === null) {
      message.info(t('product.box.loginFirst'));
      navigate(loginRedirectPath(`${location.pathname}${location.search}`));
      return;
    }
    if (!functionCodes.includes(TRADING_CODE)) {
      promptCertification();
      return;
    }
    const sailing = boxSailing;
    const first = containers[0];
    if (sailing === null || first === undefined) return;
    setConsigning(true);
    try {
      const answer = await validateCargo(sailing, first.cntrType);
      if (!answer.canOrder) {
        message.error(t('product.box.cargoRefused', { reason: answer.reason }));
        return;
      }
      const query = new URLSearchParams({ productId });
      for (const container of containers) query.append('cntr', `${container.cntrType}:${container.quantity}`);
      navigate(`/order/booking?${query.toString()}`);
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setConsigning(false);
    }
  };

  const isLiquidBag = productType === 3;
  const total = results.data?.total ?? 0;
  const sorts: Array<{ value: ProductSort; label: string }> = [
    { value: 'etd', label: t('product.page.sortEtd') },
    { value: 'price', label: t('product.page.sortPrice') },
    { value: 'transit', label: t('product.page.sortTransit') },
  ];

  return (
    <div className="product-page" data-testid="product-page">
      <div className="container">
        <header className="product-page__header">
          <div>
            <h1>{isLiquidBag ? t('product.page.liquidBagTitle') : t('product.page.title')}</h1>
            <p>{isLiquidBag ? t('product.page.liquidBagSubtitle') : t('product.page.subtitle')}</p>
          </div>
          {accessToken === null && <Tag color="blue">{t('product.page.browseNote')}</Tag>}
        </header>
        <section className="product-page__search">
          <ProductSearchForm value={criteria} onSearch={onSearch} searching={results.isFetching} />
        </section>
        <div className="product-page__body">
          <main className="product-page__results">
            {!searchable ? (
              <div className="product-page__panel">
                <Empty description={t('product.page.pickPorts')} />
              </div>
            ) : (
              <>
                <div className="product-page__panel">
                  <SailingWeekView
                    from={search.etdFrom}
                    to={search.etdTo}
                    sailings={calendar.data}
                    loading={calendar.isPending}
                    pickedDay={pickedDay}
                    onPickDay={(day) => go({ ...search, current: 1 }, day)}
                  />
                </div>
                <div className="product-page__toolbar">
                  <span data-testid="product-total">
                    {results.isSuccess ? t('product.page.found', { count: total }) : ' '}
                    {pickedDay !== undefined && (
                      <Tag closable color="cyan" className="product-page__day" onClose={() => go({ ...search, current: 1 })}>
                        {t('product.page.dayFilter', { day: pickedDay })}
                      </Tag>
                    )}
                  </span>
                  <span className="product-page__sort">
                    <span>{t('product.page.sortBy')}</span>
                    <Segmented<ProductSort>
                      value={search.sort}
                      options={sorts}
                      onChange={(sort) => go({ ...search, sort, current: 1 }, pickedDay)}
                      data-testid="product-sort"
                    />
                  </span>
                </div>
                {results.isPending && (
                  <div className="product-page__panel">
                    <Skeleton active paragraph={{ rows: 6 }} />
                  </div>
                )}
                {results.isError && (
                  <LoadFailedAlert error={results.error} onRetry={() => void results.refetch()} />
                )}
                {results.isSuccess &&
                  (results.data.records.length === 0 ? (
                    <div className="product-page__panel">
                      <Empty description={t('product.page.empty')} data-testid="product-empty" />
                    </div>
                  ) : (
                    <SailingList
                      sailings={results.data.records}
                      selectedId={selectedId}
                      onSelect={(sailing) => setSelectedId(sailing.productId)}
                      carrierName={carrierName}
                    />
                  ))}
                {results.isSuccess && !isPaginationHidden(total) && (
                  <Pagination
                    className="product-page__pagination"
                    current={search.current}
                    pageSize={search.size}
                    total={total}
                    pageSizeOptions={PAGINATION_PAGE_SIZES.map(String)}
                    showSizeChanger
                    showQuickJumper
                    showTotal={(count) => t('product.page.found', { count })}
                    onChange={(current, size) => go({ ...search, current: size === search.size ? current : 1, size }, pickedDay)}
                    data-testid="product-pagination"
                  />
                )}
              </>
            )}
          </main>
          <div className="product-page__box">
            <ShoppingBox
              sailing={boxSailing}
              loading={selected.isFetching}
              consigning={consigning}
              onConsign={(chosen) => void onConsign(chosen)}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

/** /product: domestic routes (normal, sea-rail and contract products). */
export function DomesticProductPage() {
  return <ProductSearchPage />;
}

/** /liquidBag/product?searchProductType=3: the liquid-bag special lines. */
export function LiquidBagProductPage() {
  return <ProductSearchPage productType={3} />;
}
