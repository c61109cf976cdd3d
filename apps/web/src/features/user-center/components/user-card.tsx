import { memberLevelName } from '@coastbook/domain';
import { Avatar, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CertificationBadges, useAccountStatus, useEnterpriseInfo } from '../../enterprise';
import { useUiLanguage } from '../../../i18n/use-language';
import { useSession } from '../../../session/session-store';
import defaultAvatarUrl from './default-avatar.svg';

/** Placeholders as tall as the text they stand for: the card does not move when the record answers. */
const NAME_PLACEHOLDER = { width: 240, minWidth: 240, height: 28 };
const FACT_PLACEHOLDER = { width: 48, minWidth: 48, height: 20, verticalAlign: 'middle' };

/**
 * The user card of 000 §3: logon id, enterprise name (the Chinese name, else the user's name),
 * points, level name (1 银卡 … 4 金钻卡), avatar (a default one when headUrl is empty) and the
 * certification badge or button of 000 §4.1.
 */
export function UserCard() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const user = useSession((session) => session.user);
  const status = useAccountStatus();
  const enterprise = useEnterpriseInfo();
  if (user === null) return <Skeleton avatar active />;

  const info = enterprise.data ?? null;
  const displayName = info?.enterpriseName && language === 'en' ? info.enterpriseName : info?.enterpriseCnnme || user.userCnnme || user.logonId;
  // Until the enterprise record answers, placeholders: the person's name, 银卡 and 0 points stood there first
  // and then turned into the company's name and its real level — a wrong card for a moment after each load.
  const loading = enterprise.isPending;
  const fact = (testId: string, value: string | number) =>
    loading ? <Skeleton.Input active size="small" style={FACT_PLACEHOLDER} /> : <strong data-testid={testId}>{value}</strong>;
  return (
    <div className="uc-card" data-testid="uc-user-card">
      <Avatar size={72} src={user.headUrl || defaultAvatarUrl} alt={user.logonId} className="uc-card__avatar" />
      <div className="uc-card__body">
        {loading ? (
          <Skeleton.Input active style={NAME_PLACEHOLDER} />
        ) : (
          <div className="uc-card__name" data-testid="uc-card-name">
            {displayName}
          </div>
        )}
        <div className="uc-card__logon">
          {t('accounts.userCard.logonId')}：<span data-testid="uc-card-logon">{user.logonId}</span>
        </div>
        <div className="uc-card__facts">
          <span>
            {t('accounts.userCard.level')}：{fact('uc-card-level', memberLevelName(info?.level ?? 1, language))}
          </span>
          <span>
            {t('accounts.userCard.points')}：{fact('uc-card-points', info?.point ?? 0)}
          </span>
        </div>
        <div className="uc-card__badges">
          {status.data ? <CertificationBadges flags={status.data.flags} /> : <Skeleton.Button active size="small" />}
        </div>
      </div>
    </div>
  );
}
