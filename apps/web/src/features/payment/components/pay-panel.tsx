import type { TPayChannel, TPaymentValidation } from '@coastbook/contracts';
import { PAY_WAYS, PAYMENT_CHANNELS, formatMoney, labelOf, needsPaymentPassword } from '@coastbook/domain';
import { Alert, Button, Radio, Space, Tag } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { useButtonLock } from '../../../lib/button-lock';
import { amountOfPayWay, channelOptions, defaultChannel, isBalancePayment, payWayOptions, type PagePayWay } from '../payment-choices';
import { PaymentPasswordDialog } from './payment-password-dialog';
import { AgreementCheckbox, useAgreement } from './agreement';

export interface PayChoice {
  payWay: PagePayWay;
  channel: TPayChannel | undefined;
  /** Plain payment password (prepaid / credit); the call encrypts it. */
  password?: string;
  /** The business agreement box (001 §5): the panel pays only once it is ticked; the server checks it again. */
  agreementTicked: true;
}

export interface PayPanelProps {
  validation: TPaymentValidation;
  /** One order (all pay ways) or a batch (full payment or credit only). */
  single: boolean;
  /** Extra lines between the channels and the agreement (points deduction). */
  extra?: ReactNode;
  /** Re-asks payment/validate right before paying; resolves to the fresh answer. */
  revalidate: () => Promise<TPaymentValidation>;
  /** Pays; the panel shows busy until it settles. Shows its own errors; resolves false when the payment did not go through. */
  onPay: (choice: PayChoice) => Promise<boolean>;
}

/**
 * Pay way, channel (with the prepaid balance, credit and per-payment limit), the payment agreement and
 * the pay button (2000 ms double-click guard). Prepaid and credit ask for the payment password first.
 */
