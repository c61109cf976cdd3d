import { DOOR_ADDRESS_TYPES, ZAddUserAddressRequest, ZUpdateUserAddressRequest, type TUserAddress } from '@coastbook/contracts';
import { ADDRESS_TYPES, TITLE_OPTIONS, type AddressType } from '@coastbook/domain';
import { App, Col, Form, Input, Modal, Radio, Row, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { zodRule } from '../../../lib/zod-rule';
import { addAddress, checkAddressLabelExist, updateAddress } from '../api/addresses';

const shape = ZAddUserAddressRequest.shape;

type AddressFormValues = Record<string, unknown> & { addressType: AddressType; isCompany: 0 | 1; label: string; isDefault?: boolean };

/** Add or edit an address-book entry; the label is checked for uniqueness within its type on blur. */
export function AddressFormModal(props: {
  open: boolean;
  addressType: AddressType;
  /** The types the type select offers (all when absent). */
  types?: readonly AddressType[] | undefined;
  editing: TUserAddress | null;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<AddressFormValues>();
  const [saving, setSaving] = useState(false);
  const addressType = Form.useWatch('addressType', form) ?? props.addressType;
  const isCompany = Form.useWatch('isCompany', form);
  const { open, editing } = props;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      const values = Object.fromEntries(Object.entries(editing).map(([key, value]) => [key, value ?? undefined]));
      form.setFieldsValue({ ...values, addressType: editing.addressType as AddressType, isCompany: editing.isCompany === 1 ? 1 : 0, isDefault: editing.isDefault === 1 });
    } else {
      form.setFieldsValue({ addressType: props.addressType, isCompany: 1, isDefault: false });
    }
  }, [open, editing, props.addressType, form]);

  const save = async () => {
    const values = await form.validateFields();
    const body = { ...values, isDefault: values.isDefault ? 1 : 0 };
    setSaving(true);
    try {
      if (editing) await updateAddress(ZUpdateUserAddressRequest.parse({ ...body, addressId: editing.addressId }));
      else await addAddress(ZAddUserAddressRequest.parse(body));
      message.success(t('accounts.common.done'));
      props.onClose(true);
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const isDoor = DOOR_ADDRESS_TYPES.includes(addressType);
  return (
    <Modal
      open={open}
      width={760}
      title={editing ? t('accounts.address.edit') : t('accounts.address.add')}
      onCancel={() => props.onClose(false)}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="address-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="addressType" label={t('accounts.address.type')} rules={[zodRule(shape.addressType)]}>
              <Select disabled={editing !== null} options={ADDRESS_TYPES.filter((item) => props.types === undefined || props.types.includes(item.value)).map((item) => ({ value: item.value, label: item[language] }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="label"
              label={t('accounts.address.label')}
              required
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                zodRule(shape.label),
                {
                  validateTrigger: 'onBlur',
                  validator: async (_rule, value: string | undefined) => {
                    if (!value || !shape.label.safeParse(value).success) return;
                    try {
                      await checkAddressLabelExist({ addressType, label: value.trim(), ...(editing ? { addressId: editing.addressId } : {}) });
                    } catch (error) {
                      throw new Error(errorMessage(error), { cause: error });
                    }
                  },
                },
              ]}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="isCompany" label={t('accounts.address.partyKind')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('accounts.address.company') },
                  { value: 0, label: t('accounts.address.person') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="companyName" label={t('accounts.address.companyName')} required={isCompany === 1} rules={[zodRule(shape.companyName)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="contactName" label={t('accounts.address.contactName')} required rules={[zodRule(shape.contactName)]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="title" label={t('accounts.address.title')}>
              <Select allowClear options={TITLE_OPTIONS.map((item) => ({ value: item.value, label: item[language] }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="mobile" label={t('accounts.address.mobile')} rules={[zodRule(shape.mobile)]}>
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="phone" label={t('accounts.address.phone')} rules={[zodRule(shape.phone)]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label={t('accounts.address.email')} rules={[zodRule(shape.email)]}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="isDefault" label={t('accounts.address.isDefault')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="provinceName" label={t('accounts.address.province')} required={isDoor} rules={[zodRule(shape.provinceName)]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="cityName" label={t('accounts.address.city')} required={isDoor} rules={[zodRule(shape.cityName)]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="countyName" label={t('accounts.address.county')} required={isDoor} rules={[zodRule(shape.countyName)]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="detailAddress" label={t('accounts.address.detail')} required={isDoor} rules={[zodRule(shape.detailAddress)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
