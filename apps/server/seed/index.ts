import { sql } from 'drizzle-orm';
import { carrier } from '../src/modules/basedata/basedata.tables';
import type { Db } from '../src/platform/db/client';
import { authSeeder } from './auth';
import { basedataSeeder } from './basedata';
import { productSeeder } from './product';
import { enterpriseSeeder } from './enterprise';
import { opsSeeder } from './ops';
import { addressSeeder } from './address';
import { fileSeeder } from './file';
import { messageSeeder } from './message';
import { regionSeeder } from './region';
import { driverSeeder } from './driver';
import { orderSeeder } from './order';
import { assetsSeeder } from './assets';
import { unsubscribeSeeder } from './unsubscribe';
import type { Seeder } from './seeder';

export { storeSeedDocuments } from './file/seed-documents';

/** Every area's demo data, in dependency order; later areas append theirs. */
// address and message rows copy user_account.enterprise_id: keep their seeders after the enterprise seeder.
const SEEDERS: readonly Seeder[] = [basedataSeeder, productSeeder, authSeeder, enterpriseSeeder, opsSeeder, fileSeeder, addressSeeder, messageSeeder, regionSeeder, driverSeeder, orderSeeder, assetsSeeder, unsubscribeSeeder];

// Any constant works; it only has to be the same in every server process.
const SEED_LOCK_KEY = 0x636f_6173; // 'coas'

/**
 * Loads the demo data into an empty database ("empty" = no carrier yet) in one transaction, so a
 * failed seed leaves nothing behind. Several instances starting together on one database take an
 * advisory lock: the first seeds, the others then see carriers and skip. True when it seeded.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ code: carrier.code }).from(carrier).limit(1);
    if (existing.length > 0) return false;
    for (const seeder of SEEDERS) await seeder.seed(tx);
    return true;
  });
}
