import { AimOutlined, SearchOutlined } from '@ant-design/icons';
import { canSeeCargoTracking } from '@coastbook/domain';
import { Spin, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../session/session-store';
import { RouteSearchForm } from './route-search-form';

// Loaded when the tab is first opened: it validates with the shared zod contract, which most
// visitors of the home page never need.
const CargoTrackingForm = lazy(() => import('../../tracking').then((module) => ({ default: module.CargoTrackingForm })));

/** ?active=goodsTracking opens the tracking tab (000 §2.1); switching tabs keeps the URL shareable. */
export const TRACKING_TAB = 'goodsTracking';
const SEARCH_TAB = 'productSearch';

export function HomeSearchPanel() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Trailer suppliers (ROLE_VendorTruck) do not see cargo tracking (000 §6).
  const showsTracking = useSession((session) => canSeeCargoTracking(session.user?.roles ?? []));
  const activeTab = showsTracking && searchParams.get('active') === TRACKING_TAB ? TRACKING_TAB : SEARCH_TAB;

  const changeTab = (key: string) => {
    const next = new URLSearchParams(searchParams);
    if (key === TRACKING_TAB) next.set('active', TRACKING_TAB);
    else next.delete('active');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="home-search" data-testid="home-search">
      <Tabs
        activeKey={activeTab}
        onChange={changeTab}
        size="large"
        items={[
          {
            key: SEARCH_TAB,
            label: (
              <span>
                <SearchOutlined /> {t('home.tabSearch')}
              </span>
            ),
            children: <RouteSearchForm />,
          },
          ...(showsTracking
            ? [
                {
                  key: TRACKING_TAB,
                  label: (
                    <span>
                      <AimOutlined /> {t('home.tabTracking')}
                    </span>
                  ),
                  children: (
                    <Suspense fallback={<Spin />}>
                      <CargoTrackingForm />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
