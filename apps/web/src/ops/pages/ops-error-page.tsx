import { Button, Result } from 'antd';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { useOpsTranslation } from '../i18n';

/** The console's error element: a page that throws (or a chunk that fails to load) is replaced in place. */
export function OpsErrorPage() {
  const { t } = useOpsTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={notFound ? t('ops:common.notFound') : t('ops:common.pageError')}
      subTitle={!notFound && error instanceof Error ? error.message : undefined}
      extra={
        <Button type="primary" onClick={() => void navigate('/ops')}>
          {t('ops:common.toDashboard')}
        </Button>
      }
    />
  );
}

/** Unknown /ops/* paths, inside the console's frame. */
export function OpsNotFoundPage() {
  const { t } = useOpsTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('ops:common.notFound')}
      extra={
        <Button type="primary" onClick={() => void navigate('/ops')}>
          {t('ops:common.toDashboard')}
        </Button>
      }
    />
  );
}
