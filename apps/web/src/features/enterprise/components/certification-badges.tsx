import { CheckCircleFilled, ClockCircleFilled, LinkOutlined } from '@ant-design/icons';
import type { TAccountFlags } from '@coastbook/contracts';
import { certificationBadge, type CertificationBadge } from '@coastbook/domain';
import { Space, Tag } from 'antd';
import { LinkButton } from '../../../components/link-button';
import { useUiLanguage } from '../../../i18n/use-language';

const BADGE_LOOK: Partial<Record<CertificationBadge['key'], { color: string; icon: React.ReactNode }>> = {
  enterpriseCertified: { color: 'success', icon: <CheckCircleFilled /> },
  personalCertified: { color: 'success', icon: <CheckCircleFilled /> },
  supplierCertified: { color: 'success', icon: <CheckCircleFilled /> },
  enterpriseLinked: { color: 'success', icon: <LinkOutlined /> },
  enterpriseCertifying: { color: 'processing', icon: <ClockCircleFilled /> },
  personalCertifying: { color: 'processing', icon: <ClockCircleFilled /> },
  supplierCertifying: { color: 'processing', icon: <ClockCircleFilled /> },
  awaitingMainApproval: { color: 'warning', icon: <ClockCircleFilled /> },
};

/**
 * The user card's certification slot, exactly as certificationBadge (packages/domain) decides from
 * the derived flags (000 §4.1): status badges, or buttons to /auth/customer, /auth/modify or
 * /certification/supplier.
 */
export function CertificationBadges({ flags }: { flags: TAccountFlags }) {
  const language = useUiLanguage();
  return (
    <Space size={8} wrap data-testid="certification-badges">
      {certificationBadge(flags).map((badge) =>
        badge.kind === 'button' && badge.route !== undefined ? (
          <LinkButton key={badge.key} to={badge.route} size="small" type="primary" ghost data-testid={`cert-button-${badge.key}`}>
            {badge[language]}
          </LinkButton>
        ) : (
          <Tag key={badge.key} color={BADGE_LOOK[badge.key]?.color ?? 'default'} icon={BADGE_LOOK[badge.key]?.icon} data-testid={`cert-badge-${badge.key}`}>
            {badge[language]}
          </Tag>
        ),
      )}
    </Space>
  );
}
