import { ToolOutlined } from '@ant-design/icons';
import { Result, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { useOutlet } from 'react-router';
import { PORTAL_CONTACTS } from '../../config/portal-contacts';
import { useCurrentRouteHandle } from '../use-route-meta';

/**
 * Stand-in for every route whose feature has not been built yet: names the feature (from the
 * route title) inside the normal frame, so a visitor never lands on a blank page.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const outlet = useOutlet();
  const handle = useCurrentRouteHandle();
  // A parent with children (e.g. /aboutUs/callUs/rota) lets the child speak for itself.
  if (outlet) return outlet;

  const feature = handle ? t(handle.meta.title) : '';
  return (
    <section className="page-card page-card--centered" data-testid="coming-soon">
      <Result
        icon={<ToolOutlined className="coming-soon__icon" />}
        title={
          <Space size={8} wrap>
            <span>{t('page.comingSoonTitle')}</span>
            <Tag color="cyan">{t('page.comingSoonBadge')}</Tag>
          </Space>
        }
        subTitle={
          <>
            <p className="coming-soon__feature">{t('page.comingSoonFeature', { feature })}</p>
            <p>{t('page.comingSoonHint', { hotline: PORTAL_CONTACTS.domesticHotline })}</p>
          </>
        }
        extra={
          <LinkButton to="/" type="primary">
            {t('common.backHome')}
          </LinkButton>
        }
      />
    </section>
  );
}
