import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useOpsTranslation } from '../i18n';

/** A console page or drawer whose data did not load: 加载失败, the reason, and 重试 before the page's own actions. */
export function LoadFailedResult({ error, onRetry, extra = [] }: { error: Error; onRetry: () => void; extra?: ReactNode[] }) {
  const { t } = useOpsTranslation();
  const retry = (
    <Button key="retry" onClick={onRetry}>
      {t('ops:common.retry')}
    </Button>
  );
  return <Result status="warning" title={t('ops:common.loadFailed')} subTitle={error.message} extra={[retry, ...extra]} />;
}
