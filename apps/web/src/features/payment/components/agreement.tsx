import { Checkbox, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The "read and agree" tick every paying button needs (spec 001 §2: 'please tick read and agree').
 * `requireAgreed()` throws while the box is unticked and shows the warning: nothing is sent, and the
 * rejection releases the double-click lock of useButtonLock.
 */
export function useAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [showError, setShowError] = useState(false);
  const requireAgreed = () => {
    if (agreed) return;
    setShowError(true);
    throw new Error('agreement not ticked');
  };
  const change = (checked: boolean) => {
    setAgreed(checked);
    if (checked) setShowError(false);
  };
  return { agreed, showError, change, requireAgreed };
}

export function AgreementCheckbox(props: { agreement: ReturnType<typeof useAgreement>; withText?: boolean }) {
  const { t } = useTranslation();
  const { agreed, showError, change } = props.agreement;
  return (
    <div className="pay-panel__agreement">
      <Checkbox checked={agreed} onChange={(event) => change(event.target.checked)} data-testid="pay-agreement">
        {t('payment.common.agreement')}
        <Typography.Link>{t('payment.common.agreementName')}</Typography.Link>
      </Checkbox>
      {props.withText && <div className="pay-panel__agreement-text">{t('payment.common.agreementText')}</div>}
      {showError && (
        <div className="pay-panel__agreement-error" role="alert" data-testid="pay-agreement-error">
          {t('payment.common.agreementRequired')}
        </div>
      )}
    </div>
  );
}
