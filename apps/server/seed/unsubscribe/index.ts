import { eq } from 'drizzle-orm';
import { userAccount } from '../../src/modules/auth';
import { accountCancellationRequest } from '../../src/modules/unsubscribe';
import type { Seeder } from '../seeder';

const DAY_MS = 86_400_000;

/** demo_leaving's account cancellation, waiting in the operator's cancellation queue (W). */
export const unsubscribeSeeder: Seeder = {
  area: 'unsubscribe',
  async seed(tx) {
    const [leaving] = await tx.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.logonId, 'demo_leaving'));
    if (!leaving) throw new Error('seed: account demo_leaving missing (the enterprise seeder runs first)');
    await tx.insert(accountCancellationRequest).values({
      userId: leaving.id,
      status: 'W',
      reason: '已转行，不再办理集装箱运输业务',
      createdAt: new Date(Date.now() - DAY_MS),
    });
  },
};
