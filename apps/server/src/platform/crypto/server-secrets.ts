import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { serverSecret } from './crypto.tables';

/**
 * Returns the named secret, creating it with `make()` if no instance has yet. Two instances racing on
 * first start both insert with ON CONFLICT DO NOTHING and then read the one that won.
 */
export async function loadOrCreateSecret(db: DbOrTx, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecret).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecret.value }).from(serverSecret).where(eq(serverSecret.name, name));
  if (!row) throw new Error(`server secret ${name} missing after insert`);
  return row.value;
}
