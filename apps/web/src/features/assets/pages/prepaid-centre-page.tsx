import { MIN_ONLINE_TOPUP_FEN, PAYMENT_CHANNELS, QR_PAY_CHANNELS, formatMoney, labelOf, type QrPayChannel } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Form, Input, Radio, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { useButtonLock } from '../../../lib/button-lock';
import { useMoneyAction } from '../../../lib/money-action';
import { useUiLanguage } from '../../../i18n/use-language';
import { FileUpload } from '../../file';
import { qrCodePath } from '../../payment';
import { assetsQueryKeys, insertOfflinePay, requestOnlineRecharge, useBalanceAccount } from '../api/assets-calls';
import { checkAmount } from '../amount-input';
import { amountRule } from '../components/amount-rule';
import '../assets.css';

function OnlineTopUp() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const guard = useButtonLock();
  const topUp = useMoneyAction([assetsQueryKeys.all]);
  const [form] = Form.useForm<{ amount: string; channel: QrPayChannel }>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    const check = checkAmount(values.amount, { minFen: MIN_ONLINE_TOPUP_FEN });
    if (!check.ok) return;
    setBusy(true);
    try {
      const request = { amountFen: check.fen, channel: values.channel };
      const payment = await topUp.send(request, (idempotencyKey) => requestOnlineRecharge(request, idempotencyKey));
      await navigate(qrCodePath(payment.payNo));
    } catch (error) {
      void message.error(topUp.messageFor(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ channel: 'WECHAT' }} className="assets-form" data-testid="topup-online-form">
      <p className="assets-page__intro">{t('assets.prepaid.onlineIntro')}</p>
      <Form.Item name="amount" label={t('assets.prepaid.amount')} required rules={[amountRule(t, () => ({ minFen: MIN_ONLINE_TOPUP_FEN }))]}>
        <Input prefix="¥" placeholder={t('assets.prepaid.amountPlaceholder')} style={{ width: 240 }} maxLength={13} data-testid="topup-amount" />
      </Form.Item>
      <Form.Item name="channel" label={t('assets.prepaid.channel')} required>
        <Radio.Group>
          {QR_PAY_CHANNELS.map((channel) => (
            <Radio.Button key={channel} value={channel} data-testid={`topup-channel-${channel}`}>
              {labelOf(PAYMENT_CHANNELS, channel, language)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Button type="primary" loading={busy} onClick={guard(submit)} data-testid="topup-online-submit">
        {t('assets.prepaid.submitOnline')}
      </Button>
    </Form>
  );
}

interface OfflineValues {
  amount: string;
  payerAccountName: string;
  payerBankName?: string;
  transferDate: Dayjs;
  voucherFileIds: string[];
  remark?: string;
}

function OfflineTopUp() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const guard = useButtonLock();
  const topUp = useMoneyAction([assetsQueryKeys.all]);
  const [form] = Form.useForm<OfflineValues>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    const check = checkAmount(values.amount);
    if (!check.ok) return;
    setBusy(true);
    try {
      const request = {
        amountFen: check.fen,
        payerAccountName: values.payerAccountName.trim(),
        ...(values.payerBankName?.trim() ? { payerBankName: values.payerBankName.trim() } : {}),
        transferDate: values.transferDate.format('YYYY-MM-DD'),
        voucherFileIds: values.voucherFileIds,
        ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
      };
      await topUp.send(request, (idempotencyKey) => insertOfflinePay(request, idempotencyKey));
      void message.success(t('assets.prepaid.offlineSubmitted'));
      form.resetFields();
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: assetsQueryKeys.all });
    } catch (error) {
      void message.error(topUp.messageFor(error));
    } finally {
      setBusy(false);
    }
  };

  const required = (field: string) => ({ required: true, message: t('assets.prepaid.required', { field }) });

  return (
    <Form form={form} layout="vertical" className="assets-form" data-testid="topup-offline-form">
      <p className="assets-page__intro">{t('assets.prepaid.offlineIntro')}</p>
      {done && (
        <Alert
          type="success"
          showIcon
          title={t('assets.prepaid.offlineSubmitted')}
          action={<LinkButton to="/accountStore/storeOfflineRecord">{t('assets.prepaid.records')}</LinkButton>}
          className="assets-page__alert"
          data-testid="topup-offline-done"
        />
      )}
      <Form.Item name="amount" label={t('assets.prepaid.amount')} required rules={[amountRule(t)]}>
        <Input prefix="¥" placeholder={t('assets.prepaid.amountPlaceholder')} style={{ width: 240 }} maxLength={13} data-testid="offline-amount" />
      </Form.Item>
      <Form.Item name="payerAccountName" label={t('assets.prepaid.payerName')} rules={[required(t('assets.prepaid.payerName')), { max: 60 }]}>
        <Input placeholder={t('assets.prepaid.payerNamePlaceholder')} maxLength={60} style={{ width: 360 }} data-testid="offline-payer" />
      </Form.Item>
      <Form.Item name="payerBankName" label={t('assets.prepaid.payerBank')} rules={[{ max: 60 }]}>
        <Input maxLength={60} style={{ width: 360 }} data-testid="offline-bank" />
      </Form.Item>
      <Form.Item name="transferDate" label={t('assets.prepaid.transferDate')} rules={[required(t('assets.prepaid.transferDate'))]}>
        <DatePicker data-testid="offline-date" />
      </Form.Item>
      <Form.Item name="voucherFileIds" label={t('assets.prepaid.voucher')} rules={[{ required: true, type: 'array', min: 1, message: t('assets.prepaid.voucherRequired') }]}>
        <FileUpload fileType="orderAttachment" maxCount={5} testId="offline-voucher" />
      </Form.Item>
      <Form.Item name="remark" label={t('assets.common.remark')} rules={[{ max: 200 }]}>
        <Input.TextArea maxLength={200} rows={2} style={{ maxWidth: 480 }} />
      </Form.Item>
      <Space>
        <Button type="primary" loading={busy} onClick={guard(submit)} data-testid="topup-offline-submit">
          {t('assets.prepaid.submitOffline')}
        </Button>
        <LinkButton type="link" to="/accountStore/storeOfflineRecord">
          {t('assets.prepaid.records')}
        </LinkButton>
      </Space>
    </Form>
  );
}

/** /accountStore/stabs (member_account_recharge): the prepaid centre — online top-up by QR, offline declaration with voucher. */
export function PrepaidCentrePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const balance = useBalanceAccount();
  const tab = params.get('tab') === 'offline' ? 'offline' : 'online';
  return (
    <section className="page-card assets-page" data-testid="prepaid-centre-page">
      <h1 className="assets-page__title">{t('assets.prepaid.title')}</h1>
      <div className="assets-page__balance">
        {t('assets.my.balance')}：<strong data-testid="prepaid-balance">{balance.data ? formatMoney(balance.data.balanceFen) : '—'}</strong>
      </div>
      {balance.data && !balance.data.canPrepay && <Alert type="warning" showIcon title={t('assets.prepaid.noRight')} className="assets-page__alert" />}
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'offline' ? { tab: 'offline' } : {}, { replace: true })}
        items={[
          { key: 'online', label: t('assets.prepaid.online'), children: <OnlineTopUp /> },
          { key: 'offline', label: t('assets.prepaid.offline'), children: <OfflineTopUp /> },
        ]}
      />
    </section>
  );
}
