import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../auth.css';

/**
 * The frame of the login, registration and password-recovery pages: a brand panel on the left (what
 * the portal offers) and the form card on the right, both on a navy band under the header.
 */
export function AuthFrame({ children, testId, wide }: { children: ReactNode; testId?: string; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="auth-band">
      <div className="container auth-band__inner">
        <aside className="auth-brand" aria-hidden>
          <div className="auth-brand__title">{t('auth.brandTitle')}</div>
          <div className="auth-brand__subtitle">{t('auth.brandSubtitle')}</div>
          <ul className="auth-brand__points">
            {(['brandPoint1', 'brandPoint2', 'brandPoint3'] as const).map((key) => (
              <li key={key}>
                <CheckCircleFilled /> {t(`auth.${key}`)}
              </li>
            ))}
          </ul>
          <svg className="auth-brand__art" viewBox="0 0 360 120" role="presentation">
            <path d="M0 96 Q 90 80 180 96 T 360 96 V120 H0 Z" fill="rgb(255 255 255 / 8%)" />
            <g fill="rgb(94 234 212 / 55%)">
              <rect x="70" y="58" width="34" height="18" rx="2" />
              <rect x="108" y="58" width="34" height="18" rx="2" />
              <rect x="146" y="58" width="34" height="18" rx="2" />
              <rect x="89" y="38" width="34" height="18" rx="2" />
              <rect x="127" y="38" width="34" height="18" rx="2" />
            </g>
            <path d="M50 78 H230 L212 98 H66 Z" fill="rgb(255 255 255 / 30%)" />
          </svg>
        </aside>
        <section className={wide ? 'auth-card auth-card--wide' : 'auth-card'} data-testid={testId}>
          {children}
        </section>
      </div>
    </div>
  );
}
