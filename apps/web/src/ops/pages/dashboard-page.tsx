import { AuditOutlined, ContainerOutlined, FileDoneOutlined, MoneyCollectOutlined } from '@ant-design/icons';
import { formatMoney, ORDER_STATUSES } from '@coastbook/domain';
import { Button, Card, Col, Result, Row, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useHasOpsPermission } from '../api/ops-auth';
import { useOrderDashboard } from '../api/orders';
import { RequireOpsPermission } from '../components/forbidden';
import { useTradeTranslation } from './order-i18n';
import { OrderStatusTag } from './order-status-tag';

/**
 * 经营看板 (/ops/order-dashboard): today's bookings, TEU and revenue (China calendar day, as the server
 * counts them) and how many orders stand in each status; refreshed every minute.
 */
export function OrderDashboardPage() {
  return (
    <RequireOpsPermission permission="ops_dashboard_read">
      <OrderDashboard />
    </RequireOpsPermission>
  );
}

function OrderDashboard() {
  const { t } = useTradeTranslation();
  const navigate = useNavigate();
  const canReview = useHasOpsPermission('ops_order_review');
  const dashboard = useOrderDashboard();
  if (dashboard.isError) return <Result status="warning" title={dashboard.error.message} extra={<Button onClick={() => void dashboard.refetch()}>{t('common.refresh')}</Button>} />;
  const data = dashboard.data;
  const loading = dashboard.isPending;
  const counts = ORDER_STATUSES.map((status) => ({ status: status.value, count: data?.countsByStatus[status.value] ?? 0 })).filter((entry) => entry.count > 0);

  return (
    <div data-testid="order-dashboard">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {data ? t('dashboard.title', { date: data.date }) : t('dashboard.titleLoading')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={t('dashboard.bookingsToday')} value={data?.bookingsToday ?? 0} loading={loading} prefix={<FileDoneOutlined />} suffix={t('dashboard.orders')} data-testid="dashboard-bookings" />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={t('dashboard.teuToday')} value={data?.teuToday ?? 0} loading={loading} prefix={<ContainerOutlined />} data-testid="dashboard-teu" />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={t('dashboard.revenueToday')}
              value={formatMoney(data?.revenueFenToday ?? 0)}
              loading={loading}
              prefix={<MoneyCollectOutlined />}
              data-testid="dashboard-revenue"
            />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={t('dashboard.awaitingReview')} value={data?.awaitingReview ?? 0} loading={loading} prefix={<AuditOutlined />} data-testid="dashboard-awaiting" />
            {canReview && (
              <Button type="link" size="small" style={{ paddingLeft: 0 }} onClick={() => void navigate('/ops/orders/review')}>
                {t('dashboard.goReview')}
              </Button>
            )}
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('dashboard.countsByStatus')} style={{ marginTop: 16 }} loading={loading}>
        <Row gutter={[16, 16]}>
          {counts.map((entry) => (
            <Col key={entry.status} xs={12} sm={8} md={6} xl={4}>
              <Statistic title={<OrderStatusTag status={entry.status} />} value={entry.count} data-testid={`dashboard-status-${entry.status}`} />
            </Col>
          ))}
        </Row>
      </Card>
    </div>
  );
}
