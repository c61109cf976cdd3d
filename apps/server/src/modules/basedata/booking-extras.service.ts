import type {
  TDestinationFleet,
  TGetGrayscaleCustomerInfoResponse,
  TGetPressureEndTimeResponse,
  TInsuranceChargeItem,
  TReeferExplainResponse,
} from '@coastbook/contracts';
import {
  AppError,
  BOOKING_CLOSE_HOURS_BEFORE_ETD,
  bookingCloseTime,
  DESTINATION_FLEETS,
  GRAYSCALE_GROUPS,
  INSURANCE_CHARGE_ITEMS,
  MAX_TRAILER_QUANTITY_BY_PRODUCT_TYPE,
  REEFER_BOOKING_NOTES,
} from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { portCall, productSailing } from '../product';
import { findTemperatureLimits } from './limit.service';

/** reeferExplain: settable range of every reefer type (reefer_temperature_limit) plus the fixed notes. */
export async function getReeferExplain({ db }: { db: DbOrTx }): Promise<TReeferExplainResponse> {
  return { temperatureLimits: await findTemperatureLimits({ db }), notes: [...REEFER_BOOKING_NOTES] };
}

/** getInsuranceChargeItem: the insurance kinds of 001 §9 with their rates (domain constants). */
export function findInsuranceChargeItems(): TInsuranceChargeItem[] {
  return INSURANCE_CHARGE_ITEMS.map((item) => ({ ...item }));
}

/** getMaxTrailerQuantity: trailer orders one booking of the product type may carry. */
export function getMaxTrailerQuantity({ productType }: { productType: number }): number {
  const limit = MAX_TRAILER_QUANTITY_BY_PRODUCT_TYPE[productType];
  if (limit === undefined) {
    throw new AppError('NOT_FOUND', { msg: { zh: `产品类型 ${productType} 未设置单票最多拖车数`, en: `No maximum trailer orders per booking is set for product type ${productType}` }, field: 'productType' });
  }
  return limit;
}

/** getPressureEndTime: booking for a sailing closes BOOKING_CLOSE_HOURS_BEFORE_ETD hours before its loading call's ETD. */
export async function getPressureEndTime({ db, productId, now = new Date() }: { db: DbOrTx; productId: string; now?: Date }): Promise<TGetPressureEndTimeResponse> {
  const [row] = await db
    .select({ etd: portCall.etd, isClosed: productSailing.isClosed })
    .from(productSailing)
    .innerJoin(portCall, eq(portCall.id, productSailing.loadCallId))
    .where(eq(productSailing.id, productId));
  if (!row) throw new AppError('NOT_FOUND', { msg: { zh: '该产品不存在', en: 'This product does not exist' }, field: 'productId' });
  const etd = new Date(row.etd);
  const closeAt = bookingCloseTime(etd);
  return {
    productId,
    etd: etd.toISOString(),
    pressureEndTime: closeAt.toISOString(),
    hoursBeforeEtd: BOOKING_CLOSE_HOURS_BEFORE_ETD,
    closed: row.isClosed || closeAt.getTime() <= now.getTime(),
  };
}

/** getDestinationFleet: trailer fleets serving the destination port, optionally filtered by name fragment. */
export function findDestinationFleets({ endPort, fleetName }: { endPort: string; fleetName?: string | undefined }): TDestinationFleet[] {
  return DESTINATION_FLEETS.filter((fleet) => fleet.endPort === endPort && (!fleetName || fleet.fleetName.includes(fleetName))).map((fleet) => ({ ...fleet }));
}

/** getGrayscaleCustomerInfo: the grey-release groups listing the customer's enterprise (or the user when personal). */
export function getGrayscaleCustomerInfo({ userId, enterpriseId }: { userId: string; enterpriseId: string | null }): TGetGrayscaleCustomerInfoResponse {
  const ids = [userId, enterpriseId].filter((id): id is string => id !== null);
  const groups = Object.entries(GRAYSCALE_GROUPS)
    .filter(([, members]) => members.some((member) => ids.includes(member)))
    .map(([group]) => group);
  return { grayscale: groups.length > 0, groups };
}
