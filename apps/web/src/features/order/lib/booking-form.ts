import type { TBookingInfoRequest, TOrderCompleteResponse, TOrderPartyInput, TSaveDraftOrderRequest, TUserAddress } from '@coastbook/contracts';
import { fenToYuanString, isValidAmount, yuanToFen } from '@coastbook/domain';

/**
 * The booking form's values and their translation into the booking calls (001 §7 "Cargo and order
 * creation"). Plain functions so the rules are tested without a browser: which door ends a shipping
 * term needs, how a picked address-book entry becomes a party, how a draft refills the form.
 */

export type PartyKey = 'shipper' | 'consignee' | 'notifyParty' | 'bookingAgent';
export const PARTY_KEYS: readonly PartyKey[] = ['shipper', 'consignee', 'notifyParty', 'bookingAgent'];
/** Address-book type of each party (001 §3 address types). */
export const PARTY_ADDRESS_TYPE: Record<PartyKey, 'S' | 'C' | 'N' | 'B'> = { shipper: 'S', consignee: 'C', notifyParty: 'N', bookingAgent: 'B' };

export interface PartyValues {
  name?: string;
  contact?: string;
  phone?: string;
  address?: string;
  addressId?: string;
}

export interface RegionValue {
  code: string;
  name: string;
}

export interface DoorValues {
  region?: RegionValue[];
  /** The stored region text of a reopened draft (the picker then only knows the codes). */
  regionText?: string;
  detailAddress?: string;
  contact?: string;
  phone?: string;
  /** ISO 8601 with offset, as the contract wants. */
  loadingTime?: string;
}

export interface BookingFormValues {
  shippingTerm: number;
  shipper?: PartyValues;
  consignee?: PartyValues;
  notifyParty?: PartyValues;
  bookingAgent?: PartyValues;
  cgoBriefDescCde?: string;
  weightKg?: number | string;
  packages?: number | string;
  packagingCnnme?: string;
  isDangerous?: boolean;
  loadingDoor?: DoorValues;
  deliveryDoor?: DoorValues;
  insuranceCode?: string | null;
  /** Yuan as typed (up to two decimals). */
  insuredAmountYuan?: string;
  remarks?: string;
  agreementTicked?: boolean;
}

/** Door-to-port and door-to-door pick up at a loading door (001 §9 shipping terms). */
export function needsLoadingDoor(shippingTerm: number | undefined): boolean {
  return shippingTerm === 2 || shippingTerm === 3;
}

/** Port-to-door and door-to-door deliver to a door. */
export function needsDeliveryDoor(shippingTerm: number | undefined): boolean {
  return shippingTerm === 1 || shippingTerm === 3;
}

