import type { TCertificationSubmitRequest } from '@coastbook/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { sendCertification, type ResubmitSource } from '../api/certification';

/**
 * Sending a customer certification form (enterprise or personal): submit, or resubmit over a refused
 * request, with the matching success message; a refusal shows the server's message and keeps the form.
 */
export function useCertificationSubmit(resubmit: ResubmitSource | undefined, onSubmitted: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);

  /** `toRequest` parses the form's values with the contract; a value it refuses is shown like a server refusal. */
  const submit = async (toRequest: () => TCertificationSubmitRequest) => {
    setSubmitting(true);
    try {
      await sendCertification(toRequest(), resubmit);
      message.success(resubmit ? t('supplier.resubmit.submitted') : t('accounts.certification.submitted'));
      onSubmitted();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}

/** A text field of the refused request's form, for the resubmission's starting values. */
export function resubmittedText(resubmit: ResubmitSource, key: string): string | undefined {
  const value = resubmit.payload[key];
  return typeof value === 'string' ? value : undefined;
}