export function PayPanel({ validation, single, extra, revalidate, onPay }: PayPanelProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const guard = useButtonLock();
  const ways = useMemo(() => payWayOptions(validation, { single }), [validation, single]);
  const [payWay, setPayWay] = useState<PagePayWay>(1);
  const channels = useMemo(() => channelOptions(validation, payWay, language), [validation, payWay, language]);
  const [channel, setChannel] = useState<TPayChannel | undefined>(undefined);
  const agreement = useAgreement();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!channels.some((option) => option.channel === channel && option.available)) setChannel(defaultChannel(channels));
  }, [channels, channel]);

  const amountText = formatMoney(amountOfPayWay(validation, payWay));
  const needsChannel = payWay !== 0;
  const canSubmit = ways.some((way) => way.payWay === payWay && way.available) && (!needsChannel || channel !== undefined);

  // Reached only through press (directly or by the password dialog it opens), after requireAgreed().
  const run = async (choice: Omit<PayChoice, 'agreementTicked'>): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      // A refused password keeps the dialog open for another try.
      const paid = await onPay({ ...choice, agreementTicked: true });
      if (paid) setAsking(false);
      return paid;
    } finally {
      setBusy(false);
    }
  };

  const press = async () => {
    agreement.requireAgreed();
    setBusy(true);
    setProblem(null);
    let fresh: TPaymentValidation;
    try {
      fresh = await revalidate();
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
      return;
    }
    setBusy(false);
    if (!fresh.payable || !fresh.canPay) {
      setProblem(fresh.reason ?? t('payment.pay.unavailable'));
      return;
    }
    if (channel !== undefined && needsChannel && needsPaymentPassword(channel)) {
      setAsking(true);
      return;
    }
    await run({ payWay, channel: needsChannel ? channel : undefined });
  };

  const channelLine = (option: (typeof channels)[number]) => {
    const name = labelOf(PAYMENT_CHANNELS, option.channel, language);
    let detail: ReactNode = t(`payment.pay.channelHint.${option.channel}`);
    if (option.channel === 'ACCOUNTSTORE') {
      detail = (
        <>
          <span data-testid="pay-balance">{t('payment.pay.balance', { amount: formatMoney(validation.balanceFen) })}</span>
          {' · '}
          {validation.paymentUpperLimitFen === null
            ? t('payment.pay.noUpperLimit')
            : t('payment.pay.upperLimit', { amount: formatMoney(validation.paymentUpperLimitFen) })}
          {!option.available && (
            <>
              {' · '}
              <Link to="/accountStore/stabs">{t('payment.pay.topUp')}</Link>
            </>
          )}
        </>
      );
    } else if (option.channel === 'CREDIT_ACCOUNTSTORE') {
      detail = t('payment.pay.creditBalance', { amount: formatMoney(validation.creditAvailableFen) });
    }
    return (
      <Radio key={option.channel} value={option.channel} disabled={!option.available} data-testid={`pay-channel-${option.channel}`}>
        <span className="pay-channel__name">{name}</span>
        <span className="pay-channel__detail">{detail}</span>
        {!option.available && option.reason !== null && (
          <Tag color="default" className="pay-channel__reason">
            {option.reason}
          </Tag>
        )}
      </Radio>
    );
  };

  return (
    <div className="pay-panel" data-testid="pay-panel">
      {(!validation.payable || !validation.canPay) && (
        <Alert type="warning" showIcon title={validation.reason ?? t('payment.pay.unavailable')} className="pay-panel__alert" data-testid="pay-not-payable" />
      )}
      <div className="pay-panel__row">
        <div className="pay-panel__label">{t('payment.pay.payWay')}</div>
        <Radio.Group value={payWay} onChange={(event) => setPayWay(event.target.value as PagePayWay)} data-testid="pay-way">
          {ways.map((way) => (
            <Radio.Button key={way.payWay} value={way.payWay} disabled={!way.available} data-testid={`pay-way-${way.payWay}`}>
              {labelOf(PAY_WAYS, way.payWay, language)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
      {payWay === 2 && validation.downPayment !== null && (
        <Alert
          type="info"
          showIcon
          className="pay-panel__alert"
          data-testid="pay-down-hint"
          title={t('payment.pay.downHint', {
            percent: validation.downPayment.percent,
            amount: formatMoney(validation.downPayment.amountFen),
            balance: formatMoney(validation.downPayment.balanceFen),
            time: formatChinaTime(validation.downPayment.balanceDueAt),
          })}
        />
      )}
      {validation.downPayment !== null && !validation.downPayment.available && validation.downPayment.reason !== null && validation.payable && (
        <div className="pay-panel__hint" data-testid="pay-down-refused">
          {t('payment.pay.downRefused', { reason: validation.downPayment.reason })}
        </div>
      )}
      {isBalancePayment(validation) && (
        <div className="pay-panel__hint" data-testid="pay-balance-hint">
          {t('payment.pay.balanceHint')}
        </div>
      )}
      {needsChannel ? (
        <div className="pay-panel__row">
          <div className="pay-panel__label">{t('payment.pay.channel')}</div>
          <Radio.Group value={channel} onChange={(event) => setChannel(event.target.value as TPayChannel)} className="pay-channel-list" data-testid="pay-channel">
            <Space orientation="vertical" size={12}>
              {channels.map(channelLine)}
            </Space>
          </Radio.Group>
        </div>
      ) : (
        <Alert type="info" showIcon title={t('payment.pay.zeroHint')} className="pay-panel__alert" />
      )}
      {extra}
      <AgreementCheckbox agreement={agreement} withText />
      {problem !== null && <Alert type="error" showIcon title={problem} className="pay-panel__alert" data-testid="pay-problem" />}
      <div className="pay-panel__footer">
        <div className="pay-panel__total">
          {t('payment.common.total')}
          <span className="pay-panel__amount" data-testid="pay-total">
            {amountText}
          </span>
        </div>
        <Button type="primary" size="large" loading={busy && !asking} disabled={!canSubmit} onClick={guard(press)} data-testid="pay-submit">
          {payWay === 0 ? t('payment.pay.zeroSubmit') : t('payment.pay.submitAmount', { amount: amountText })}
        </Button>
      </div>
      <PaymentPasswordDialog
        open={asking}
        isPasswordSet={validation.paymentPasswordSet}
        amountText={amountText}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={(password) => run({ payWay, channel, password })}
      />
    </div>
  );
}
