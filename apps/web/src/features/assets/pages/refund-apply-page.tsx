import { ERRORS, formatMoney, holdsPermission, PERMISSIONS } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/transport';
import { LinkButton } from '../../../components/link-button';
import { useButtonLock } from '../../../lib/button-lock';
import { useMoneyAction } from '../../../lib/money-action';
import { useSession } from '../../../session/session-store';
import { assetsQueryKeys, createWithdrawal, useBalanceAccount, useEnterpriseBankAccount } from '../api/assets-calls';
import { checkAmount } from '../amount-input';
import { amountRule } from '../components/amount-rule';
import '../assets.css';

/** The enterprise bank information page (user info → enterprise info → bank account information). */
const BANK_INFO_PATH = '/auth/modify';

/**
 * /assetsManagement/refundApply: a withdrawal of prepaid balance to the enterprise's verified bank account
 * (the amount is frozen at once; finance pays it out or rejects it). When the server refuses because the
 * bank information is not verified, its 001 §8 message is shown with a link to the bank information.
 */
export function RefundApplyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const guard = useButtonLock();
  const withdrawal = useMoneyAction([assetsQueryKeys.all]);
  const balance = useBalanceAccount();
  const bank = useEnterpriseBankAccount();
  const [form] = Form.useForm<{ amount: string; remark?: string }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const available = balance.data?.balanceFen ?? 0;
  const bankRefusal = refusal ?? (bank.error instanceof ApiError ? bank.error : null);
  const isBankNotVerified = bankRefusal !== null && bankRefusal.code === ERRORS.ASSETS_BANK_NOT_VERIFIED.code;
  // A sub-account with the withdrawal right cannot open the enterprise information: its main account completes it.
  const canEditBankInfo = useSession((session) => holdsPermission(session.functionCodes, PERMISSIONS.enterpriseInfo));

  const submit = async () => {
    const values = await form.validateFields();
    const check = checkAmount(values.amount, { maxFen: available });
    if (!check.ok) return;
    setBusy(true);
    setRefusal(null);
    try {
      const request = { amountFen: check.fen, ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}) };
      await withdrawal.send(request, (idempotencyKey) => createWithdrawal(request, idempotencyKey));
      void message.success(t('assets.refundApply.submitted'));
      await queryClient.invalidateQueries({ queryKey: assetsQueryKeys.all });
      await navigate('/accountStore/refundApplyRecord');
    } catch (error) {
      if (error instanceof ApiError && error.isBusinessRefusal) setRefusal(error);
      void message.error(withdrawal.messageFor(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card assets-page" data-testid="refund-apply-page">
      <h1 className="assets-page__title">{t('assets.refundApply.title')}</h1>
      <p className="assets-page__intro">{t('assets.refundApply.intro')}</p>
      {bankRefusal !== null && (
        <Alert
          type="warning"
          showIcon
          className="assets-page__alert"
          title={<span data-testid="refund-bank-refusal">{bankRefusal.msg}</span>}
          action={
            !isBankNotVerified ? undefined : canEditBankInfo ? (
              <LinkButton size="small" to={BANK_INFO_PATH} data-testid="refund-bank-link">
                {t('assets.refundApply.bankInfoLink')}
              </LinkButton>
            ) : (
              <span data-testid="refund-bank-ask-main">{t('assets.refundApply.bankInfoAskMain')}</span>
            )
          }
        />
      )}
      {balance.isPending || bank.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            className="assets-page__descriptions"
            items={[
              { key: 'available', label: t('assets.refundApply.available'), children: <strong data-testid="refund-available">{formatMoney(available)}</strong> },
              ...(bank.data
                ? [
                    { key: 'name', label: t('assets.refundApply.accountName'), children: bank.data.bankAccountName },
                    { key: 'bank', label: t('assets.refundApply.bankName'), children: [bank.data.bankName, bank.data.bankBranch].filter(Boolean).join(' ') },
                    { key: 'no', label: t('assets.refundApply.accountNo'), children: <span data-testid="refund-bank-no">{bank.data.bankAccountNoMasked}</span> },
                  ]
                : []),
            ]}
          />
          <Form form={form} layout="vertical" className="assets-form" disabled={!bank.data}>
            <Form.Item name="amount" label={t('assets.refundApply.amount')} required rules={[amountRule(t, () => ({ maxFen: available }))]}>
              <Input prefix="¥" style={{ width: 240 }} maxLength={13} data-testid="refund-amount" />
            </Form.Item>
            <Form.Item name="remark" label={t('assets.refundApply.reason')} rules={[{ max: 200 }]}>
              <Input.TextArea rows={2} maxLength={200} placeholder={t('assets.refundApply.reasonPlaceholder')} style={{ maxWidth: 480 }} />
            </Form.Item>
            <Space>
              <Button type="primary" loading={busy} onClick={guard(submit)} data-testid="refund-submit">
                {t('assets.refundApply.submit')}
              </Button>
              <LinkButton type="link" to="/accountStore/refundApplyRecord">
                {t('assets.refundApply.records')}
              </LinkButton>
            </Space>
          </Form>
        </>
      )}
    </section>
  );
}