const text = (value: string | undefined | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** An address-book entry as an order party: the company (or the person) is the party's name. */
export function partyFromAddress(address: TUserAddress): PartyValues {
  return compact({
    name: address.companyName ?? address.contactName,
    contact: address.contactName,
    phone: address.mobile ?? address.phone ?? undefined,
    address: text(address.fullAddress),
    addressId: address.addressId,
  });
}

function partyOf(values: PartyValues | undefined): Partial<TOrderPartyInput> | undefined {
  if (values === undefined) return undefined;
  const party = compact({
    name: text(values.name),
    contact: text(values.contact),
    phone: text(values.phone),
    address: text(values.address),
    addressId: text(values.addressId),
  });
  return Object.keys(party).length === 0 ? undefined : party;
}

function doorOf(values: DoorValues | undefined): Partial<NonNullable<TBookingInfoRequest['loadingDoor']>> | undefined {
  if (values === undefined) return undefined;
  const region = values.region ?? [];
  const names = region.map((item) => item.name).filter((name) => name !== '');
  const door = compact({
    regionCodes: region.length > 0 ? region.map((item) => item.code) : undefined,
    regionText: region.length === 0 ? undefined : names.length === region.length ? names.join('') : text(values.regionText),
    detailAddress: text(values.detailAddress),
    contact: text(values.contact),
    phone: text(values.phone),
    loadingTime: text(values.loadingTime),
  });
  return Object.keys(door).length === 0 ? undefined : door;
}

function numberOf(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Insured amount in fen, or null without insurance / without a valid amount. */
export function insuredAmountFen(values: Pick<BookingFormValues, 'insuranceCode' | 'insuredAmountYuan'>): number | null {
  if (!values.insuranceCode) return null;
  const typed = values.insuredAmountYuan?.trim() ?? '';
  return isValidAmount(typed) ? yuanToFen(typed) : null;
}

/** saveTheDraftOrderInfo: whatever is filled in; door ends the term does not use are left out. */
export function toDraftRequest(orderId: string, values: BookingFormValues): TSaveDraftOrderRequest {
  return compact({
    orderId,
    shippingTerm: values.shippingTerm,
    shipper: partyOf(values.shipper),
    consignee: partyOf(values.consignee),
    notifyParty: partyOf(values.notifyParty),
    bookingAgent: partyOf(values.bookingAgent),
    cgoBriefDescCde: text(values.cgoBriefDescCde),
    weightKg: numberOf(values.weightKg),
    packages: numberOf(values.packages),
    packagingCnnme: text(values.packagingCnnme),
    isDangerous: values.isDangerous ?? false,
    loadingDoor: needsLoadingDoor(values.shippingTerm) ? doorOf(values.loadingDoor) : undefined,
    deliveryDoor: needsDeliveryDoor(values.shippingTerm) ? doorOf(values.deliveryDoor) : undefined,
    insuranceCode: values.insuranceCode ? values.insuranceCode : null,
    insuredAmountFen: insuredAmountFen(values),
    remarks: text(values.remarks),
  });
}

/** bookingInfo: the same fields plus the agreement tick; the server checks the whole (ZBookingInfoRequest). */
export function toBookingRequest(orderId: string, values: BookingFormValues): TBookingInfoRequest {
  const draft = toDraftRequest(orderId, values);
  return { ...draft, agreementTicked: values.agreementTicked === true } as TBookingInfoRequest;
}

/** The form refilled from complete/{orderId} (a reopened draft). */
export function formValuesFromOrder(complete: TOrderCompleteResponse): BookingFormValues {
  const order = complete.orderInfo;
  const party = (type: 'S' | 'C' | 'N' | 'B'): PartyValues | undefined => {
    const found = order.parties.find((candidate) => candidate.partyType === type);
    if (found === undefined) return undefined;
    return compact({
      name: found.name,
      contact: found.contact ?? undefined,
      phone: found.phone ?? undefined,
      address: found.address ?? undefined,
      addressId: found.addressId ?? undefined,
    });
  };
  const door = (flag: 'L' | 'D'): DoorValues | undefined => {
    const found = order.doorAddresses.find((candidate) => candidate.ioFlag === flag);
    if (found === undefined) return undefined;
    // The picker loads the names of the stored codes itself; the stored text is kept for saving again.
    return compact({
      region: found.regionCodes.map((code) => ({ code, name: '' })),
      regionText: found.regionText,
      detailAddress: found.detailAddress,
      contact: found.contact,
      phone: found.phone,
      loadingTime: found.loadingTime ?? undefined,
    });
  };
  return compact({
    shippingTerm: order.shippingTerm ?? 0,
    shipper: party('S'),
    consignee: party('C'),
    notifyParty: party('N'),
    bookingAgent: party('B'),
    cgoBriefDescCde: order.cgoBriefDescCde ?? undefined,
    weightKg: order.weightKg ?? undefined,
    packages: order.packages ?? undefined,
    packagingCnnme: order.packagingCnnme ?? undefined,
    isDangerous: order.isDangerous,
    loadingDoor: door('L'),
    deliveryDoor: door('D'),
    insuranceCode: order.insuranceCode,
    insuredAmountYuan: order.insuredAmountFen === null ? undefined : fenToYuanString(order.insuredAmountFen),
    remarks: order.remarks ?? undefined,
    agreementTicked: false,
  });
}
