import type { TUserAddress } from '@coastbook/contracts';
import { ZOrderDoorAddressInput } from '@coastbook/contracts';
import { ORDER_NOTICES } from '@coastbook/domain';
import { Alert, Col, DatePicker, Form, Input, Row, Select, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RegionPicker, type RegionPick } from '../../address';
import { useUiLanguage } from '../../../i18n/use-language';
import { zodRule } from '../../../lib/zod-rule';
import { queryRegionsOfAddress, useOrderAddresses } from '../api/booking-options';
import type { BookingFormValues, RegionValue } from '../lib/booking-form';

const toPick = (region: RegionValue[] | undefined): RegionPick[] | undefined =>
  region?.map((item) => ({ uuid: item.code, code: item.code, name: item.name, level: 'Province' as RegionPick['level'] }));

/**
 * A door end of the order (L loading for door-to-port/door-to-door, D delivery for port-to-door/
 * door-to-door): picked from the address book's door addresses or typed, with the door-point region
 * tree, the contact, and the loading time with the loading-time warning of 001 §8.
 */
export function DoorFields({ door, form }: { door: 'loadingDoor' | 'deliveryDoor'; form: FormInstance<BookingFormValues> }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const addresses = useOrderAddresses(door === 'loadingDoor' ? 'L' : 'D');
  const shape = ZOrderDoorAddressInput.shape;

  const pick = async (addressId: string) => {
    const address: TUserAddress | undefined = addresses.data?.find((candidate) => candidate.addressId === addressId);
    if (address === undefined) return;
    form.setFieldValue([door, 'detailAddress'], [address.townName, address.streetName, address.detailAddress].filter(Boolean).join(''));
    form.setFieldValue([door, 'contact'], address.contactName);
    form.setFieldValue([door, 'phone'], address.mobile ?? address.phone ?? undefined);
    // Seeded and typed entries may lack region codes: let the server read them from the address text.
    const chain = await queryRegionsOfAddress(address.fullAddress).catch(() => []);
    const upToCounty = chain.filter((region) => region.level === 'Province' || region.level === 'City' || region.level === 'County');
    if (upToCounty.length > 0) form.setFieldValue([door, 'region'], upToCounty.map((region) => ({ code: region.code, name: region.name })));
    void form.validateFields([[door, 'region'], [door, 'detailAddress'], [door, 'contact'], [door, 'phone']]).catch(() => undefined);
  };

  return (
    <div className="order-door" data-testid={`door-${door}`}>
      <div className="order-party__head">
        <h3>
          <span className="order-required">*</span>
          {t(`order.booking.door.${door}`)}
        </h3>
        <Select
          allowClear
          className="order-party__picker"
          placeholder={t('order.booking.door.pickFromBook')}
          loading={addresses.isFetching}
          notFoundContent={t('order.booking.party.bookEmpty')}
          options={(addresses.data ?? []).map((address) => ({ value: address.addressId, label: `${address.label} · ${address.fullAddress}` }))}
          onChange={(value: string | undefined) => value && void pick(value)}
          data-testid={`door-${door}-picker`}
        />
      </div>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name={[door, 'region']}
            label={t('order.booking.door.region')}
            rules={[{ validator: async (_rule, value: RegionValue[] | undefined) => { if (!value || value.length === 0) throw new Error(t('order.booking.door.regionRequired')); } }]}
            getValueProps={(value: RegionValue[] | undefined) => ({ value: toPick(value) })}
            normalize={(chain: RegionPick[]) => chain.map((region) => ({ code: region.code, name: region.name }))}
          >
            <RegionPicker testId={`door-${door}-region`} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name={[door, 'detailAddress']} label={t('order.booking.door.detail')} rules={[zodRule(shape.detailAddress)]}>
            <Input maxLength={200} data-testid={`door-${door}-detail`} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name={[door, 'contact']} label={t('order.booking.door.contact')} rules={[zodRule(shape.contact)]}>
            <Input maxLength={50} data-testid={`door-${door}-contact`} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name={[door, 'phone']} label={t('order.booking.door.phone')} rules={[zodRule(shape.phone)]}>
            <Input maxLength={30} data-testid={`door-${door}-phone`} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name={[door, 'loadingTime']}
            label={t(door === 'loadingDoor' ? 'order.booking.door.loadingTime' : 'order.booking.door.deliveryTime')}
            getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : undefined })}
            normalize={(value: Dayjs | null) => (value ? value.second(0).format() : undefined)}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid={`door-${door}-time`} />
          </Form.Item>
        </Col>
      </Row>
      <Alert type="warning" showIcon className="order-notice" data-testid="loading-time-warning" title={ORDER_NOTICES.loadingTime[language]} />
    </div>
  );
}
