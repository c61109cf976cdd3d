import { PAYMENT_CHANNELS, formatMoney, labelOf } from '@coastbook/domain';
import { Button, Card, Descriptions, QRCode, Result, Skeleton, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { useUiLanguage } from '../../../i18n/use-language';
import { usePayStatus } from '../api/payment-calls';
import { PaySuccess } from '../components/pay-result';
import { QR_POLL_INTERVAL_MS, formatCountdown, qrPhase, secondsLeft, shouldPoll } from '../qr-countdown';
import '../payment.css';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

/** Payment purpose of a prepaid top-up (ZPayResult.purpose). */
const PURPOSE_TOPUP = 9;

/** The sandbox adapter answers pages under this path; a real provider's URL never does. */
export function isSandboxPayUrl(qrContent: string): boolean {
  return qrContent.includes('/api/dev/pay-sandbox/');
}

/** The QR code carries an absolute URL (a phone scans it), built on this site's origin for relative answers. */
export function absolutePayUrl(qrContent: string, origin: string): string {
  return new URL(qrContent, origin).href;
}

/**
 * /QRCode?payNo=… : the QR code of the provider's payment URL, the amount, a countdown to the request's
 * expiry, and orderPayStatus every 2.5 s until PAID (success) or FAILED/CLOSED/expired (retry).
 * In the sandbox a link opens the provider page in a new window so a desktop tester can pay.
 */
export function QrCodePage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const payNo = params.get('payNo') ?? '';
  const [now, setNow] = useState(() => Date.now());
  const [polling, setPolling] = useState(true);
  const status = usePayStatus(payNo || undefined, { poll: polling, intervalMs: QR_POLL_INTERVAL_MS });
  const payment = status.data;
  const remaining = payment?.expiresAt ? secondsLeft(payment.expiresAt, now) : Number.POSITIVE_INFINITY;
  const phase = qrPhase(payment?.status, remaining);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    // Polling stops once the request is settled or expired, and on an error answer.
    setPolling(shouldPoll(phase) && !status.isError);
  }, [phase, status.isError]);

  const isTopup = payment?.purpose === PURPOSE_TOPUP;
  const backLink = isTopup ? (
    <LinkButton to="/myAssets" data-testid="qr-back-assets">
      {t('payment.qr.backToAssets')}
    </LinkButton>
  ) : (
    <LinkButton to="/orderManagementIndex">{t('payment.result.orderManagement')}</LinkButton>
  );

  const body = () => {
    if (!payNo) return <Result status="warning" title={t('payment.qr.noPayNo')} extra={backLink} />;
    if (payment === undefined) {
      return status.isError ? <LoadFailedAlert error={status.error} onRetry={() => void status.refetch()} /> : <Skeleton active />;
    }
    if (phase === 'paid') {
      return isTopup ? (
        <Result
          status="success"
          title={<span data-testid="pay-success-title">{t('payment.result.successTitle')}</span>}
          subTitle={<span data-testid="pay-success">{t('payment.qr.purposeTopup')} {formatMoney(payment.amountFen)}</span>}
          extra={backLink}
        />
      ) : (
        <PaySuccess result={payment} />
      );
    }
    if (phase !== 'waiting') {
      const title = phase === 'failed' ? t('payment.result.failedTitle') : phase === 'closed' ? t('payment.result.closedTitle') : t('payment.qr.expired');
      return (
        <Result
          status="error"
          title={<span data-testid="pay-failure-title">{title}</span>}
          subTitle={`${t('payment.qr.payNo')} ${payment.payNo}`}
          extra={
            <Space wrap>
              <Button type="primary" onClick={() => void navigate(-1)} data-testid="pay-retry">
                {t('payment.common.retry')}
              </Button>
              {backLink}
            </Space>
          }
        />
      );
    }
    const qrContent = payment.qrContent ?? '';
    const url = qrContent ? absolutePayUrl(qrContent, window.location.origin) : '';
    return (
      <div className="qr-pay" data-testid="qr-pay">
        <div className="qr-pay__code">
          {url ? <QRCode value={url} size={220} color="#000000" bgColor="#ffffff" bordered data-testid="qr-image" /> : <Spin />}
          {url && isSandboxPayUrl(qrContent) && (
            <a href={url} target="_blank" rel="noreferrer" className="qr-pay__sandbox" data-testid="qr-sandbox-link">
              {t('payment.common.sandboxLink')}
            </a>
          )}
        </div>
        <div className="qr-pay__info">
          <p className="qr-pay__scan">{t('payment.qr.scanWith', { channel: labelOf(PAYMENT_CHANNELS, payment.channel, language) })}</p>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'amount', label: t('payment.qr.amount'), children: <strong className="qr-pay__amount" data-testid="qr-amount">{formatMoney(payment.amountFen)}</strong> },
              { key: 'payNo', label: t('payment.qr.payNo'), children: payment.payNo },
              isTopup
                ? { key: 'purpose', label: t('payment.qr.purposeTopup'), children: formatMoney(payment.amountFen) }
                : { key: 'orders', label: t('payment.common.orderNo'), children: payment.orders.map((order) => order.orderNo).join('、') },
              {
                key: 'countdown',
                label: t('payment.qr.countdown'),
                children: <span data-testid="qr-countdown">{Number.isFinite(remaining) ? formatCountdown(remaining) : '—'}</span>,
              },
            ]}
          />
          <div className="qr-pay__waiting">
            <Spin size="small" /> {t('payment.qr.waiting')}
          </div>
        </div>
      </div>
    );
  };

  return (
    <div className="container payment-page" data-testid="qr-code-page">
      <Card className="page-card" title={<h1 className="payment-page__title">{t('payment.qr.title')}</h1>}>
        {body()}
      </Card>
    </div>
  );
}
