import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  ContainerOutlined,
  DashboardOutlined,
  GiftOutlined,
  LogoutOutlined,
  NodeIndexOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  KeyOutlined,
  SearchOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { SwapOutlined, UserDeleteOutlined } from '@ant-design/icons'; // account-request queues
import { FileSearchOutlined, FileDoneOutlined, FundOutlined, TransactionOutlined, WalletOutlined } from '@ant-design/icons'; // orders and finance (issue 6)
import { labelOf, OPERATOR_ROLES, type OpsPermission } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Layout, Menu, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useUiLanguage } from '../../i18n/use-language';
import { logoutOperator, useOperatorProfile } from '../api/ops-auth';
import { opsKeys } from '../api/ops-keys';
import { useOpsTranslation } from '../i18n';
import { clearOpsToken, lastOpsSessionEnd, useOpsToken } from '../session/ops-token';
import { OPS_LOGIN, opsLoginPath } from './ops-paths';
import './ops.css';
import { productMenuTitle } from '../pages/product/product-i18n';
import { tradeMenuTitle } from '../pages/order-i18n';
import { OpsLanguageSwitch } from '../components/ops-language-switch';
import { LoadFailedResult } from '../components/load-failed-result';

interface MenuEntry {
  path: string;
  titleKey: string;
  icon: ReactNode;
  permission?: OpsPermission;
}

const MENU: MenuEntry[] = [
  { path: '/ops', titleKey: 'ops:menu.dashboard', icon: <DashboardOutlined /> },
  { path: '/ops/certifications', titleKey: 'ops:menu.certifications', icon: <SafetyCertificateOutlined />, permission: 'ops_certification_review' },
  { path: '/ops/bank-reviews', titleKey: 'ops:menu.bankReviews', icon: <BankOutlined />, permission: 'ops_bank_review' },
  { path: '/ops/master-requests', titleKey: 'translation:accountRequests.ops.menuMasterRequests', icon: <SwapOutlined />, permission: 'ops_certification_review' },
  { path: '/ops/unsubscribe-requests', titleKey: 'translation:accountRequests.ops.menuUnsubscribe', icon: <UserDeleteOutlined />, permission: 'ops_certification_review' },
  { path: '/ops/orders/review', titleKey: tradeMenuTitle('orderReview'), icon: <FileDoneOutlined />, permission: 'ops_order_review' },
  { path: '/ops/orders', titleKey: tradeMenuTitle('orderSearch'), icon: <FileSearchOutlined />, permission: 'ops_order_read' },
  { path: '/ops/order-dashboard', titleKey: tradeMenuTitle('dashboard'), icon: <FundOutlined />, permission: 'ops_dashboard_read' },
  { path: '/ops/finance/offline-topups', titleKey: tradeMenuTitle('offlineTopups'), icon: <WalletOutlined />, permission: 'ops_offline_topup' },
  { path: '/ops/finance/withdrawals', titleKey: tradeMenuTitle('withdrawals'), icon: <TransactionOutlined />, permission: 'ops_withdrawal' },
  { path: '/ops/accounts', titleKey: 'ops:menu.accounts', icon: <SearchOutlined />, permission: 'ops_account_read' },
  { path: '/ops/audit', titleKey: 'ops:menu.audit', icon: <AuditOutlined />, permission: 'ops_audit_read' },
  { path: '/ops/operators', titleKey: 'ops:menu.operators', icon: <TeamOutlined />, permission: 'ops_operator_manage' },
  { path: '/ops/password', titleKey: 'ops:menu.password', icon: <KeyOutlined /> },
  { path: '/ops/product/vessels', titleKey: productMenuTitle('vessels'), icon: <RocketOutlined />, permission: 'ops_vessel_manage' },
  { path: '/ops/product/loops', titleKey: productMenuTitle('loops'), icon: <NodeIndexOutlined />, permission: 'ops_loop_manage' },
  { path: '/ops/product/voyages', titleKey: productMenuTitle('voyages'), icon: <ScheduleOutlined />, permission: 'ops_voyage_manage' },
  { path: '/ops/product/products', titleKey: productMenuTitle('products'), icon: <AppstoreOutlined />, permission: 'ops_product_manage' },
  { path: '/ops/product/promotions', titleKey: productMenuTitle('promotions'), icon: <GiftOutlined />, permission: 'ops_price_manage' },
  { path: '/ops/product/inventory', titleKey: productMenuTitle('inventory'), icon: <ContainerOutlined />, permission: 'ops_inventory_manage' },
  { path: '/ops/product/settings', titleKey: productMenuTitle('settings'), icon: <SettingOutlined />, permission: 'ops_product_manage' },
];

