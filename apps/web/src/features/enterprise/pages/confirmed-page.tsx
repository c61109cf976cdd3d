import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';

const KINDS = ['enterprise', 'personal', 'supplier', 'association'] as const;
type Kind = (typeof KINDS)[number];

/** /confirmed/{enterprise,personal,supplier,association}-authority: "submitted, waiting for review" (000 §2.2). */
export function ConfirmedPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kind: Kind = KINDS.find((candidate) => pathname.endsWith(`/${candidate}-authority`)) ?? 'enterprise';
  return (
    <section className="page-card page-card--centered" data-testid={`confirmed-${kind}`}>
      <Result
        status="success"
        title={t(`accounts.confirmed.${kind}Title`)}
        subTitle={t(`accounts.confirmed.${kind}Hint`)}
        extra={[
          <LinkButton key="centre" type="primary" to="/userCenter">
            {t('accounts.common.toUserCenter')}
          </LinkButton>,
          <LinkButton key="home" to="/">
            {t('accounts.common.backHome')}
          </LinkButton>,
        ]}
      />
    </section>
  );
}
