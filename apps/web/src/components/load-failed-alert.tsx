import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/transport';

/** A list or panel whose data did not load: the reason ("数据加载失败：…") and a retry button. */
export function LoadFailedAlert({ error, onRetry, type = 'error' }: { error: unknown; onRetry: () => void; type?: 'error' | 'warning' }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={type}
      showIcon
      className="load-failed-alert"
      title={t('common.loadFailed', { message: errorMessage(error) })}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
