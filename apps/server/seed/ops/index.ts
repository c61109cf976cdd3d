import type { OperatorRole } from '@coastbook/domain';
import { hashPassword } from '../../src/modules/auth';
import { opsOperator } from '../../src/modules/ops';
import type { Seeder } from '../seeder';

/** Every demo operator's password (README lists them). */
export const OPS_DEMO_PASSWORD = 'Coast@2026';

/** The carrier's demo staff for the operator console (/ops); later issues add finance and product. */
export const DEMO_OPERATORS: ReadonlyArray<{ loginName: string; displayName: string; role: OperatorRole }> = [
  { loginName: 'ops_admin', displayName: '系统管理员', role: 'admin' },
  { loginName: 'ops_review', displayName: '审核专员', role: 'reviewer' },
  { loginName: 'ops_product', displayName: '产品专员', role: 'product' },
  { loginName: 'ops_finance', displayName: '财务专员', role: 'finance' },
];

export const opsSeeder: Seeder = {
  area: 'ops',
  async seed(tx) {
    const passwordHash = await hashPassword(OPS_DEMO_PASSWORD);
    await tx.insert(opsOperator).values(DEMO_OPERATORS.map((operator) => ({ ...operator, passwordHash })));
  },
};
