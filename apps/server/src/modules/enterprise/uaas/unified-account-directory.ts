import type { TUaasCompany } from '@coastbook/contracts';
import type { DbOrTx } from '../../../platform/db/client';
import { createSandboxDirectory } from './sandbox-directory';

/** A unified account as the directory knows it. */
export interface UnifiedAccount {
  id: string;
  email: string;
  displayName: string;
  phoneHash: string | null;
  phoneMasked: string | null;
  status: 'Active' | 'Inactive';
}

/**
 * The seam to the group's unified-account service (000 §7.3). Everything this area needs from it goes
 * through these calls, so the real service can replace the sandbox by writing one adapter. The
 * sandbox (sandbox-directory.ts) keeps the sister platforms' directory in our database.
 */
export interface UnifiedAccountDirectory {
  findByEmail(email: string): Promise<UnifiedAccount | undefined>;
  findById(id: string): Promise<UnifiedAccount | undefined>;
  /** The account when the password matches; undefined for an unknown e-mail or a wrong password alike. */
  verifyPassword(email: string, password: string): Promise<UnifiedAccount | undefined>;
  create(account: { email: string; password: string; displayName: string; phoneHash: string | null; phoneMasked: string | null; active: boolean }): Promise<UnifiedAccount>;
  activate(id: string): Promise<void>;
  updatePhone(id: string, phone: { phoneHash: string; phoneMasked: string }): Promise<void>;
  /** The account's companies on the sister apps, with each app's verification state. */
  findCompanies(id: string): Promise<TUaasCompany[]>;
  /** Spends a one-time login code the provider issued after its own login; the account id, or undefined. */
  exchangeLogonCode(code: string): Promise<string | undefined>;
}

/** The directory in use. Only the sandbox exists today; a real adapter would be chosen here by configuration. */
export function unifiedAccountDirectory(db: DbOrTx): UnifiedAccountDirectory {
  return createSandboxDirectory(db);
}
