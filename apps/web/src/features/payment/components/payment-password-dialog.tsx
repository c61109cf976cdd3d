import { PAYMENT_PASSWORD_LENGTH } from '@coastbook/domain';
import { Alert, Form, Input, Modal, Space, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useButtonLock } from '../../../lib/button-lock';
import { useSession } from '../../../session/session-store';
import { usePaymentPasswordIsSet } from '../api/blank-note-calls';

export interface PaymentPasswordDialogProps {
  open: boolean;
  /**
   * Whether the user has a payment password (payment/validate's paymentPasswordSet); pages without that
   * answer leave it out and the dialog asks isPaymentPasswordSetBefore for the logged-in user.
   */
  isPasswordSet?: boolean;
  /** What is being paid, formatted (shown above the field). */
  amountText: string;
  busy: boolean;
  /**
   * The plain 6 digits; the caller encrypts them before they leave (001 §5). Resolves true when the call went
   * through (the caller closes the dialog), false when it was refused (a wrong password): the field is cleared
   * and the next press is taken at once, not after the double-click lock.
   */
  onConfirm: (password: string) => Promise<boolean>;
  onCancel: () => void;
}

const digitsOnly = (event: { target: { value: string } }) => event.target.value.replace(/\D/g, '');

/**
 * The payment-password prompt of prepaid and credit payments. Without a password it says so and links to
 * /password-management (set) ; "forgot" links to /resetPaymentPassword (SMS reset).
 */
export function PaymentPasswordDialog({ open, isPasswordSet: known, amountText, busy, onConfirm, onCancel }: PaymentPasswordDialogProps) {
  const { t } = useTranslation();
  const userId = useSession((session) => session.user?.userId);
  const asked = usePaymentPasswordIsSet(known === undefined ? userId : undefined);
  const isPasswordSet = known ?? asked.data ?? true;
  const [form] = Form.useForm<{ password: string }>();
  // The dialog's OK pays: it has its own 2000 ms double-click guard.
  const guard = useButtonLock();

  useEffect(() => {
    if (!open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const { password } = await form.validateFields();
    if (await onConfirm(password)) return;
    form.resetFields();
    // A rejected press releases useButtonLock: the refusal is an answer, nothing is in flight any more.
    throw new Error('payment refused');
  };

  return (
    <Modal
      open={open}
      title={t('payment.password.title')}
      okText={t('payment.password.confirm')}
      cancelText={t('payment.password.cancel')}
      confirmLoading={busy}
      onOk={guard(submit)}
      onCancel={onCancel}
      okButtonProps={{ disabled: !isPasswordSet, 'data-testid': 'pay-password-confirm' } as ButtonProps}
      destroyOnHidden
    >
      <div data-testid="pay-password-dialog">
        <p className="payment-password__amount">{t('payment.password.amount', { amount: amountText })}</p>
        {isPasswordSet ? (
          <Form form={form} layout="vertical">
            <Form.Item
              name="password"
              label={t('payment.password.label')}
              getValueFromEvent={digitsOnly}
              rules={[
                { required: true, message: t('payment.password.required') },
                { len: PAYMENT_PASSWORD_LENGTH, message: t('payment.password.required') },
              ]}
            >
              <Input.Password
                maxLength={PAYMENT_PASSWORD_LENGTH}
                inputMode="numeric"
                autoComplete="off"
                autoFocus
                placeholder={t('payment.password.placeholder')}
                onPressEnter={guard(submit)}
                data-testid="pay-password-input"
              />
            </Form.Item>
          </Form>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t('payment.password.notSet')}
            action={<Link to="/password-management">{t('payment.password.setNow')}</Link>}
            data-testid="pay-password-not-set"
          />
        )}
        <Space className="payment-password__links">
          <span>{t('payment.password.forgot')}</span>
          <Link to="/resetPaymentPassword" data-testid="pay-password-reset-link">
            {t('payment.password.reset')}
          </Link>
        </Space>
      </div>
    </Modal>
  );
}
