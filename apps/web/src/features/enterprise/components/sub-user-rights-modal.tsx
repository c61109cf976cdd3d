import { ORDER_VISIBILITY, SUB_USER_RIGHTS, type OrderVisibility, type SubUserRight } from '@coastbook/domain';
import { Checkbox, Form, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';

export interface SubUserRightsValues {
  visibility: OrderVisibility;
  rights: SubUserRight[];
}

/**
 * Order visibility (ALL / OWN) and sub-user rights (user_pay, user_pre_deposit, user_auto_invoice,
 * user_demurrage_deduction, 000 §6): used to approve link requests and to edit a sub-account.
 */
export function SubUserRightsModal(props: {
  open: boolean;
  title: string;
  initial?: SubUserRightsValues;
  confirming: boolean;
  onConfirm: (values: SubUserRightsValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [form] = Form.useForm<SubUserRightsValues>();
  const { open, initial } = props;
  useEffect(() => {
    if (open) form.setFieldsValue(initial ?? { visibility: 'OWN', rights: [] });
  }, [open, initial, form]);

  return (
    <Modal
      open={open}
      title={props.title}
      onCancel={props.onCancel}
      onOk={() => void form.validateFields().then(props.onConfirm)}
      confirmLoading={props.confirming}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'rights-modal-ok' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" data-testid="rights-modal">
        <Form.Item name="visibility" label={t('accounts.subUsers.visibility')} rules={[{ required: true }]}>
          <Radio.Group options={ORDER_VISIBILITY.map((option) => ({ value: option.value, label: option[language] }))} />
        </Form.Item>
        <Form.Item name="rights" label={t('accounts.subUsers.rights')}>
          <Checkbox.Group options={SUB_USER_RIGHTS.map((option) => ({ value: option.value, label: option[language] }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
