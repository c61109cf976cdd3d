import { BankOutlined, SafetyCertificateOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useHasOpsPermission, useOperatorProfile } from '../api/ops-auth';
import { useBankReviewPage } from '../api/bank-reviews';
import { useCertificationPage } from '../api/certifications';
import { useOpsTranslation } from '../i18n';

function Tile(props: { icon: ReactNode; title: string; value?: number | undefined; loading?: boolean; hint?: string; action: string; to: string }) {
  const navigate = useNavigate();
  return (
    <Card size="small">
      {props.value !== undefined || props.loading ? (
        <Statistic title={props.title} value={props.value ?? 0} loading={props.loading} prefix={props.icon} />
      ) : (
        <>
          <Typography.Text type="secondary">{props.title}</Typography.Text>
          <Typography.Paragraph style={{ margin: '8px 0 0' }}>
            {props.icon} {props.hint}
          </Typography.Paragraph>
        </>
      )}
      <Button type="link" style={{ paddingLeft: 0 }} onClick={() => void navigate(props.to)}>
        {props.action}
      </Button>
    </Card>
  );
}

/** 工作台 (/ops): what waits for this operator (counts of the queues they may work) and shortcuts. */
export function OpsDashboardPage() {
  const { t } = useOpsTranslation();
  const { data: operator } = useOperatorProfile();
  const canReviewCertifications = useHasOpsPermission('ops_certification_review');
  const canReviewBank = useHasOpsPermission('ops_bank_review');
  const canReadAccounts = useHasOpsPermission('ops_account_read');
  // All types, pending: the total is what the reviewers have left.
  const certifications = useCertificationPage({ status: 'Submit', current: 1, size: 1 }, canReviewCertifications);
  const bank = useBankReviewPage({ current: 1, size: 1 }, canReviewBank);

  return (
    <div data-testid="ops-dashboard">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('ops:dashboard.welcome', { name: operator?.displayName ?? '' })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {canReviewCertifications && (
          <Col xs={24} md={8}>
            <Tile
              icon={<SafetyCertificateOutlined />}
              title={t('ops:dashboard.pendingCertifications')}
              value={certifications.data?.total}
              loading={certifications.isPending}
              action={t('ops:dashboard.goReview')}
              to="/ops/certifications"
            />
          </Col>
        )}
        {canReviewBank && (
          <Col xs={24} md={8}>
            <Tile
              icon={<BankOutlined />}
              title={t('ops:dashboard.pendingBank')}
              value={bank.data?.total}
              loading={bank.isPending}
              action={t('ops:dashboard.goReview')}
              to="/ops/bank-reviews"
            />
          </Col>
        )}
        {canReadAccounts && (
          <Col xs={24} md={8}>
            <Tile
              icon={<SearchOutlined />}
              title={t('ops:dashboard.accountSearch')}
              hint={t('ops:dashboard.accountSearchHint')}
              action={t('ops:dashboard.goSearch')}
              to="/ops/accounts"
            />
          </Col>
        )}
      </Row>
    </div>
  );
}
