import { ORDER_VISIBILITY, SUB_USER_RIGHTS, labelOf } from '@coastbook/domain';
import { Descriptions, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { useAccountStatus } from '../api/account-status';
import { useRelationInfo } from '../api/relation';
import { CertificationBadges } from '../components/certification-badges';
import '../enterprise.css';

/**
 * /relation (000 §2.2): the enterprise a sub-account is linked to, or a linker's pending request —
 * with the badge of 000 §4.1 ('enterprise linked' / 'awaiting enterprise main account approval'),
 * and, once linked, the order visibility and rights the main account granted.
 */
export function RelationPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const relation = useRelationInfo();
  const status = useAccountStatus();

  if (relation.isPending || status.isPending) {
    return (
      <section className="page-card">
        <Skeleton active />
      </section>
    );
  }
  const info = relation.data;
  if (!info) {
    return (
      <section className="page-card page-card--centered" data-testid="relation-page">
        <Empty description={t('accounts.relation.none')}>
          <LinkButton type="primary" to="/association">
            {t('accounts.relation.apply')}
          </LinkButton>
        </Empty>
      </section>
    );
  }

  const rights = info.rights.map((right) => labelOf(SUB_USER_RIGHTS, right, language));
  return (
    <section className="page-card ent-page" data-testid="relation-page">
      <h1 className="ent-page__title">{t('accounts.relation.title')}</h1>
      <div className="ent-page__alert">{status.data && <CertificationBadges flags={status.data.flags} />}</div>
      <Descriptions column={2} bordered size="middle">
        <Descriptions.Item label={t('accounts.relation.enterprise')} span={2}>
          <span data-testid="relation-enterprise">{info.enterpriseCnnme}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.relation.status')}>
          <Tag color={info.status === 'A' ? 'success' : info.status === 'W' ? 'processing' : 'default'} data-testid="relation-status">
            {t(`accounts.relation.status${info.status}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.relation.applicant')}>{info.note}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.relation.appliedAt')}>{formatChinaTime(info.appliedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.relation.decidedAt')}>{info.decidedAt ? formatChinaTime(info.decidedAt) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.relation.mainAccount')}>{info.mainAccountLogonId ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.relation.visibility')}>
          {info.visibility ? labelOf(ORDER_VISIBILITY, info.visibility, language) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.relation.rights')} span={2}>
          {rights.length > 0 ? rights.map((right) => <Tag key={right}>{right}</Tag>) : '—'}
        </Descriptions.Item>
        {info.refuseReason && (
          <Descriptions.Item label={t('accounts.relation.refuseReason')} span={2}>
            {info.refuseReason}
          </Descriptions.Item>
        )}
      </Descriptions>
      {info.status === 'A' && (
        <div className="ent-page__alert" style={{ marginTop: 16 }}>
          <LinkButton to="/entMasterReq/apply" data-testid="to-master-apply">
            {t('accounts.relation.applyMaster')}
          </LinkButton>
        </div>
      )}
      {(info.status === 'R' || info.status === 'X') && (
        <div className="ent-page__alert" style={{ marginTop: 16 }}>
          <LinkButton type="primary" to="/association">
            {t('accounts.relation.apply')}
          </LinkButton>
        </div>
      )}
    </section>
  );
}
