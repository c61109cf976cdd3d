import type { Tx } from '../src/platform/db/client';

/**
 * One area's demo data. seed/index.ts runs every seeder in order inside one transaction, only on an
 * empty database; later areas append theirs after the areas they point at (basedata first).
 */
export interface Seeder {
  area: string;
  seed(tx: Tx): Promise<void>;
}
