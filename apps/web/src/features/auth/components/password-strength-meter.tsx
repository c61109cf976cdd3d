import { ZPlainLoginPassword } from '@coastbook/contracts';
import { PASSWORD_STRENGTH_LABELS } from '@coastbook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { isStrongPassword } from '../api/registration';
import '../auth.css';

type Verdict = 'checking' | 'strong' | 'weak' | undefined;

/** Wait this long after the last keystroke before asking the server. */
const CHECK_DELAY_MS = 400;

/**
 * Strong / weak as the server judges it (000 §5 strong password: 8+ characters, three classes, no
 * common word, no part of the user name; verifyStrongPassword). Shown once the password meets the
 * form rules; nothing while it does not (the form's own message speaks then). While the field is empty
 * it states the rule, which as a placeholder was cut by the field's width at 1 200 px.
 */
export function PasswordStrengthMeter({ password, userName = '' }: { password: string | undefined; userName?: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [verdict, setVerdict] = useState<Verdict>(undefined);
  const candidate = password ?? '';
  const meetsRules = ZPlainLoginPassword.safeParse(candidate).success;

  useEffect(() => {
    if (!meetsRules) {
      setVerdict(undefined);
      return undefined;
    }
    let current = true;
    setVerdict('checking');
    const timer = window.setTimeout(() => {
      isStrongPassword(candidate, userName).then(
        (strong) => current && setVerdict(strong ? 'strong' : 'weak'),
        () => current && setVerdict(undefined),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [candidate, userName, meetsRules]);

  if (candidate === '') return <div className="password-strength" data-testid="password-rule">{t('auth.newPasswordRule')}</div>;
  if (verdict === undefined) return null;
  return (
    <div className={`password-strength password-strength--${verdict}`} data-testid="password-strength" data-verdict={verdict}>
      <span>{t('auth.strengthLabel')}</span>
      <span className="password-strength__bars" aria-hidden>
        <span className="password-strength__bar" />
        <span className="password-strength__bar" />
        <span className="password-strength__bar" />
      </span>
      <span className="password-strength__label">
        {verdict === 'checking' ? t('auth.strengthChecking') : PASSWORD_STRENGTH_LABELS[verdict][language]}
      </span>
    </div>
  );
}
