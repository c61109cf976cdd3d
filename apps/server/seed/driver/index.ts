import { maskPhone } from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import { userAccount } from '../../src/modules/auth';
import { trailerDriver } from '../../src/modules/driver';
import { loadServerKeys } from '../../src/platform/crypto';
import type { Seeder } from '../seeder';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** demo_truck's drivers: two may upload container photos, one may not yet. */
const DRIVERS = [
  { driverName: '王建军', phone: '13761230001', plateNumber: '沪D58231', canUpload: true, days: 40 },
  { driverName: '李国强', phone: '13761230002', plateNumber: '沪D71920', canUpload: true, days: 21 },
  { driverName: '张海涛', phone: '13761230003', plateNumber: '苏E3K827', canUpload: false, days: 3 },
] as const;

export const driverSeeder: Seeder = {
  area: 'driver',
  async seed(tx) {
    const [truck] = await tx.select({ id: userAccount.id, enterpriseId: userAccount.enterpriseId }).from(userAccount).where(eq(userAccount.logonId, 'demo_truck'));
    if (!truck?.enterpriseId) throw new Error('driver seed: demo_truck or its trailer-supplier record missing (the enterprise seeder runs first)');
    const { fieldCipher } = await loadServerKeys(tx);
    await tx.insert(trailerDriver).values(
      DRIVERS.map((driver) => ({
        vendorEnterpriseId: truck.enterpriseId!,
        driverName: driver.driverName,
        phoneEncrypted: fieldCipher.encrypt(driver.phone),
        phoneHash: fieldCipher.lookupHash(driver.phone),
        phoneMasked: maskPhone(driver.phone),
        plateNumber: driver.plateNumber,
        canUpload: driver.canUpload,
        grantedAt: driver.canUpload ? daysAgo(driver.days - 1) : null,
        grantedBy: driver.canUpload ? truck.id : null,
        createdBy: truck.id,
        createdAt: daysAgo(driver.days),
      })),
    );
  },
};
