import type { TOrderCompleteResponse, TUserAddress } from '@coastbook/contracts';
import { ZBookingInfoRequest } from '@coastbook/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesFromOrder, insuredAmountFen, needsDeliveryDoor, needsLoadingDoor, partyFromAddress, toBookingRequest, toDraftRequest, type BookingFormValues } from './booking-form';

const ORDER_ID = '7d0c5c56-1b7e-4c36-9f55-4f0a7f2f3a11';
const door = { region: [{ code: '310000', name: '上海市' }, { code: '310100', name: '上海市' }, { code: '310115', name: '浦东新区' }], detailAddress: '富特北路211号', contact: '周建国', phone: '13761408826', loadingTime: '2026-12-01T09:00:00+08:00' };
const filled: BookingFormValues = {
  shippingTerm: 2,
  shipper: { name: '上海华信', contact: '张伟', phone: '13916820451', address: ' 上海市浦东新区 ', addressId: undefined },
  consignee: { name: '大连港湾', contact: '', phone: '' },
  notifyParty: { name: '', contact: '' },
  cgoBriefDescCde: 'C001',
  weightKg: '12000.5',
  packages: 100,
  packagingCnnme: '纸箱',
  isDangerous: false,
  loadingDoor: door,
  deliveryDoor: door,
  insuranceCode: 'EXTRA_BASE',
  insuredAmountYuan: '100000.50',
  remarks: '',
  agreementTicked: true,
};

describe('the booking form and its calls', () => {
  it('needs the door ends of the shipping term', () => {
    expect([0, 1, 2, 3].map(needsLoadingDoor)).toEqual([false, false, true, true]);
    expect([0, 1, 2, 3].map(needsDeliveryDoor)).toEqual([false, true, false, true]);
  });

  it('turns an address-book entry into a party: the company is the name, mobile before landline', () => {
    const address = { addressId: 'a1', companyName: '上海华信', contactName: '张伟', mobile: null, phone: '021-58881234', fullAddress: '上海市浦东新区张杨路188号' } as TUserAddress;
    expect(partyFromAddress(address)).toEqual({ name: '上海华信', contact: '张伟', phone: '021-58881234', address: '上海市浦东新区张杨路188号', addressId: 'a1' });
    expect(partyFromAddress({ ...address, companyName: null, mobile: '13916820451' }).name).toBe('张伟');
  });

  it('saves a draft with what is filled, trimmed, without the unused door end and empty parties', () => {
    const draft = toDraftRequest(ORDER_ID, filled);
    expect(draft.shipper).toEqual({ name: '上海华信', contact: '张伟', phone: '13916820451', address: '上海市浦东新区' });
    expect(draft.consignee).toEqual({ name: '大连港湾' });
    expect(draft.notifyParty).toBeUndefined();
    expect(draft.loadingDoor).toMatchObject({ regionCodes: ['310000', '310100', '310115'], regionText: '上海市上海市浦东新区' });
    expect(draft.deliveryDoor).toBeUndefined(); // door-to-port: no delivery door
    expect(draft.weightKg).toBe(12000.5);
    expect(draft.insuredAmountFen).toBe(10000050);
    expect(draft.remarks).toBeUndefined();
  });

  it('submits what the server’s schema accepts, and the unticked agreement gets the spec’s message', () => {
    const ok = ZBookingInfoRequest.safeParse(toBookingRequest(ORDER_ID, filled));
    expect(ok.error?.issues ?? []).toEqual([]);
    const unticked = ZBookingInfoRequest.safeParse(toBookingRequest(ORDER_ID, { ...filled, agreementTicked: false }));
    expect(unticked.error?.issues.map((issue) => issue.message)).toEqual(['请勾选已阅读并同意']);
    const noDoor = ZBookingInfoRequest.safeParse(toBookingRequest(ORDER_ID, { ...filled, shippingTerm: 3, deliveryDoor: undefined }));
    expect(noDoor.error?.issues.map((issue) => issue.message)).toEqual(['港到门、门到门须填写送货门点地址']);
  });

  it('has no insured amount without insurance or with a malformed amount', () => {
    expect(insuredAmountFen({ insuranceCode: null, insuredAmountYuan: '100' })).toBeNull();
    expect(insuredAmountFen({ insuranceCode: 'PETTY', insuredAmountYuan: '1.234' })).toBeNull();
    expect(insuredAmountFen({ insuranceCode: 'PETTY', insuredAmountYuan: '0.1' })).toBe(10);
  });

  it('refills the form from a reopened draft and saves the stored region text again', () => {
    const complete = {
      orderInfo: {
        shippingTerm: 2,
        parties: [{ partyType: 'S', name: '上海华信', contact: '张伟', phone: null, address: null, addressId: null }],
        doorAddresses: [{ ioFlag: 'L', regionCodes: ['310000', '310115'], regionText: '上海市浦东新区', detailAddress: '富特北路211号', contact: '周建国', phone: '13761408826', loadingTime: null }],
        cgoBriefDescCde: 'C001',
        weightKg: 10,
        packages: 2,
        packagingCnnme: null,
        isDangerous: true,
        insuranceCode: 'PETTY',
        insuredAmountFen: 12345,
        remarks: null,
      },
    } as unknown as TOrderCompleteResponse;
    const values = formValuesFromOrder(complete);
    expect(values).toMatchObject({ shippingTerm: 2, shipper: { name: '上海华信', contact: '张伟' }, isDangerous: true, insuredAmountYuan: '123.45', agreementTicked: false });
    expect(values.consignee).toBeUndefined();
    expect(toDraftRequest(ORDER_ID, values).loadingDoor).toMatchObject({ regionCodes: ['310000', '310115'], regionText: '上海市浦东新区' });
  });
});
