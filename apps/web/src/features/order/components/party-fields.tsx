import type { TUserAddress } from '@coastbook/contracts';
import { ZOrderPartyInput, ZOrderPhone } from '@coastbook/contracts';
import { Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule';
import { optionalZodRule } from '../lib/optional-rule';
import { useOrderAddresses } from '../api/booking-options';
import { PARTY_ADDRESS_TYPE, partyFromAddress, type BookingFormValues, type PartyKey } from '../lib/booking-form';

/**
 * One party of the order (shipper, consignee, notify party, booking agent): picked from the address
 * book (entries of its type, default first) or typed. Shipper and consignee are required.
 */
export function PartyFields({ party, form, required }: { party: PartyKey; form: FormInstance<BookingFormValues>; required: boolean }) {
  const { t } = useTranslation();
  const addresses = useOrderAddresses(PARTY_ADDRESS_TYPE[party]);
  const pick = (addressId: string | undefined) => {
    const address = addresses.data?.find((candidate) => candidate.addressId === addressId);
    if (address === undefined) {
      form.setFieldValue([party, 'addressId'], undefined);
      return;
    }
    form.setFieldValue(party, partyFromAddress(address));
    void form.validateFields([[party, 'name']]).catch(() => undefined);
  };
  const labelOf = (address: TUserAddress) => `${address.label} · ${address.companyName ?? address.contactName}`;
  const nameRule = required ? zodRule(ZOrderPartyInput.shape.name) : optionalZodRule(ZOrderPartyInput.shape.name);

  return (
    <div className="order-party" data-testid={`party-${party}`}>
      <div className="order-party__head">
        <h3>
          {required && <span className="order-required">*</span>}
          {t(`order.booking.party.${party}`)}
        </h3>
        <Form.Item name={[party, 'addressId']} noStyle>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            className="order-party__picker"
            placeholder={t('order.booking.party.pickFromBook')}
            loading={addresses.isFetching}
            notFoundContent={t('order.booking.party.bookEmpty')}
            options={(addresses.data ?? []).map((address) => ({ value: address.addressId, label: labelOf(address) }))}
            onChange={(value: string | undefined) => pick(value)}
            data-testid={`party-${party}-picker`}
          />
        </Form.Item>
      </div>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name={[party, 'name']} label={t('order.booking.party.name')} rules={[nameRule]}>
            <Input maxLength={100} data-testid={`party-${party}-name`} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name={[party, 'contact']} label={t('order.booking.party.contact')}>
            <Input maxLength={50} data-testid={`party-${party}-contact`} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name={[party, 'phone']} label={t('order.booking.party.phone')} rules={[optionalZodRule(ZOrderPhone)]}>
            <Input maxLength={30} data-testid={`party-${party}-phone`} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={[party, 'address']} label={t('order.booking.party.address')}>
            <Input maxLength={200} data-testid={`party-${party}-address`} />
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
}
