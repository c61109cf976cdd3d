import type { TTemperatureLimit, TWeightLimit } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containerType, containerWeightLimit, orderQuantityLimit, reeferTemperatureLimit } from './basedata.tables';

/** Settable temperature ranges of the reefer types (or of one). */
export async function findTemperatureLimits({ db, cntrType }: { db: DbOrTx; cntrType?: string | undefined }): Promise<TTemperatureLimit[]> {
  return db
    .select({
      cntrType: reeferTemperatureLimit.containerTypeCode,
      minTemperature: reeferTemperatureLimit.minCelsius,
      maxTemperature: reeferTemperatureLimit.maxCelsius,
    })
    .from(reeferTemperatureLimit)
    .innerJoin(containerType, eq(containerType.code, reeferTemperatureLimit.containerTypeCode))
    .where(cntrType ? eq(reeferTemperatureLimit.containerTypeCode, cntrType) : undefined)
    .orderBy(asc(containerType.sortOrder));
}

/** Declared cargo weight limits per container type (or of one). */
export async function findWeightLimits({ db, cntrType }: { db: DbOrTx; cntrType?: string | undefined }): Promise<TWeightLimit[]> {
  return db
    .select({
      cntrType: containerWeightLimit.containerTypeCode,
      minimumWeightKg: containerWeightLimit.minWeightKg,
      maximumWeightKg: containerWeightLimit.maxWeightKg,
    })
    .from(containerWeightLimit)
    .innerJoin(containerType, eq(containerType.code, containerWeightLimit.containerTypeCode))
    .where(cntrType ? eq(containerWeightLimit.containerTypeCode, cntrType) : undefined)
    .orderBy(asc(containerType.sortOrder));
}

/** Most containers one order of the product type may book; NOT_FOUND when the type has no limit set. */
export async function getMaxOrderQuantity({ db, productType }: { db: DbOrTx; productType: number }): Promise<number> {
  const [row] = await db.select().from(orderQuantityLimit).where(eq(orderQuantityLimit.productType, productType));
  if (!row) {
    throw new AppError('NOT_FOUND', { msg: { zh: `产品类型 ${productType} 未设置单票最多箱量`, en: `No maximum containers per order is set for product type ${productType}` }, field: 'productType' });
  }
  return row.maxQuantity;
}
