import { Result } from 'antd';
import type { ReactNode } from 'react';
import type { OpsPermission } from '@coastbook/domain';
import { useOperatorProfile } from '../api/ops-auth';
import { useOpsTranslation } from '../i18n';

/** Shows the page only to operators holding `permission` (the menu hides it too; the server refuses anyway). */
export function RequireOpsPermission({ permission, children }: { permission: OpsPermission; children: ReactNode }) {
  const { t } = useOpsTranslation();
  const { data: profile } = useOperatorProfile();
  if (profile === undefined) return null;
  if (!profile.permissions.includes(permission)) {
    return <Result status="403" title="403" subTitle={t('ops:common.noPermission')} data-testid="ops-forbidden" />;
  }
  return <>{children}</>;
}
