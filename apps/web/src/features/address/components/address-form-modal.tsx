import { DOOR_ADDRESS_TYPES, ZAddUserAddressRequest, ZUpdateUserAddressRequest, type TUserAddress } from '@coastbook/contracts';
import { ADDRESS_TYPES, TITLE_OPTIONS, type AddressType } from '@coastbook/domain';
import { App, Button, Col, Form, Input, Modal, Radio, Row, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { formErrorsOf, zodFormRule, zodRule } from '../../../lib/zod-rule';
import { addAddress, checkAddressLabelExist, updateAddress } from '../api/addresses';
import { getCommonAddresses, queryAddressCityLevel, queryCitiesByDetailAddress } from '../api/regions';
import { RegionPicker, type RegionPick } from './region-picker';

const shape = ZAddUserAddressRequest.shape;

type AddressFormValues = Record<string, unknown> & { addressType: AddressType; isCompany: 0 | 1; label: string; isDefault?: boolean; region?: RegionPick[] };

/** Address fields each region level fills (001 §9 levels). */
const LEVEL_FIELDS: Record<RegionPick['level'], [code: string, name: string]> = {
  Province: ['provinceCode', 'provinceName'],
  City: ['cityCode', 'cityName'],
  County: ['countyCode', 'countyName'],
  Towns: ['townCode', 'townName'],
  Street: ['streetCode', 'streetName'],
};

/** The picked chain as the address's code and name fields (levels not picked are cleared). */
function regionFields(chain: readonly RegionPick[] | undefined): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const [code, name] of Object.values(LEVEL_FIELDS)) {
    fields[code] = undefined;
    fields[name] = undefined;
  }
  for (const region of chain ?? []) {
    const [code, name] = LEVEL_FIELDS[region.level];
    fields[code] = region.code;
    fields[name] = region.name;
  }
  return fields;
}

/** The chain of a stored address: by its deepest code, else recognised from its names (older entries have names only). */
async function chainOfAddress(address: Partial<TUserAddress>): Promise<RegionPick[]> {
  const code = address.townCode ?? address.countyCode ?? address.cityCode ?? address.provinceCode;
  if (code) return queryAddressCityLevel(code);
  const names = [address.provinceName, address.cityName, address.countyName, address.townName].filter(Boolean).join('');
  return names.length >= 2 ? queryCitiesByDetailAddress(names) : [];
}

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
      void chainOfAddress(editing).then((chain) => form.setFieldValue('region', chain), () => undefined);
    } else {
      form.setFieldsValue({ addressType: props.addressType, isCompany: 1, isDefault: false });
    }
  }, [open, editing, props.addressType, form]);

  const save = async () => {
    const { region, ...values } = await form.validateFields();
    const body = { ...values, ...regionFields(region), isDefault: values.isDefault ? 1 : 0 };
    setSaving(true);
    try {
      if (editing) await updateAddress(ZUpdateUserAddressRequest.parse({ ...body, addressId: editing.addressId }));
      else await addAddress(ZAddUserAddressRequest.parse(body));
      message.success(t('accounts.common.done'));
      props.onClose(true);
    } catch (error) {
      // A rule between fields that the fields' own rules did not show: at its field, not as "连接服务器失败".
      if (error instanceof z.ZodError) form.setFields(formErrorsOf(error, language, { provinceName: 'region' }));
      else message.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const isDoor = DOOR_ADDRESS_TYPES.includes(addressType);
  const commonType = !editing && (addressType === 'L' || addressType === 'D') ? addressType : undefined;
  const [common, setCommon] = useState<TUserAddress[]>([]);
  useEffect(() => {
    if (!open || !commonType) {
      setCommon([]);
      return;
    }
    let alive = true;
    void getCommonAddresses(commonType).then((list) => alive && setCommon(list), () => alive && setCommon([]));
    return () => {
      alive = false;
    };
  }, [open, commonType]);

  /** Copies a common door address into the form (not its label or default flag: this is a new entry). */
  const pickCommon = (addressId: string) => {
    const picked = common.find((address) => address.addressId === addressId);
    if (!picked) return;
    const { addressId: _id, label: _label, isDefault: _default, addressType: _type, ...rest } = picked;
    const values = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value ?? undefined]));
    form.setFieldsValue({ ...values, isCompany: picked.isCompany === 1 ? 1 : 0 });
    void chainOfAddress(picked).then((chain) => form.setFieldValue('region', chain), () => undefined);
  };

  const [recognising, setRecognising] = useState(false);
  const recognise = async () => {
    const detail = (form.getFieldValue('detailAddress') as string | undefined)?.trim() ?? '';
    if (detail.length < 2) return;
    setRecognising(true);
    try {
      const chain = await queryCitiesByDetailAddress(detail);
      form.setFieldValue('region', chain);
      await form.validateFields(['region']).catch(() => undefined);
      message.success(t('accountRequests.address.recognised', { names: chain.map((region) => region.name).join(' / ') }));
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setRecognising(false);
    }
  };
  const typeLabel = ADDRESS_TYPES.find((item) => item.value === addressType)?.[language] ?? '';
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
          {commonType && (
            <Col span={24}>
              <Form.Item label={t('accountRequests.address.common')}>
                <Select
                  allowClear
                  placeholder={t('accountRequests.address.commonPlaceholder', { type: typeLabel })}
                  notFoundContent={t('accountRequests.address.commonEmpty')}
                  options={common.map((address) => ({
                    value: address.addressId,
                    label: `${address.label} · ${[address.provinceName, address.cityName, address.countyName, address.detailAddress].filter(Boolean).join('')}`,
                  }))}
                  onChange={(addressId?: string) => addressId && pickCommon(addressId)}
                  data-testid="address-common"
                />
              </Form.Item>
            </Col>
          )}
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
            <Form.Item
              name="companyName"
              label={t('accounts.address.companyName')}
              required={isCompany === 1}
              dependencies={['isCompany']}
              rules={[zodFormRule(ZAddUserAddressRequest, 'companyName')]}
            >
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
            <Form.Item name="mobile" label={t('accounts.address.mobile')} dependencies={['phone']} rules={[zodFormRule(ZAddUserAddressRequest, 'mobile')]}>
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
          <Col span={24}>
            <Form.Item
              name="region"
              label={t('accountRequests.address.region')}
              required={isDoor}
              rules={[
                {
                  validator: async (_rule, chain: RegionPick[] | undefined) => {
                    // A door address needs its county (the spec's '请选择省/市/区'); other types may leave the region out.
                    if (isDoor && !(chain ?? []).some((region) => region.level === 'County')) throw new Error(t('accountRequests.address.regionRequired'));
                  },
                },
              ]}
            >
              <RegionPicker testId="address-region" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('accounts.address.detail')} required={isDoor}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="detailAddress" noStyle dependencies={['addressType']} rules={[zodFormRule(ZAddUserAddressRequest, 'detailAddress')]}>
                  <Input maxLength={100} data-testid="address-detail" />
                </Form.Item>
                <Button onClick={() => void recognise()} loading={recognising} data-testid="address-recognise">
                  {t('accountRequests.address.recognise')}
                </Button>
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
