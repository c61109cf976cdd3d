import { maskPhone } from '@coastbook/domain';
import { hashPassword, userAccount } from '../../src/modules/auth';
import { loadServerKeys } from '../../src/platform/crypto';
import type { Seeder } from '../seeder';

/** Every demo account's password (README lists them). */
export const DEMO_PASSWORD = 'Coast@2026';

const DAY_MS = 86_400_000;

/**
 * One login of each kind the portal serves. Certification and enterprise links are added by the
 * accounts area; here each account gets its user type and roles.
 */
export const DEMO_ACCOUNTS = [
  { logonId: 'demo_ent', userCnnme: '张伟', phone: '13800000001', email: 'demo_ent@coastbook.example', userType: 'M', roles: [] as string[] },
  { logonId: 'demo_sub', userCnnme: '李娜', phone: '13800000002', email: 'demo_sub@coastbook.example', userType: 'S', roles: [] },
  { logonId: 'demo_person', userCnnme: '王芳', phone: '13800000003', email: 'demo_person@coastbook.example', userType: 'N', roles: [] },
  { logonId: 'demo_new', userCnnme: '刘洋', phone: '13800000004', email: 'demo_new@coastbook.example', userType: 'N', roles: [] },
  { logonId: 'demo_truck', userCnnme: '陈强', phone: '13800000005', email: 'demo_truck@coastbook.example', userType: 'N', roles: ['ROLE_VendorTruck'] },
  // Weak and expired (changed 200 days ago): logging in leads straight to the forced password change.
  { logonId: 'demo_weak', userCnnme: '赵敏', phone: '13800000006', email: 'demo_weak@coastbook.example', userType: 'N', roles: [], weak: true },
] as const;

export const authSeeder: Seeder = {
  area: 'auth',
  async seed(tx) {
    const { fieldCipher } = await loadServerKeys(tx);
    for (const account of DEMO_ACCOUNTS) {
      const isWeak = 'weak' in account && account.weak;
      await tx.insert(userAccount).values({
        logonId: account.logonId,
        userCnnme: account.userCnnme,
        phoneEncrypted: fieldCipher.encrypt(account.phone),
        phoneHash: fieldCipher.lookupHash(account.phone),
        phoneMasked: maskPhone(account.phone),
        emailEncrypted: fieldCipher.encrypt(account.email),
        emailHash: fieldCipher.lookupHash(account.email),
        userType: account.userType,
        roles: [...account.roles],
        passwordHash: await hashPassword(DEMO_PASSWORD),
        isStrongPassword: !isWeak,
        passwordChangedAt: new Date(Date.now() - (isWeak ? 200 : 10) * DAY_MS),
        createdAt: new Date(Date.now() - 365 * DAY_MS),
      });
    }
  },
};