/** Where an operator with an initial or reset password is held until it is changed. */
const OPS_PASSWORD_PATH = '/ops/password';

/** The menu entry a path belongs to (the longest prefix: /ops/accounts/:id → 账号查询). */
function selectedMenuPath(pathname: string): string {
  const matches = MENU.filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
  return matches.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '/ops';
}

/** Title key of the deepest route declaring `handle.opsTitle`. */
function useOpsTitleKey(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { opsTitle?: string } | undefined;
    if (handle?.opsTitle) return handle.opsTitle;
  }
  return undefined;
}

export function useOpsDocumentTitle(titleKey: string | undefined): void {
  const { t, i18n } = useOpsTranslation();
  useEffect(() => {
    document.title = titleKey ? `${t('ops:console')} - ${t(titleKey)}` : t('ops:console');
  }, [titleKey, t, i18n.language]);
}

/**
 * The console's frame and guard for every /ops page but the login: without an operator token the
 * visitor goes to /ops/login?redirect=<path>; a 401 anywhere clears the token and lands here too.
 */
export function OpsLayout() {
  const token = useOpsToken();
  const location = useLocation();
  if (token === null) {
    const target = lastOpsSessionEnd() === 'logout' ? OPS_LOGIN : opsLoginPath(`${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }
  return <OpsFrame />;
}

function OpsFrame() {
  const { t } = useOpsTranslation();
  const language = useUiLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const profile = useOperatorProfile();
  const titleKey = useOpsTitleKey();
  useOpsDocumentTitle(titleKey);

  const logout = async () => {
    await logoutOperator().catch(() => undefined); // the local session ends even when the call fails
    // The guard above then shows the login page, without this page as the redirect: the next
    // operator to log in starts on their own dashboard.
    clearOpsToken('logout');
    queryClient.removeQueries({ queryKey: opsKeys.all });
    void message.success(t('ops:top.logoutDone'));
  };

  if (profile.isPending) {
    return (
      <div className="ops-loading">
        <Spin size="large" />
      </div>
    );
  }
  if (profile.isError) return <LoadFailedResult error={profile.error} onRetry={() => void profile.refetch()} />;
  const operator = profile.data;
  if (operator.mustChangePassword && location.pathname !== OPS_PASSWORD_PATH) return <Navigate to={OPS_PASSWORD_PATH} replace />;
  const items = MENU.filter((entry) => entry.permission === undefined || operator.permissions.includes(entry.permission)).map((entry) => ({
    key: entry.path,
    icon: entry.icon,
    label: t(entry.titleKey),
  }));

  return (
    <Layout className="ops-shell" data-testid="ops-layout">
      {/* 232 px: the longest English menu entries (Account cancellations, Main-account changes) fit on one line. */}
      <Layout.Sider width={232} theme="dark" className="ops-sider">
        <div className="ops-brand">
          <span className="ops-brand__mark">CB</span>
          <span className="ops-brand__name">{t('ops:consoleShort')}</span>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selectedMenuPath(location.pathname)]}
          items={items}
          onClick={({ key }) => void navigate(key)}
          data-testid="ops-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="ops-header">
          <Typography.Text strong className="ops-header__title">
            {titleKey ? t(titleKey) : t('ops:console')}
          </Typography.Text>
          <Space size="middle" data-testid="ops-operator">
            <OpsLanguageSwitch />
            <span>
              <UserOutlined /> {operator.displayName}
            </span>
            <Tag color="geekblue">{labelOf(OPERATOR_ROLES, operator.role, language)}</Tag>
            <Button type="text" size="small" icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="ops-logout">
              {t('ops:top.logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="ops-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
