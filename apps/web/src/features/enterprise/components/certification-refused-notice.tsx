import type { TCertificationRequestView } from '@coastbook/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';

/**
 * The refusal of a customer certification: the reviewer's reason, and (where the form is elsewhere)
 * a button to the prefilled resubmission at /auth/customer.
 */
export function CertificationRefusedNotice({ request, withAction = false }: { request: TCertificationRequestView; withAction?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      className="ent-page__alert"
      title={t('supplier.resubmit.title')}
      description={
        <span data-testid="resubmit-reason">
          {request.refuseReason ? t('supplier.resubmit.reason', { reason: request.refuseReason }) : t('supplier.resubmit.noReason')}
          {!withAction && <> {t('supplier.resubmit.prefilled')}</>}
        </span>
      }
      action={
        withAction ? (
          <LinkButton type="primary" size="small" to="/auth/customer" data-testid="resubmit-action">
            {t('supplier.resubmit.action')}
          </LinkButton>
        ) : undefined
      }
      data-testid="certification-refused-notice"
    />
  );
}
